import { useEffect, type ReactNode } from "react";

/** A daisyUI modal that closes on Escape and on a click outside. `full` makes it fill the screen. */
export function Modal({
  title,
  onClose,
  children,
  actions,
  full = false,
  wide = false,
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  full?: boolean;
  wide?: boolean;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  const label = typeof title === "string" ? title : undefined;
  return (
    <dialog open className="modal modal-open" aria-label={label} aria-modal="true">
      <div
        className={`modal-box flex flex-col ${full ? "h-dvh max-h-dvh w-screen max-w-none rounded-none sm:h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] sm:rounded-box" : wide ? "max-w-3xl" : "max-w-lg"}`}
      >
        <h3 className="mb-3 pr-8 text-lg font-bold">{title}</h3>
        <button
          type="button"
          className="btn btn-sm btn-circle btn-ghost absolute right-3 top-3"
          aria-label="Dismiss"
          onClick={onClose}
        >
          ✕
        </button>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        {actions && <div className="modal-action flex-wrap">{actions}</div>}
      </div>
      <button type="button" className="modal-backdrop" aria-label="Close dialog" onClick={onClose} />
    </dialog>
  );
}
