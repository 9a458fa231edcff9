import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const promotionModule = (_deps: AppDeps) => new Elysia({ prefix: "/audiobook-promotional-campaigns" });
