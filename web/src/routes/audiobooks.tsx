import { createFileRoute } from "@tanstack/react-router";
import { AudiobooksPage } from "../features/audiobooks/AudiobooksPage";

export const Route = createFileRoute("/audiobooks")({ component: AudiobooksPage });
