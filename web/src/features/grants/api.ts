import { useMutation } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { useInfiniteList } from "../../lib/paging";

export const grantsKeys = {
  all: root("grants"),
  list: (filters: { status: GrantStatus | "all"; q: string }) => [...grantsKeys.all, "list", filters] as const,
};
const fetchGrants = () => call(api.grants.get({ query: {} }));
export type Grant = Awaited<ReturnType<typeof fetchGrants>>[number];
export type GrantStatus = Grant["status"];
export type GrantBody = Parameters<typeof api.grants.post>[0];
const search = (body: { projectName: string; description: string; focus: string }) =>
  call(api.ai["search-grants"].post(body));
export type GrantSuggestion = Awaited<ReturnType<typeof search>>["grants"][number];
export const GRANT_STATUSES: GrantStatus[] = ["discovered", "applied", "awarded", "rejected"];

/** A page at a time; status and search run on the server (years of saved programmes add up). */
export const useGrantList = (status: GrantStatus | "all", q: string) =>
  useInfiniteList<Grant>({
    queryKey: grantsKeys.list({ status, q }),
    fetchPage: (page) =>
      api.grants.get({ query: { status: status === "all" ? undefined : status, q: q || undefined, ...page } }),
  });

const changed = () => refreshAfter("grants");

export function useCreateGrant() {
  return useMutation({ mutationFn: (body: GrantBody) => call(api.grants.post(body)), onSuccess: changed });
}

export function useUpdateGrant() {
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: GrantStatus }) => call(api.grants({ id }).put({ status })),
    onSuccess: changed,
  });
}

export function useDeleteGrant() {
  return useMutation({ mutationFn: (id: number) => call(api.grants({ id }).delete()), onSuccess: changed });
}

export const useSearchGrants = () => useMutation({ mutationFn: search });

export type Urgency = "past" | "urgent" | "soon" | "future";
export const URGENT_DAYS = 7;
export const SOON_DAYS = 30;
