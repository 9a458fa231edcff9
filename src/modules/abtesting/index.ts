import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const abtestingModule = (_deps: AppDeps) => new Elysia({ prefix: "/ab-testing" });
