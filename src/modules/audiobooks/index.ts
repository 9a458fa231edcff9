import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const audiobooksModule = (_deps: AppDeps) => new Elysia({ prefix: "/audiobooks" });
