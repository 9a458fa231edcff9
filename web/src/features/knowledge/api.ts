import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter, refreshAfterDelete } from "../../lib/changes";
import { root } from "../../lib/keys";
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

export const knowledgeKeys = {
  all: root("knowledge"),
  list: (filters: { category: Category | "" }) => [...knowledgeKeys.all, "list", filters] as const,
  detail: (id: number | null) => [...knowledgeKeys.all, "doc", id] as const,
  summary: () => [...knowledgeKeys.all, "summary"] as const,
  search: (q: string, category: Category | "") => [...knowledgeKeys.all, "search", q, category] as const,
};

const fetchDocs = () => call(api["knowledge-docs"].get({ query: {} }));
export type KnowledgeDoc = Awaited<ReturnType<typeof fetchDocs>>[number];

/** Newest first, a page at a time, the category filtered on the server (thousands of documents stay quick). */
export const useDocs = (category: Category | "") =>
  useInfiniteList<KnowledgeDoc>({
    queryKey: knowledgeKeys.list({ category }),
    fetchPage: (page) => api["knowledge-docs"].get({ query: { ...(category ? { category } : {}), ...page } }),
  });

export const knowledgeQueries = {
  /** One document with its full text (the list carries only an excerpt). */
  detail: (id: number | null) =>
    queryOptions({
      queryKey: knowledgeKeys.detail(id),
      queryFn: () => call(api["knowledge-docs"]({ id: id! }).get()),
      enabled: id != null,
    }),
  /** Documents per category, counted on the server. */
  summary: () =>
    queryOptions({ queryKey: knowledgeKeys.summary(), queryFn: () => call(api["knowledge-docs"].summary.get()) }),
  /** Full-text search on the server (FTS5, ranked, with highlights); only runs when there is search text. */
  search: (q: string, category: Category | "") =>
    queryOptions({
      queryKey: knowledgeKeys.search(q, category),
      queryFn: () => call(api["knowledge-docs"].get({ query: { q, ...(category ? { category } : {}) } })),
      enabled: q.trim().length > 0,
      staleTime: 0,
      placeholderData: (prev) => prev,
    }),
};

export const useDoc = (id: number | null) => useQuery(knowledgeQueries.detail(id));
export type FullDoc = NonNullable<ReturnType<typeof useDoc>["data"]>;
export const useDocCounts = () => useQuery(knowledgeQueries.summary());
export const useSearch = (q: string, category: Category | "") => useQuery(knowledgeQueries.search(q, category));

const refresh = () => refreshAfter("knowledge");

export const useSaveDoc = () =>
  useMutation({
    mutationFn: ({ id, input }: { id?: number; input: DocInput }) =>
      id ? call(api["knowledge-docs"]({ id }).put(input)) : call(api["knowledge-docs"].post(input)),
    onSuccess: refresh,
  });

export const useDeleteDoc = () =>
  useMutation({
    mutationFn: (id: number) => call(api["knowledge-docs"]({ id }).delete()),
    onSuccess: (_done, id) => refreshAfterDelete("knowledge", knowledgeKeys.detail(id)),
  });

/** Tags typed comma-separated, split, trimmed and sent as a list (empty list if blank). */
export const splitTags = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
