import { QueryClient } from "@tanstack/react-query";

// No retries, no refetch on focus or interval, never stale, unused data kept 5 minutes.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      staleTime: Infinity,
      gcTime: 5 * 60_000,
    },
    mutations: { retry: false },
  },
});
