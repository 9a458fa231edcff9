import { createFileRoute } from "@tanstack/react-router";
import { RadioPage } from "../features/radio/RadioPage";
import { parseRadioSearch } from "../features/radio/search";

export const Route = createFileRoute("/radio")({ validateSearch: parseRadioSearch, component: RadioPage });
