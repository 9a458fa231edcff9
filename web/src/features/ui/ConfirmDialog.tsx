import { Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "../toast/toast";
import { Dialog } from "./Dialog";
import { errorText } from "./errorText";

/** "Are you sure?" in the kit's Dialog: Cancel first (the safe choice), the destructive action second. */
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
