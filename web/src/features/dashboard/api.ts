import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { bootQuery } from "../../lib/boot";
import { root } from "../../lib/keys";

/**
 * The dashboard's own keys. Its figures are computed from other domains (invoices, sales, grants, stations, e-mails,
 * tasks): those domains' changes refresh it through `lib/changes.ts`, never by naming these keys themselves.
 */
export const dashboardKeys = {
  all: root("dashboard"),
  summary: () => [...dashboardKeys.all, "summary"] as const,
};

export const dashboardQueries = {
  /**
   * The dashboard's one request: the four figures, their computed captions and the upcoming tasks (opening the app
   * on the dashboard, index.html asked for it before the app's script ran).
   */
  summary: () =>
    queryOptions({
      queryKey: dashboardKeys.summary(),
      ...bootQuery("/api/dashboard/summary", () => call(api.dashboard.summary.get())),
    }),
};

export const useDashboardSummary = () => useQuery(dashboardQueries.summary());

export type DashboardSummary = NonNullable<ReturnType<typeof useDashboardSummary>["data"]>;
