import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../lib/api";

export const invoicesKey = ["/api/invoices"] as const;
const fetchInvoices = () => call(api.invoices.get());
export type Invoice = Awaited<ReturnType<typeof fetchInvoices>>[number];
export type InvoiceStatus = Invoice["status"];
export type InvoiceBody = Parameters<typeof api.invoices.post>[0];

export const useInvoices = () => useQuery({ queryKey: invoicesKey, queryFn: fetchInvoices });

function useChanged() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: invoicesKey }),
      qc.invalidateQueries({ queryKey: ["/api/dashboard/stats"] }),
      qc.invalidateQueries({ queryKey: ["/api/activity"] }),
    ]);
}

export function useCreateInvoice() {
  const changed = useChanged();
  return useMutation({ mutationFn: (body: InvoiceBody) => call(api.invoices.post(body)), onSuccess: changed });
}

export function useUpdateInvoice() {
  const changed = useChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; status: InvoiceStatus; paidDate?: string }) =>
      call(api.invoices({ id }).put(body)),
    onSuccess: changed,
  });
}

export function useDuplicateInvoice() {
  const changed = useChanged();
  return useMutation({ mutationFn: (id: number) => call(api.invoices({ id }).duplicate.post()), onSuccess: changed });
}

export function useSendInvoice() {
  const changed = useChanged();
  return useMutation({ mutationFn: (id: number) => call(api.invoices({ id }).send.post()), onSuccess: changed });
}

export function useDeleteInvoice() {
  const changed = useChanged();
  return useMutation({ mutationFn: (id: number) => call(api.invoices({ id }).delete()), onSuccess: changed });
}

/** Spec §4: shown as overdue when not paid, a due date exists and it is before now. */
export function isOverdue(inv: Pick<Invoice, "status" | "dueDate">, now = new Date()): boolean {
  if (inv.status === "paid" || !inv.dueDate) return false;
  const due = new Date(/^\d{4}-\d{2}-\d{2}$/.test(inv.dueDate) ? `${inv.dueDate}T00:00:00` : inv.dueDate);
  return !Number.isNaN(due.getTime()) && due.getTime() < now.getTime();
}

export const displayStatus = (inv: Invoice, now = new Date()) => (isOverdue(inv, now) ? "overdue" : inv.status);

export interface InvoiceSummary {
  totalRevenue: number;
  outstanding: number;
  overdueCount: number;
  overdueAmount: number;
  total: number;
}

/** Spec: revenue = paid, outstanding = sent, overdue = unpaid and past due, total = count. */
export function summarise(list: Invoice[], now = new Date()): InvoiceSummary {
  const sum = (xs: Invoice[]) => Math.round(xs.reduce((a, i) => a + Number(i.amount), 0) * 100) / 100;
  const overdue = list.filter((i) => isOverdue(i, now));
  return {
    totalRevenue: sum(list.filter((i) => i.status === "paid")),
    outstanding: sum(list.filter((i) => i.status === "sent")),
    overdueCount: overdue.length,
    overdueAmount: sum(overdue),
    total: list.length,
  };
}
