import { createFileRoute } from "@tanstack/react-router";
import { GrantsPage } from "../features/grants/GrantsPage";

export const Route = createFileRoute("/grants")({ component: GrantsPage });
