import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const grantsModule = (_deps: AppDeps) => new Elysia({ prefix: "/grants" });
