import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";

export const statsKey = ["/api/dashboard/stats"] as const;
export const activityKey = ["/api/activity"] as const;

export const useDashboardStats = () => useQuery({ queryKey: statsKey, queryFn: () => call(api.dashboard.stats.get()) });

export const useActivity = (limit = 50) =>
  useQuery({ queryKey: [...activityKey, limit], queryFn: () => call(api.activity.get({ query: { limit } })) });
