import { Copy, Download, MoreVertical, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { download } from "../../lib/api";
import { formatDate, formatMoney, formatNumber } from "../../lib/format";
import { toast } from "../toast/toast";
import { ConfirmDialog, Dialog, ErrorAlert, Menu, errorText } from "../ui";
import {
  displayStatus,
  useDeleteInvoice,
  useDuplicateInvoice,
  useSendInvoice,
  useUpdateInvoice,
  type Invoice,
  type InvoiceStatus,
} from "./api";

const BADGE: Record<string, string> = {
  draft: "badge-ghost",
  sent: "badge-info",
  paid: "badge-success",
  overdue: "badge-error",
};

/** One invoice: client, total in its currency, lines, dates, status, send/PDF/duplicate/delete. */
export function InvoiceCard({ inv }: { inv: Invoice }) {
  const update = useUpdateInvoice();
  const duplicate = useDuplicateInvoice();
  const remove = useDeleteInvoice();
  const [confirm, setConfirm] = useState(false);
  const [mailing, setMailing] = useState(false);
  const send = useSendInvoice();
  const shown = displayStatus(inv);
  const money = (v: string) => formatMoney(v, 2, inv.currency);
  const fail = (title: string) => (e: unknown) => toast({ title, description: errorText(e), variant: "destructive" });
  const change = (status: InvoiceStatus) =>
    update.mutate(
      { id: inv.id, status, ...(status === "paid" ? { paidDate: new Date().toISOString() } : {}) },
      { onError: fail("Update failed") },
    );
  const pdf = () => download(`/api/invoices/${inv.id}/pdf`, `${inv.number}.pdf`).catch(fail("PDF failed"));
  const mailto = `mailto:${inv.clientEmail}?subject=${encodeURIComponent(`Invoice ${inv.number}`)}&body=${encodeURIComponent(
    `Hello ${inv.clientName},\n\nPlease find invoice ${inv.number} for ${money(inv.amount)} attached (${inv.description}).${inv.dueDate ? `\nDue: ${formatDate(inv.dueDate)}.` : ""}\n\nThank you!`,
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
            <div className="text-xl font-bold">{money(inv.amount)}</div>
            <span className={`badge ${BADGE[shown]}`} data-testid="invoice-status">
              {shown.charAt(0).toUpperCase() + shown.slice(1)}
            </span>
          </div>
        </div>
        {inv.lines.length > 1 ? (
          <ul className="list-inside list-disc text-sm" aria-label={`Lines of ${inv.number}`}>
            {inv.lines.map((l) => (
              <li key={l.id}>
                {l.description}
                {Number(l.quantity) !== 1 && ` × ${formatNumber(Number(l.quantity))}`}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">{inv.description}</p>
        )}
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
            {/* Opens upwards: a row's menu must not fall under the next row of the (virtualised) list. */}
            <Menu
              label={`More actions for ${inv.number}`}
              button={<MoreVertical className="size-4" aria-hidden />}
              buttonClassName="btn btn-ghost btn-sm btn-square"
              placement="top"
              menuClassName="w-44"
              items={[
                {
                  label: "Duplicate",
                  icon: <Copy className="size-4" aria-hidden />,
                  onSelect: () =>
                    duplicate.mutate(inv.id, {
                      onSuccess: (copy) =>
                        toast({
                          title: "Invoice duplicated",
                          description: `${copy.number} is a draft copy of ${inv.number}.`,
                        }),
                      onError: fail("Duplicate failed"),
                    }),
                },
                {
                  label: "Delete",
                  icon: <Trash2 className="size-4 text-error" aria-hidden />,
                  onSelect: () => setConfirm(true),
                },
              ]}
            />
          </div>
        </div>
      </div>
      {mailing && (
        <Dialog
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
        </Dialog>
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
          {inv.number} for {inv.clientName} ({money(inv.amount)}) will be removed for good.
        </ConfirmDialog>
      )}
    </article>
  );
}
