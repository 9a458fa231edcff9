import { createFileRoute } from "@tanstack/react-router";
import { OutreachPage } from "../features/outreach/OutreachPage";
import { parseOutreachSearch } from "../features/outreach/search";

export const Route = createFileRoute("/outreach")({ validateSearch: parseOutreachSearch, component: OutreachPage });
