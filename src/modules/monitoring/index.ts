import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const monitoringModule = (_deps: AppDeps) => new Elysia({ prefix: "/monitoring" });
