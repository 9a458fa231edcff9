import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const tasksModule = (_deps: AppDeps) => new Elysia({ prefix: "/tasks" });
