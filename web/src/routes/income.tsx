import { createFileRoute } from "@tanstack/react-router";
import { IncomePage } from "../features/income/IncomePage";
import { parseIncomeSearch } from "../features/income/search";

export const Route = createFileRoute("/income")({ validateSearch: parseIncomeSearch, component: IncomePage });
