import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const aiModule = (_deps: AppDeps) => new Elysia({ prefix: "/ai" });
