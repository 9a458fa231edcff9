import { useAtomValue } from "jotai";
import { useEffect, useRef, useState, type PointerEvent } from "react";
import { dismiss, TOAST_DURATION, toastsAtom, type Toast } from "./toast";

const SWIPE_THRESHOLD = 50;

function ToastItem({ t }: { t: Toast }) {
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  useEffect(() => {
    if (!t.open) return;
    const timer = setTimeout(() => dismiss(t.id), t.duration ?? TOAST_DURATION);
    return () => clearTimeout(timer);
  }, [t.id, t.open, t.duration]);
  if (!t.open) return null;
  // Swipe right past 50 px to dismiss.
  const onDown = (e: PointerEvent) => (start.current = e.clientX);
  const onMove = (e: PointerEvent) => start.current !== null && setDx(Math.max(0, e.clientX - start.current));
  const onUp = () => {
    if (dx > SWIPE_THRESHOLD) dismiss(t.id);
    start.current = null;
    setDx(0);
  };
  return (
    <div
      role="status"
      data-testid="toast"
      className={`alert shadow-lg w-80 max-w-[calc(100vw-2rem)] items-start touch-pan-y ${t.variant === "destructive" ? "alert-error" : "bg-base-100"}`}
      style={{ transform: `translateX(${dx}px)` }}
      onPointerDown={onDown}
      onPointerMove={onMove}
      onPointerUp={onUp}
      onPointerCancel={onUp}
    >
      <div className="flex-1">
        {t.title && <div className="font-semibold">{t.title}</div>}
        {t.description && <div className="text-sm opacity-90">{t.description}</div>}
      </div>
      <button type="button" className="btn btn-ghost btn-xs" aria-label="Close" onClick={() => dismiss(t.id)}>
        <span aria-hidden>✕</span>
      </button>
    </div>
  );
}

/** The toast viewport; F8 moves focus to it. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const ref = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") ref.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  // A labelled region (a landmark), so the toasts are never content outside every landmark; F8 focuses the list.
  return (
    <section aria-label="Notifications (F8)" className="toast toast-end toast-bottom z-[100] pb-20 lg:pb-4">
      <ol ref={ref} tabIndex={-1} aria-label="Messages" className="flex flex-col gap-2 outline-none">
        {toasts.map((t) => (
          <li key={t.id}>
            <ToastItem t={t} />
          </li>
        ))}
      </ol>
    </section>
  );
}
