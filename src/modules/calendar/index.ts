import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";

export const calendarModule = (_deps: AppDeps) => new Elysia({ prefix: "/calendar-events" });
