import { atom } from "jotai";
import { store } from "../session/state";

// One toast at a time, newest replaces the older; dismissed ones are removed after a long delay.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
export const DURATIONS = { voiceActive: 2000, commandRecognised: 2000, help: 8000, backupInfo: 5000 } as const;

export interface Toast {
  id: string;
  open: boolean;
  title?: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
}

export const toastsAtom = atom<Toast[]>([]);
let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function update(id: string, patch: Partial<Toast>) {
  store.set(toastsAtom, (list) => list.map((t) => (t.id === id ? { ...t, ...patch } : t)));
}

export function dismiss(id?: string) {
  const ids = id ? [id] : store.get(toastsAtom).map((t) => t.id);
  for (const i of ids) {
    update(i, { open: false });
    if (!removeTimers.has(i))
      removeTimers.set(
        i,
        setTimeout(() => remove(i), TOAST_REMOVE_DELAY),
      );
  }
}

export function remove(id: string) {
  removeTimers.delete(id);
  store.set(toastsAtom, (list) => list.filter((t) => t.id !== id));
}

export function toast(input: Omit<Toast, "id" | "open">) {
  const id = String(++counter);
  store.set(toastsAtom, (list) => [{ ...input, id, open: true }, ...list].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismiss(id), update: (patch: Partial<Toast>) => update(id, patch) };
}
