import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { queryClient } from "../../lib/query";
import { api } from "../../lib/api";
import { useInfiniteList } from "../../lib/paging";

export const CATEGORIES = ["legal", "finance", "business", "general"] as const;
export type Category = (typeof CATEGORIES)[number];
/** Cards show at most this many tags, then '+N more'. */
export const MAX_TAGS = 3;
export const SKELETONS = 4;

export interface DocInput {
  title: string;
  content: string;
  category: Category;
  tags: string[];
  source: string;
  citation: string;
}

export const docsKey = ["/api/knowledge-docs"] as const;

const fetchDocs = () => call(api["knowledge-docs"].get({ query: {} }));
export type KnowledgeDoc = Awaited<ReturnType<typeof fetchDocs>>[number];

/** Newest first, a page at a time, the category filtered on the server (thousands of documents stay quick). */
export const useDocs = (category: Category | "") =>
  useInfiniteList<KnowledgeDoc>({
    queryKey: [...docsKey, "list", { category }],
    fetchPage: (page) => api["knowledge-docs"].get({ query: { ...(category ? { category } : {}), ...page } }),
  });

/** One document with its full text (the list carries only an excerpt). */
export const useDoc = (id: number | null) =>
  useQuery({
    queryKey: [...docsKey, "doc", id],
    queryFn: () => call(api["knowledge-docs"]({ id: id! }).get()),
    enabled: id != null,
  });
export type FullDoc = NonNullable<ReturnType<typeof useDoc>["data"]>;

/** Documents per category, counted on the server. */
export const useDocCounts = () =>
  useQuery({ queryKey: [...docsKey, "summary"], queryFn: () => call(api["knowledge-docs"].summary.get()) });

/** Full-text search on the server (FTS5, ranked, with highlights); only runs when there is search text. */
export const useSearch = (q: string, category: Category | "") =>
  useQuery({
    queryKey: [...docsKey, "search", q, category],
    queryFn: () => call(api["knowledge-docs"].get({ query: { q, ...(category ? { category } : {}) } })),
    enabled: q.trim().length > 0,
    staleTime: 0,
    placeholderData: (prev) => prev,
  });

const refresh = () => queryClient.invalidateQueries({ queryKey: docsKey });

export const useSaveDoc = () =>
  useMutation({
    mutationFn: ({ id, input }: { id?: number; input: DocInput }) =>
      id ? call(api["knowledge-docs"]({ id }).put(input)) : call(api["knowledge-docs"].post(input)),
    onSuccess: refresh,
  });

export const useDeleteDoc = () =>
  useMutation({
    mutationFn: (id: number) => call(api["knowledge-docs"]({ id }).delete()),
    // The deleted document's own query is left alone: refetching it while its view closes would only get a 404.
    onSuccess: (_done, id) =>
      queryClient.invalidateQueries({
        queryKey: docsKey,
        predicate: (q) => !(q.queryKey[1] === "doc" && q.queryKey[2] === id),
      }),
  });

/** Tags typed comma-separated, split, trimmed and sent as a list (empty list if blank). */
export const splitTags = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
