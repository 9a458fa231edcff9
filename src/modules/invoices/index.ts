import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const invoicesModule = (_deps: AppDeps) => new Elysia({ prefix: "/invoices" });
