import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { activityQuery } from "./model";
import { listActivityPage } from "./service";
import { readCache } from "../../lib/read-cache";
import { pageParams, sendPage } from "../../lib/paging";

export const activityModule = ({ db }: AppDeps) => {
  // Read on every dashboard visit: a page is reused until something is written.
  const cachedPage = readCache(db, (key: string) => listActivityPage(db, pageParams(JSON.parse(key))));
  return new Elysia({ prefix: "/activity" }).get(
    "/",
    ({ query, request, set }) => sendPage({ request, set }, cachedPage(JSON.stringify(query)), pageParams(query)),
    { query: activityQuery },
  );
};
