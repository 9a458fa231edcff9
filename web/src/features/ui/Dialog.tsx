import { useId, useRef, type ReactNode } from "react";
import { X } from "lucide-react";
import { useModalDialog } from "./useModalDialog";
import { useOverflows } from "./useOverflows";

/**
 * A modal dialog on the native `<dialog>` opened with showModal(): the browser contains focus, makes the page behind
 * inert and turns Escape into `cancel`. Render it only while open (`{open && <Dialog …/>}`); on mount focus moves to
 * the first field (or `data-autofocus`), on unmount it returns to whatever had focus before (the opener).
 * `full` fills the screen (reading views), `wide` allows a wider box; `footer` (alias `actions`) sits under the body.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  actions,
  wide = false,
  full = false,
  description,
  closeLabel = "Close",
}: {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
  full?: boolean;
  description?: ReactNode;
  /** The name of the ✕ button; pick another when the footer has its own "Close" button. */
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const handlers = useModalDialog(ref, onClose, ".dialog-body");
  const bodyRef = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(bodyRef);

  const bottom = footer ?? actions;
  const box = full
    ? "h-dvh max-h-dvh w-screen max-w-none rounded-none sm:h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] sm:rounded-box"
    : `max-h-[92dvh] ${wide ? "sm:max-w-3xl" : "sm:max-w-xl"}`;
  return (
    <dialog
      ref={ref}
      className={`modal ${full ? "" : "modal-bottom sm:modal-middle"}`}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      {...handlers}
    >
      <div className={`modal-box flex flex-col ${box}`}>
        <div className="mb-3 flex items-start justify-between gap-2">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label={closeLabel} onClick={onClose}>
            <X className="size-4" aria-hidden />
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="mb-3 text-sm text-base-content/80">
            {description}
          </p>
        )}
        {/* When the text is longer than the box, the body is a named tab stop so a keyboard can scroll it. */}
        <div
          ref={bodyRef}
          className={`dialog-body -mx-1 min-h-0 flex-1 overflow-y-auto px-1 ${scrolls ? "" : "outline-none"}`}
          tabIndex={scrolls ? 0 : -1}
          role={scrolls ? "region" : undefined}
          aria-labelledby={scrolls ? titleId : undefined}
        >
          {children}
        </div>
        {bottom && <div className="modal-action flex-wrap">{bottom}</div>}
      </div>
      {/* A click beside the box closes, like Escape; it is not a tab stop (the Close button is). */}
      <div className="modal-backdrop" aria-hidden onClick={onClose} />
    </dialog>
  );
}
