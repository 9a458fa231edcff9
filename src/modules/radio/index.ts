import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const radioModule = (_deps: AppDeps) => new Elysia({ prefix: "/radio-stations" });
