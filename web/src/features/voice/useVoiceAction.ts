import { useEffect, useRef } from "react";

/** Calls `handler` when the voice layer broadcasts `voice-action` with this action (e.g. "add-audiobook"). */
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
