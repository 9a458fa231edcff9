import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { activityQuery } from "./model";
import { listActivity } from "./service";
import { jsonReadCache } from "../../lib/read-cache";

export const activityModule = ({ db }: AppDeps) => {
  const cachedList = jsonReadCache(db, (limit: number) => listActivity(db, limit));
  return new Elysia({ prefix: "/activity" }).get("/", ({ query }) => cachedList(query.limit ?? 50), {
    query: activityQuery,
  });
};
