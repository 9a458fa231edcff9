import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { root } from "../../lib/keys";
import { useInfiniteList } from "../../lib/paging";

type ActivityEntry = { id: number; message: string; createdAt: string };

/** Every change anywhere writes to the log, so `lib/changes.ts` refreshes this root after any of them. */
export const activityKeys = {
  all: root("activity"),
  recent: (limit: number) => [...activityKeys.all, "recent", limit] as const,
  log: () => [...activityKeys.all, "log"] as const,
};

export const activityQueries = {
  recent: (limit = 50) =>
    queryOptions({ queryKey: activityKeys.recent(limit), queryFn: () => call(api.activity.get({ query: { limit } })) }),
};

export const useActivity = (limit = 50) => useQuery(activityQueries.recent(limit));

/** The whole activity log, newest first, a page at a time (years of entries). */
export const useActivityLog = (enabled = true) =>
  useInfiniteList<ActivityEntry>({
    queryKey: activityKeys.log(),
    fetchPage: (page) => api.activity.get({ query: page }),
    enabled,
  });
