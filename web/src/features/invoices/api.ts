import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";
import { useInfiniteList } from "../../lib/paging";

export const invoicesKeys = {
  all: root("invoices"),
  list: (filters: { filter: InvoiceFilter; q: string }) => [...invoicesKeys.all, "list", filters] as const,
  summary: () => [...invoicesKeys.all, "summary"] as const,
};
const fetchOne = (id: number) => call(api.invoices({ id }).get());
export type Invoice = Awaited<ReturnType<typeof fetchOne>>;
export type InvoiceLine = Invoice["lines"][number];
export type InvoiceStatus = Invoice["status"];
export type InvoiceBody = Parameters<typeof api.invoices.post>[0];
export type InvoiceFilter = "all" | "draft" | "sent" | "paid" | "overdue";

/** One page at a time from the server, filtered there (status, text). */
export const useInvoiceList = (filter: InvoiceFilter, q: string) =>
  useInfiniteList<Invoice>({
    queryKey: invoicesKeys.list({ filter, q }),
    fetchPage: (page) =>
      api.invoices.get({ query: { status: filter === "all" ? undefined : filter, q: q || undefined, ...page } }),
  });

export const invoicesQueries = {
  /** The summary cards, computed by the server over every invoice. */
  summary: () => queryOptions({ queryKey: invoicesKeys.summary(), queryFn: () => call(api.invoices.summary.get()) }),
};
export const useInvoiceSummary = () => useQuery(invoicesQueries.summary());

const changed = () => refreshAfter("invoices");

export function useCreateInvoice() {
  return useMutation({ mutationFn: (body: InvoiceBody) => call(api.invoices.post(body)), onSuccess: changed });
}

export function useUpdateInvoice() {
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status: InvoiceStatus; paidDate?: string }) =>
      call(api.invoices({ id }).put(body)),
    onSuccess: changed,
  });
}

export function useDuplicateInvoice() {
  return useMutation({ mutationFn: (id: number) => call(api.invoices({ id }).duplicate.post()), onSuccess: changed });
}

export function useSendInvoice() {
  return useMutation({ mutationFn: (id: number) => call(api.invoices({ id }).send.post()), onSuccess: changed });
}

export function useDeleteInvoice() {
  return useMutation({ mutationFn: (id: number) => call(api.invoices({ id }).delete()), onSuccess: changed });
}

/** Shown as overdue when not paid, a due date exists and it is before now. */
export function isOverdue(inv: Pick<Invoice, "status" | "dueDate">, now = new Date()): boolean {
  if (inv.status === "paid" || !inv.dueDate) return false;
  const due = new Date(/^\d{4}-\d{2}-\d{2}$/.test(inv.dueDate) ? `${inv.dueDate}T00:00:00` : inv.dueDate);
  return !Number.isNaN(due.getTime()) && due.getTime() < now.getTime();
}

export const displayStatus = (inv: Pick<Invoice, "status" | "dueDate">, now = new Date()) =>
  isOverdue(inv, now) ? "overdue" : inv.status;
