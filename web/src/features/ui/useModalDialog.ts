import { useEffect, useLayoutEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from "react";

const FIRST_FIELD =
  "[data-autofocus], input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

const TABBABLE =
  "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex], [contenteditable=true]";

/**
 * Opens a native `<dialog>` as modal while the component is mounted: the browser contains focus, makes the page
 * behind inert and turns Escape into `cancel` (handed to `onClose`, so React state stays the one truth). Focus goes
 * to the first field inside `focusScope` (or the scope itself), and back to the opener on unmount.
 * Returns the handlers to spread on the `<dialog>`.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onClose: () => void, focusScope?: string) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const scope = focusScope ? dialog.querySelector<HTMLElement>(focusScope) : null;
    const first = (scope ?? dialog).querySelector<HTMLElement>(FIRST_FIELD);
    (first ?? scope ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      // The opener may have been unmounted (a menu item); then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, [ref, focusScope]);

  return {
    // The native modal lets Tab step out to the browser's own toolbar after the last control; keep it going round
    // inside the dialog instead, as a keyboard user of an app dialog expects.
    onKeyDown: (e: ReactKeyboardEvent<HTMLDialogElement>) => {
      if (e.key !== "Tab" || !ref.current) return;
      const stops = [...ref.current.querySelectorAll<HTMLElement>(TABBABLE)].filter(
        (el) => el.tabIndex >= 0 && el.getClientRects().length > 0,
      );
      if (!stops.length) return;
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === ref.current)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first.focus();
      }
    },
    onCancel: (e: { preventDefault: () => void }) => {
      e.preventDefault();
      onCloseRef.current();
    },
    // A second quick Escape can close the dialog natively without `cancel`; keep the parent in step.
    onClose: () => {
      if (!ref.current?.open) onCloseRef.current();
    },
  };
}
