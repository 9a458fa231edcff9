import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const contractsModule = (_deps: AppDeps) => new Elysia({ prefix: "/music-contracts" });
