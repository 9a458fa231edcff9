import { createFileRoute } from "@tanstack/react-router";
import { ContractsPage } from "../features/contracts/ContractsPage";

export const Route = createFileRoute("/contracts")({ component: ContractsPage });
