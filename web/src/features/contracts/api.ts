import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter, refreshAfterDelete } from "../../lib/changes";
import { root } from "../../lib/keys";
import { SHORT_LIST } from "../../lib/paging";
import { queryClient } from "../../lib/query";

export const contractsKeys = {
  all: root("contracts"),
  list: () => [...contractsKeys.all, "list"] as const,
  detail: (id: number | null) => [...contractsKeys.all, "detail", id] as const,
};

export const contractsQueries = {
  list: () =>
    queryOptions({
      queryKey: contractsKeys.list(),
      queryFn: () => call(api["music-contracts"].get({ query: SHORT_LIST })),
    }),
  detail: (id: number | null) =>
    queryOptions({
      queryKey: contractsKeys.detail(id),
      queryFn: () => call(api["music-contracts"]({ id: id! }).get()),
      enabled: id != null,
      staleTime: 0,
    }),
};

export const useContracts = () => useQuery(contractsQueries.list());
export type Contract = NonNullable<ReturnType<typeof useContracts>["data"]>[number];
export const useContract = (id: number | null) => useQuery(contractsQueries.detail(id));

export const useGenerate = () =>
  useMutation({
    mutationFn: ({ id, variables }: { id: number; variables: Record<string, string> }) =>
      call(api["music-contracts"]({ id }).generate.post({ variables })),
    onSuccess: () => refreshAfter("contracts"),
  });

export const useSaveDraft = () =>
  useMutation({
    mutationFn: ({ id, name, content }: { id: number; name: string; content: string }) =>
      call(api["music-contracts"]({ id }).put({ name, content })),
    onSuccess: () => refreshAfter("contracts"),
  });

export const useDeleteDraft = () =>
  useMutation({
    mutationFn: (id: number) => call(api["music-contracts"]({ id }).delete()),
    // Forget the deleted draft (refetching it would only 404), then refresh the list.
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: contractsKeys.detail(id), exact: true });
      return refreshAfterDelete("contracts", contractsKeys.detail(id));
    },
  });

/** Spec: label = variable name with underscores as spaces, words capitalised. */
export const variableLabel = (name: string) =>
  name
    .split("_")
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");

/** Spec: names containing signature, terms or requirements get a multi-line box. */
export const isMultiline = (name: string) => /signature|terms|requirements/i.test(name);

/** Saves text as a .txt download in the browser. */
export function downloadText(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 80) || "contract"
  }.txt`;
