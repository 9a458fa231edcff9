import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const licensingModule = (_deps: AppDeps) => new Elysia({ prefix: "/songs" });
