import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const outreachModule = (_deps: AppDeps) => new Elysia({ prefix: "/email-campaigns" });
