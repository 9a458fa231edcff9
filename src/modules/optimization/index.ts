import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const optimizationModule = (_deps: AppDeps) => new Elysia({ prefix: "/optimization" });
