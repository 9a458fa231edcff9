import { createFileRoute } from "@tanstack/react-router";
import { parseDashboardSearch } from "../features/automation/search";
import { DashboardPage } from "../features/dashboard/DashboardPage";

export const Route = createFileRoute("/dashboard")({ validateSearch: parseDashboardSearch, component: DashboardPage });
