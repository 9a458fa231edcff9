import { createFileRoute } from "@tanstack/react-router";
import { AudiobooksPage } from "../features/audiobooks/AudiobooksPage";
import { parseAudiobooksSearch } from "../features/audiobooks/search";

export const Route = createFileRoute("/audiobooks")({ validateSearch: parseAudiobooksSearch, component: AudiobooksPage });
