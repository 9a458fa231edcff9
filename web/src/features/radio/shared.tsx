import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { ApiError } from "../../lib/api";

// Small pieces shared by the outreach, radio, grants and invoices screens.

/** Calls `handler` when the voice layer broadcasts `voice-action` with this action. */
export function useVoiceAction(action: string, handler: () => void) {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(() => {
    const listener = (e: Event) => {
      if ((e as CustomEvent<{ action?: string }>).detail?.action === action) ref.current();
    };
    window.addEventListener("voice-action", listener);
    return () => window.removeEventListener("voice-action", listener);
  }, [action]);
}

export const errorText = (e: unknown) =>
  e instanceof ApiError ? e.userMessage : e instanceof Error ? e.message : String(e);

/** A labelled form control in daisyUI's fieldset style. */
export function Field({
  label,
  children,
  hint,
  className = "",
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <label className={`fieldset py-0 ${className}`}>
      <span className="fieldset-legend pb-1 pt-0 text-sm">{label}</span>
      {children}
      {hint && <span className="label whitespace-normal text-xs">{hint}</span>}
    </label>
  );
}

export function Modal({
  title,
  onClose,
  children,
  footer,
  wide,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="modal modal-open modal-bottom sm:modal-middle" role="dialog" aria-modal="true" aria-labelledby={id}>
      <div className={`modal-box max-h-[92dvh] ${wide ? "sm:max-w-3xl" : "sm:max-w-lg"}`}>
        <div className="mb-4 flex items-start justify-between gap-2">
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close" onClick={onClose}>
            <X className="size-4" aria-hidden />
          </button>
        </div>
        {children}
        {footer && <div className="modal-action">{footer}</div>}
      </div>
      <button type="button" className="modal-backdrop" aria-label="Close dialog" tabIndex={-1} onClick={onClose} />
    </div>
  );
}

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
    <Modal
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
    </Modal>
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
