import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { bootQuery } from "../../lib/boot";

/** Other screens invalidate this key after a change that moves a figure (invoices, grants, radio, outreach…). */
export const statsKey = ["/api/dashboard/stats"] as const;
/** Under statsKey on purpose: every existing `invalidateQueries({ queryKey: statsKey })` refreshes the summary too. */
export const summaryKey = [...statsKey, "summary"] as const;
export const activityKey = ["/api/activity"] as const;

/**
 * The dashboard's one request: the four figures, their computed captions and the upcoming tasks (on a first load,
 * sent by index.html before the app's script ran).
 */
export const useDashboardSummary = () =>
  useQuery({ queryKey: summaryKey, ...bootQuery("/api/dashboard/summary", () => call(api.dashboard.summary.get())) });

export type DashboardSummary = NonNullable<ReturnType<typeof useDashboardSummary>["data"]>;

export const useActivity = (limit = 50) =>
  useQuery({ queryKey: [...activityKey, limit], queryFn: () => call(api.activity.get({ query: { limit } })) });
