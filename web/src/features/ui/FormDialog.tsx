import { useEffect, useId, type ReactNode } from "react";
import { X } from "lucide-react";

/** A daisyUI modal with a labelled dialog role; Escape and the backdrop close it. Shared by the feature screens (forms in dialogs). */
export function Modal({
  title,
  onClose,
  children,
  wide,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
  footer?: ReactNode;
}) {
  const id = useId();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="modal modal-open modal-bottom sm:modal-middle" role="dialog" aria-modal="true" aria-labelledby={id}>
      <div className={`modal-box max-h-[92dvh] ${wide ? "sm:max-w-3xl" : "sm:max-w-xl"}`}>
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

/** Label + control in a daisyUI fieldset; `hint` sits under the control. */
export function Field({
  label,
  children,
  hint,
  className,
}: {
  label: string;
  children: ReactNode;
  hint?: ReactNode;
  className?: string;
}) {
  return (
    <label className={`fieldset py-1 ${className ?? ""}`}>
      <span className="fieldset-legend py-1 text-sm">{label}</span>
      {children}
      {hint && <span className="label text-xs whitespace-normal">{hint}</span>}
    </label>
  );
}

/** The server's message for a failed form (422/400/409), shown inside the form. */
export function FormError({ error }: { error: unknown }) {
  if (!error) return null;
  const message =
    error instanceof Error ? ((error as { userMessage?: string }).userMessage ?? error.message) : String(error);
  return (
    <div role="alert" className="alert alert-error alert-soft my-2 text-sm">
      {message}
    </div>
  );
}

/** Submit and Cancel under an inline form: "Saving..." while pending, "Save Changes" when editing. */
export function FormActions({
  pending,
  disabled,
  editing,
  createLabel,
  onCancel,
}: {
  pending: boolean;
  disabled: boolean;
  editing: boolean;
  createLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="mt-2 flex gap-2">
      <button type="submit" className="btn btn-primary btn-sm" disabled={disabled || pending}>
        {pending ? "Saving..." : editing ? "Save Changes" : createLabel}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
