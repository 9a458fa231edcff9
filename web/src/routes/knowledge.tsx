import { createFileRoute } from "@tanstack/react-router";
import { KnowledgePage } from "../features/knowledge/KnowledgePage";
import { parseKnowledgeSearch } from "../features/knowledge/search";

export const Route = createFileRoute("/knowledge")({ validateSearch: parseKnowledgeSearch, component: KnowledgePage });
