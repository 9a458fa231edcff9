import { FileText, Plus } from "lucide-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useSearchBox } from "../../lib/url-state";
import { EmptyState, ErrorAlert, PageHeader, Skeleton } from "../ui";
import { useVoiceAction } from "../voice/useVoiceAction";
import { VirtualList } from "../ui/VirtualList";
import { useInvoiceList, type InvoiceFilter } from "./api";
import { InvoiceCard } from "./InvoiceCard";
import { InvoiceForm } from "./InvoiceForm";
import type { InvoicesSearch } from "./search";
import { SummaryCards } from "./SummaryCards";

const FILTERS: { value: InvoiceFilter; label: string }[] = [
  { value: "all", label: "All Status" },
  { value: "draft", label: "Draft" },
  { value: "sent", label: "Sent" },
  { value: "paid", label: "Paid" },
  { value: "overdue", label: "Overdue" },
];

export function InvoicesPage() {
  // Status, search and the open form live in the address (search.ts), so the view can be linked and reloaded.
  const address = useSearch({ from: "/invoices" });
  const navigate = useNavigate({ from: "/invoices" });
  const set = (next: Partial<InvoicesSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const filter: InvoiceFilter = address.status ?? "all";
  const box = useSearchBox(address.q, (text) => set({ q: text }));
  const search = box.settled;
  const adding = address.add === true;
  const setAdding = (open: boolean) => set({ add: open || undefined });
  const list = useInvoiceList(filter, search);
  useVoiceAction("new-invoice", () => setAdding(true));
  const filtered = filter !== "all" || search !== "";
  return (
    <div>
      <PageHeader
        title="Invoices"
        description="Bill clients, track payments and download PDF invoices."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding(!adding)}>
            <Plus className="size-4" aria-hidden /> Create Invoice
          </button>
        }
      />
      {adding && <InvoiceForm onDone={() => setAdding(false)} />}
      <SummaryCards />
      {/* The cards below are h3: this (visually hidden) h2 keeps the heading outline in order for screen readers. */}
      <h2 id="invoice-list-heading" className="sr-only">
        Invoice list
      </h2>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <select
          className="select select-sm w-40"
          aria-label="Filter by status"
          value={filter}
          onChange={(e) => {
            const v = e.target.value as InvoiceFilter;
            set({ status: v === "all" ? undefined : v });
          }}
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
        <input
          type="search"
          className="input input-sm w-56"
          placeholder="Search client, number…"
          aria-label="Search invoices"
          value={box.text}
          onChange={(e) => box.setText(e.target.value)}
        />
      </div>
      {list.error ? (
        <ErrorAlert error={list.error} />
      ) : (
        <VirtualList
          list={list}
          label="Invoices"
          getKey={(inv) => inv.id}
          estimateSize={230}
          testId="invoice-list"
          renderRow={(inv) => (
            <div className="pb-4">
              <InvoiceCard inv={inv} />
            </div>
          )}
          skeleton={
            <div className="grid gap-4">
              <Skeleton rows={3} className="h-40" label="Loading invoices" />
            </div>
          }
          empty={
            <EmptyState
              title={!filtered ? "No invoices yet" : search ? `No invoices match "${search}"` : `No ${filter} invoices`}
              icon={<FileText className="size-8 text-base-content/40" aria-hidden />}
            >
              {!filtered ? "Create your first invoice to start tracking payments." : "Try another status or search."}
            </EmptyState>
          }
        />
      )}
    </div>
  );
}
