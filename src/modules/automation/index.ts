import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const automationModule = (_deps: AppDeps) => new Elysia({ prefix: "/automation" });
