import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const chatModule = (_deps: AppDeps) => new Elysia({ prefix: "/chat-messages" });
