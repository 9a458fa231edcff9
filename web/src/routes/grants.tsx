import { createFileRoute } from "@tanstack/react-router";
import { GrantsPage } from "../features/grants/GrantsPage";
import { parseGrantsSearch } from "../features/grants/search";

export const Route = createFileRoute("/grants")({ validateSearch: parseGrantsSearch, component: GrantsPage });
