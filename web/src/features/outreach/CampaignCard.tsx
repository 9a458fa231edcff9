import { Eye, Pencil, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { ConfirmDialog, Dialog, ErrorAlert, errorText } from "../ui";
import { useDeleteCampaign, useSendCampaign, type Campaign } from "./api";
import { CampaignForm, TYPE_LABEL } from "./CampaignForm";
import { CampaignView } from "./CampaignView";

const STATUS_BADGE: Record<Campaign["status"], string> = {
  draft: "badge-ghost",
  sending: "badge-warning",
  sent: "badge-success",
  completed: "badge-success",
};

/**
 * One campaign: progress, View, Edit and Send while it is a draft, Delete. Without SMTP, Send goes straight to the
 * server so its answer (how to set sending up) shows on the card instead of a confirmation that cannot succeed.
 */
export function CampaignCard({ c, smtpConfigured }: { c: Campaign; smtpConfigured: boolean }) {
  const [open, setOpen] = useState<"view" | "edit" | "send" | "delete" | null>(null);
  const close = () => setOpen(null);
  const send = useSendCampaign();
  const remove = useDeleteCampaign();
  const pct = c.totalRecipients ? Math.round(((c.sentCount + c.failedCount) / c.totalRecipients) * 100) : 0;
  const doSend = () =>
    send.mutate(c.id, {
      onSuccess: () => {
        close();
        toast({
          title: "Sending started",
          description: `${c.name} is going out to ${c.totalRecipients} recipient${c.totalRecipients === 1 ? "" : "s"}.`,
        });
      },
      onError: close,
    });
  return (
    <article className="card min-w-0 bg-base-100 shadow-sm" data-testid="campaign-card" data-status={c.status}>
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 text-base font-semibold">{c.name}</h3>
          <span className={`badge ${STATUS_BADGE[c.status]}`}>{c.status.charAt(0).toUpperCase() + c.status.slice(1)}</span>
        </div>
        <p className="truncate text-sm">
          <span className="text-base-content/80">Subject:</span> {c.subject}
        </p>
        <p className="text-sm text-base-content/80">{TYPE_LABEL[c.recipientType]}</p>
        <div className="text-sm" data-testid="campaign-progress">
          <span className="font-semibold">{c.sentCount}</span> / {c.totalRecipients} sent
          {c.failedCount > 0 && (
            <>
              {" "}
              <span className="ml-1 text-error">{c.failedCount} failed</span>
            </>
          )}
        </div>
        {c.status !== "draft" && (
          <progress className="progress progress-primary w-full" value={pct} max={100} aria-label="Sending progress" />
        )}
        {c.finishedAt && <p className="text-xs text-base-content/80">Finished {formatDateTime(c.finishedAt)}</p>}
        {c.unknownFields.length > 0 && (
          <p className="text-xs text-warning">
            Unknown merge field{c.unknownFields.length > 1 ? "s" : ""}: {c.unknownFields.map((f) => `{{${f}}}`).join(", ")}
          </p>
        )}
        {send.error && <ErrorAlert error={send.error} />}
        <div className="mt-1 flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-outline" onClick={() => setOpen("view")}>
            <Eye className="size-4" aria-hidden /> View
          </button>
          {c.status === "draft" && (
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setOpen("edit")}>
              <Pencil className="size-4" aria-hidden /> Edit
            </button>
          )}
          {c.status === "draft" && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={send.isPending}
              onClick={() => (smtpConfigured ? setOpen("send") : doSend())}
            >
              <Send className="size-4" aria-hidden /> Send
            </button>
          )}
          {c.status !== "sending" && (
            <button
              type="button"
              className="btn btn-sm btn-ghost btn-square ml-auto"
              aria-label={`Delete ${c.name}`}
              onClick={() => setOpen("delete")}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          )}
        </div>
      </div>
      {open === "view" && <CampaignView id={c.id} onClose={close} />}
      {open === "edit" && (
        <Dialog title={`Edit ${c.name}`} onClose={close} wide>
          <CampaignForm
            editing={c}
            onDone={() => {
              close();
              send.reset(); // the edit may have fixed what made Send fail
            }}
          />
        </Dialog>
      )}
      {open === "send" && (
        <Dialog
          title={`Send ${c.name}?`}
          onClose={close}
          footer={
            <>
              <button type="button" className="btn btn-ghost" onClick={close}>
                Cancel
              </button>
              <button type="button" className="btn btn-primary" disabled={send.isPending} onClick={doSend}>
                {send.isPending ? "Starting..." : `Send to ${c.totalRecipients}`}
              </button>
            </>
          }
        >
          <p className="text-sm">
            Each recipient gets a personal copy with the merge fields filled in. Sending runs in the background; you can
            leave this page.
          </p>
        </Dialog>
      )}
      {open === "delete" && (
        <ConfirmDialog
          title={`Delete ${c.name}?`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(c.id, {
              onSuccess: close,
              onError: (e) => toast({ title: "Delete failed", description: errorText(e), variant: "destructive" }),
            })
          }
        >
          The campaign and its delivery history are removed.
        </ConfirmDialog>
      )}
    </article>
  );
}
