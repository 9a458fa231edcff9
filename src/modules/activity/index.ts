import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { activityQuery } from "./model";
import { listActivity } from "./service";

export const activityModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/activity" }).get("/", ({ query }) => listActivity(db, query.limit ?? 50), { query: activityQuery });
