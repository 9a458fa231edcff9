import { keepPreviousData, useInfiniteQuery, type QueryKey } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { callPaged, type PagedResult } from "./api";

/** The page size the web asks for; the server's default too (src/lib/paging.ts). */
export const PAGE_SIZE = 50;

type EdenListCall<T> = Promise<{ data: T[] | null; error: any; status: number; response?: Response } & any>;

/**
 * A paged list route as an infinite query. `queryKey` comes from the domain's key factory and holds the filters
 * (it starts with the domain's root, so `refreshAfter("tasks")` after a change refreshes it); `fetchPage` gets
 * limit/offset:
 *
 *   const list = useInfiniteList({
 *     queryKey: tasksKeys.list({ status, q }),
 *     fetchPage: (page) => api.tasks.get({ query: { status, q, ...page } }),
 *   });
 *   list.rows; list.total; list.fetchNextPage();
 */
export function useInfiniteList<T>({
  queryKey,
  fetchPage,
  pageSize = PAGE_SIZE,
  enabled = true,
}: {
  queryKey: QueryKey;
  fetchPage: (page: { limit: number; offset: number }) => EdenListCall<T>;
  pageSize?: number;
  enabled?: boolean;
}) {
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => callPaged<T>(fetchPage({ limit: pageSize, offset: pageParam })),
    getNextPageParam: (last: PagedResult<T>) => last.nextOffset ?? undefined,
    // While the filters change, the previous rows stay on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const rows = useMemo(() => pages?.flatMap((p) => p.rows) ?? [], [pages]);
  return {
    rows,
    /** How many rows match the filters on the server (X-Total-Count). */
    total: pages?.[pages.length - 1]?.total ?? 0,
    fetchNextPage: () => query.fetchNextPage(),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    /** True only before the first page arrives (not while filters change: the old rows stay). */
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    error: query.error,
    refetch: query.refetch,
  };
}
export type InfiniteList<T> = ReturnType<typeof useInfiniteList<T>>;

/** The typed text, settled: search boxes send a request after the person pauses, not on every key. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Lists that stay short in practice (campaigns, contracts, experiments) are read in one request of the largest page
 * the server allows; screens whose lists grow into the thousands use useInfiniteList instead.
 */
export const SHORT_LIST = { limit: 200 } as const;
