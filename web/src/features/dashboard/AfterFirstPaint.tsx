import { useEffect, useState, type ReactNode } from "react";

/**
 * Renders its children once the screen above them has been painted: on a phone the dashboard's figures show
 * first, and what lies below the fold (chat, activity, tasks, the command center) renders a frame later instead
 * of holding the first paint back. A page that gets no frames (hidden) renders them after a short wait.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setReady(true), 0)));
    const fallback = setTimeout(() => setReady(true), 500);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      clearTimeout(fallback);
    };
  }, []);
  return ready ? children : null;
}
