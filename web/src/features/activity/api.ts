import { api } from "../../lib/api";
import { useInfiniteList } from "../../lib/paging";
import { activityKey } from "../dashboard/api";

type ActivityEntry = { id: number; message: string; createdAt: string };

/** The whole activity log, newest first, a page at a time (years of entries). */
export const useActivityLog = (enabled = true) =>
  useInfiniteList<ActivityEntry>({
    queryKey: [...activityKey, "log"],
    fetchPage: (page) => api.activity.get({ query: page }),
    enabled,
  });
