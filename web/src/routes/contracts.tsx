import { createFileRoute } from "@tanstack/react-router";
import { ContractsPage } from "../features/contracts/ContractsPage";
import { parseContractsSearch } from "../features/contracts/search";

export const Route = createFileRoute("/contracts")({ validateSearch: parseContractsSearch, component: ContractsPage });
