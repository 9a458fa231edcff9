import { Elysia, t } from "elysia";
import { ok } from "../../lib/common-model";
import type { AppDeps } from "../../lib/deps";
import { activityAnswer, activityQuery } from "./model";
import { listActivityPage } from "./service";
import { readCache } from "../../lib/read-cache";
import { pageParams, sendPage } from "../../lib/paging";

export const activityModule = ({ db }: AppDeps) => {
  // Read on every dashboard visit: a page is reused until something is written.
  const cachedPage = readCache(db, (key: string) => listActivityPage(db, pageParams(JSON.parse(key))));
  return new Elysia({ prefix: "/api/activity" }).get(
    "/",
    ({ query, request, set }) => sendPage({ request, set }, cachedPage(JSON.stringify(query)), pageParams(query)),
    { query: activityQuery, response: ok(t.Array(activityAnswer), 422) },
  );
};
