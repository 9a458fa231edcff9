import {
  AlertTriangle,
  CircleDollarSign,
  Clock,
  Copy,
  Download,
  FileText,
  MoreVertical,
  Plus,
  Send,
  Trash2,
} from "lucide-react";
import { useState, type FormEvent } from "react";
import { download } from "../../lib/api";
import { formatDate, formatMoney } from "../../lib/format";
import { ConfirmDialog, Field, Modal, SkeletonCards, errorText, useVoiceAction } from "../radio/shared";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import {
  displayStatus,
  summarise,
  useCreateInvoice,
  useDeleteInvoice,
  useDuplicateInvoice,
  useInvoices,
  useSendInvoice,
  useUpdateInvoice,
  type Invoice,
  type InvoiceStatus,
} from "./api";

type Filter = "all" | "draft" | "sent" | "paid" | "overdue";
const FILTERS: { value: Filter; label: string }[] = [
  { value: "all", label: "All Status" },
  { value: "draft", label: "Draft" },
  { value: "sent", label: "Sent" },
  { value: "paid", label: "Paid" },
  { value: "overdue", label: "Overdue" },
];
const BADGE: Record<string, string> = {
  draft: "badge-ghost",
  sent: "badge-info",
  paid: "badge-success",
  overdue: "badge-error",
};
const EMPTY = { clientName: "", clientEmail: "", amount: "", description: "", dueDate: "" };
const money2 = (v: number | string) => formatMoney(v, 2);

function InvoiceForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const create = useCreateInvoice();
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        clientName: form.clientName,
        clientEmail: form.clientEmail,
        amount: form.amount === "" ? "" : form.amount,
        description: form.description,
        dueDate: form.dueDate || null,
      },
      {
        onSuccess: (inv) => {
          toast({
            title: "Invoice created",
            description: `${inv.number} for ${inv.clientName}, ${money2(inv.amount)}.`,
          });
          setForm(EMPTY);
          onDone();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="card mb-6 bg-base-100 shadow-sm" aria-label="Create invoice">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">New Invoice</h2>
        {create.error && <ErrorAlert error={create.error} />}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Client Name *">
            <input
              className="input w-full"
              value={form.clientName}
              onChange={set("clientName")}
              placeholder="Acme Records"
              autoFocus
            />
          </Field>
          <Field label="Client Email *">
            <input
              className="input w-full"
              type="email"
              value={form.clientEmail}
              onChange={set("clientEmail")}
              placeholder="billing@client.com"
            />
          </Field>
          <Field label="Amount (USD) *">
            <input
              className="input w-full"
              type="number"
              step="0.01"
              min="0"
              inputMode="decimal"
              value={form.amount}
              onChange={set("amount")}
              placeholder="0.00"
            />
          </Field>
          <Field label="Due Date">
            <input className="input w-full" type="date" value={form.dueDate} onChange={set("dueDate")} />
          </Field>
          <Field label="Description *" className="sm:col-span-2">
            <textarea
              className="textarea w-full"
              rows={3}
              value={form.description}
              onChange={set("description")}
              placeholder="Mixing and mastering, 10 tracks"
            />
          </Field>
        </div>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setForm(EMPTY);
              create.reset();
              onDone();
            }}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create Invoice"}
          </button>
        </div>
      </div>
    </form>
  );
}

function SummaryCards({ list }: { list: Invoice[] }) {
  const s = summarise(list);
  const cards = [
    {
      key: "revenue",
      label: "Total Revenue",
      value: money2(s.totalRevenue),
      caption: "paid invoices",
      icon: CircleDollarSign,
    },
    {
      key: "outstanding",
      label: "Outstanding",
      value: money2(s.outstanding),
      caption: "sent, not yet paid",
      icon: Clock,
    },
    {
      key: "overdue",
      label: "Overdue",
      value: String(s.overdueCount),
      caption: `${money2(s.overdueAmount)} past due`,
      icon: AlertTriangle,
    },
    { key: "total", label: "Total Invoices", value: String(s.total), caption: "all statuses", icon: FileText },
  ];
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="invoice-summary">
      {cards.map(({ key, label, value, caption, icon: Icon }) => (
        <div key={key} className="card bg-base-100 shadow-sm" data-stat={key}>
          <div className="card-body p-4">
            <div className="flex items-center justify-between text-sm text-base-content/70">
              {label}
              <Icon className="size-4" aria-hidden />
            </div>
            <div className="text-2xl font-bold" data-testid="stat-value">
              {value}
            </div>
            <div className="text-xs text-base-content/60">{caption}</div>
          </div>
        </div>
      ))}
    </div>
  );
}

function InvoiceCard({ inv }: { inv: Invoice }) {
  const update = useUpdateInvoice();
  const duplicate = useDuplicateInvoice();
  const remove = useDeleteInvoice();
  const [confirm, setConfirm] = useState(false);
  const [mailing, setMailing] = useState(false);
  const send = useSendInvoice();
  const shown = displayStatus(inv);
  const fail = (title: string) => (e: unknown) => toast({ title, description: errorText(e), variant: "destructive" });
  const change = (status: InvoiceStatus) =>
    update.mutate(
      { id: inv.id, status, ...(status === "paid" ? { paidDate: new Date().toISOString() } : {}) },
      { onError: fail("Update failed") },
    );
  const pdf = () => download(`/api/invoices/${inv.id}/pdf`, `${inv.number}.pdf`).catch(fail("PDF failed"));
  const mailto = `mailto:${inv.clientEmail}?subject=${encodeURIComponent(`Invoice ${inv.number}`)}&body=${encodeURIComponent(
    `Hello ${inv.clientName},\n\nPlease find invoice ${inv.number} for ${money2(inv.amount)} attached (${inv.description}).${inv.dueDate ? `\nDue: ${formatDate(inv.dueDate)}.` : ""}\n\nThank you!`,
  )}`;
  return (
    <article className="card min-w-0 bg-base-100 shadow-sm" data-testid="invoice-card" data-status={shown}>
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <div className="text-xs font-mono text-base-content/60">{inv.number}</div>
            <h3 className="truncate text-base font-semibold">{inv.clientName}</h3>
            <div className="truncate text-sm text-base-content/70">{inv.clientEmail}</div>
          </div>
          <div className="text-right">
            <div className="text-xl font-bold">{money2(inv.amount)}</div>
            <span className={`badge ${BADGE[shown]}`} data-testid="invoice-status">
              {shown.charAt(0).toUpperCase() + shown.slice(1)}
            </span>
          </div>
        </div>
        <p className="text-sm">{inv.description}</p>
        <dl className="grid grid-cols-3 gap-2 text-xs">
          <div>
            <dt className="text-base-content/60">Due</dt>
            <dd>{inv.dueDate ? formatDate(inv.dueDate) : "—"}</dd>
          </div>
          <div>
            <dt className="text-base-content/60">Paid</dt>
            <dd>{inv.paidDate ? formatDate(inv.paidDate) : "—"}</dd>
          </div>
          <div>
            <dt className="text-base-content/60">Created</dt>
            <dd>{formatDate(inv.createdAt)}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <select
            className="select select-sm w-32"
            aria-label={`Status for ${inv.number}`}
            value={inv.status}
            disabled={update.isPending}
            onChange={(e) => change(e.target.value as InvoiceStatus)}
          >
            <option value="draft">Draft</option>
            <option value="sent">Sent</option>
            <option value="paid">Paid</option>
          </select>
          <div className="ml-auto flex gap-1">
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                send.reset();
                setMailing(true);
              }}
              aria-label={`Send ${inv.number} by e-mail`}
            >
              <Send className="size-4" aria-hidden /> Send
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={pdf}
              aria-label={`Download ${inv.number} as PDF`}
            >
              <Download className="size-4" aria-hidden /> PDF
            </button>
            <div className="dropdown dropdown-end">
              <button
                type="button"
                tabIndex={0}
                className="btn btn-ghost btn-sm btn-square"
                aria-label={`More actions for ${inv.number}`}
              >
                <MoreVertical className="size-4" aria-hidden />
              </button>
              <ul
                tabIndex={0}
                className="menu dropdown-content z-10 w-44 rounded-box bg-base-100 p-2 shadow"
                role="menu"
              >
                <li>
                  <button
                    type="button"
                    role="menuitem"
                    onClick={() => {
                      (document.activeElement as HTMLElement | null)?.blur();
                      duplicate.mutate(inv.id, {
                        onSuccess: (copy) =>
                          toast({
                            title: "Invoice duplicated",
                            description: `${copy.number} is a draft copy of ${inv.number}.`,
                          }),
                        onError: fail("Duplicate failed"),
                      });
                    }}
                  >
                    <Copy className="size-4" aria-hidden /> Duplicate
                  </button>
                </li>
                <li>
                  <button
                    type="button"
                    role="menuitem"
                    className="text-error"
                    onClick={() => {
                      (document.activeElement as HTMLElement | null)?.blur();
                      setConfirm(true);
                    }}
                  >
                    <Trash2 className="size-4" aria-hidden /> Delete
                  </button>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </div>
      {mailing && (
        <Modal
          title={`E-mail ${inv.number} to ${inv.clientName}?`}
          onClose={() => setMailing(false)}
          footer={
            <>
              <a className="btn btn-ghost" href={mailto}>
                Open in mail app
              </a>
              <button
                type="button"
                className="btn btn-primary"
                disabled={send.isPending}
                onClick={() =>
                  send.mutate(inv.id, {
                    onSuccess: () => {
                      setMailing(false);
                      toast({
                        title: "Invoice sent",
                        description: `${inv.number} was e-mailed to ${inv.clientEmail} with the PDF attached.`,
                      });
                    },
                  })
                }
              >
                {send.isPending ? "Sending..." : "Send e-mail"}
              </button>
            </>
          }
        >
          <div className="space-y-3 text-sm">
            <p>
              Sunshine e-mails the PDF invoice to <strong>{inv.clientEmail}</strong>
              {inv.status === "draft" ? " and marks it sent." : "."}
            </p>
            {send.error && <ErrorAlert error={send.error} />}
          </div>
        </Modal>
      )}
      {confirm && (
        <ConfirmDialog
          title={`Delete invoice ${inv.number}?`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onCancel={() => setConfirm(false)}
          onConfirm={() =>
            remove.mutate(inv.id, {
              onSuccess: () => {
                setConfirm(false);
                toast({ title: "Invoice deleted", description: `${inv.number} for ${inv.clientName} was deleted.` });
              },
              onError: fail("Delete failed"),
            })
          }
        >
          {inv.number} for {inv.clientName} ({money2(inv.amount)}) will be removed for good.
        </ConfirmDialog>
      )}
    </article>
  );
}

export function InvoicesPage() {
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState<Filter>("all");
  const { data, isLoading, error } = useInvoices();
  useVoiceAction("new-invoice", () => setAdding(true));
  const shown = (data ?? []).filter((i) => filter === "all" || displayStatus(i) === filter);
  return (
    <div>
      <PageHeader
        title="Invoices"
        description="Bill clients, track payments and download PDF invoices."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding((a) => !a)}>
            <Plus className="size-4" aria-hidden /> Create Invoice
          </button>
        }
      />
      {adding && <InvoiceForm onDone={() => setAdding(false)} />}
      {!isLoading && !error && <SummaryCards list={data ?? []} />}
      <div className="mb-4 flex items-center gap-2">
        <select
          className="select select-sm w-40"
          aria-label="Filter by status"
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
        >
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <ErrorAlert error={error} />
      ) : isLoading ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <SkeletonCards count={3} />
        </div>
      ) : !shown.length ? (
        <EmptyState
          title={filter === "all" ? "No invoices yet" : `No ${filter} invoices`}
          icon={<FileText className="size-8 text-base-content/40" aria-hidden />}
        >
          {filter === "all" ? "Create your first invoice to start tracking payments." : "Try another status."}
        </EmptyState>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {shown.map((inv) => (
            <InvoiceCard key={inv.id} inv={inv} />
          ))}
        </div>
      )}
    </div>
  );
}
