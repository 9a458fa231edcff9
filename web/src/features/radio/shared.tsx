// Small pieces shared by the outreach, radio, grants and invoices screens (dialogs and fields come from ui/).
import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "../toast/toast";
import { Dialog, errorText } from "../ui";

// Invoices still imports these from here; new code imports them from ../ui.
export { Field, Modal } from "../ui/FormDialog";
export { errorText } from "../ui";
export { useVoiceAction } from "../voice/useVoiceAction";

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-error" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="text-sm">{children}</div>
    </Dialog>
  );
}

export function SkeletonCards({ count, className = "h-40" }: { count: number; className?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton w-full ${className}`} data-testid="card-skeleton" />
      ))}
    </>
  );
}

/** Whole calendar days from today to a date (negative when it has passed). */
export function daysFromToday(date: string, now = new Date()): number | null {
  const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00` : date);
  if (Number.isNaN(d.getTime())) return null;
  const day = (x: Date) => Date.UTC(x.getFullYear(), x.getMonth(), x.getDate());
  return Math.round((day(d) - day(now)) / 86_400_000);
}

/** A trash button that asks before deleting; a failure shows as a toast and keeps the dialog open. */
export function DeleteButton({
  name,
  busy,
  onDelete,
  children,
}: {
  name: string;
  busy: boolean;
  /** Delete, then call `done` on success or `failed` with the error. */
  onDelete: (done: () => void, failed: (e: unknown) => void) => void;
  children: ReactNode;
}) {
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        aria-label={`Delete ${name}`}
        onClick={() => setConfirm(true)}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
      {confirm && (
        <ConfirmDialog
          title={`Delete ${name}?`}
          confirmLabel="Delete"
          busy={busy}
          onCancel={() => setConfirm(false)}
          onConfirm={() =>
            onDelete(
              () => setConfirm(false),
              (e) => toast({ title: "Delete failed", description: errorText(e), variant: "destructive" }),
            )
          }
        >
          {children}
        </ConfirmDialog>
      )}
    </>
  );
}
