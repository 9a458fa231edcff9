import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

const FIRST_FIELD =
  "[data-autofocus], input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";

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
