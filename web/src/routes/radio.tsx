import { createFileRoute } from "@tanstack/react-router";
import { RadioPage } from "../features/radio/RadioPage";

export const Route = createFileRoute("/radio")({ component: RadioPage });
