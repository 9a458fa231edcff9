import { createFileRoute } from "@tanstack/react-router";
import { OutreachPage } from "../features/outreach/OutreachPage";

export const Route = createFileRoute("/outreach")({ component: OutreachPage });
