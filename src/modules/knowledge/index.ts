import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const knowledgeModule = (_deps: AppDeps) => new Elysia({ prefix: "/knowledge-docs" });
