import { atom } from "jotai";
import { store } from "../session/state";
import { refreshEverything } from "../../lib/changes";
import { queryClient } from "../../lib/query";

/** False while Sunshine's server cannot be reached (the app shell still runs from the service worker's cache). */
export const serverReachableAtom = atom(true);

const RETRY_MS = 5_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let probing = false;

/** Asks the server whether it is there; unreachable means no answer at all (any HTTP status counts as reachable). */
async function probe(): Promise<boolean> {
  try {
    await fetch("/api/health", { cache: "no-store" });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the server now and, while it stays unreachable, every few seconds; when it comes back every screen's
 * queries are refetched so nothing stale stays on screen. Called when a request or the live stream fails.
 */
export async function checkServer(): Promise<boolean> {
  if (probing) return store.get(serverReachableAtom);
  probing = true;
  clearTimeout(retryTimer);
  const reachable = await probe();
  probing = false;
  const was = store.get(serverReachableAtom);
  store.set(serverReachableAtom, reachable);
  if (!reachable) retryTimer = setTimeout(() => void checkServer(), RETRY_MS);
  else if (!was) void refreshEverything();
  return reachable;
}

/** Marks the server reachable after any successful contact (e.g. the live stream opened). */
export function serverAnswered() {
  if (!store.get(serverReachableAtom)) {
    clearTimeout(retryTimer);
    store.set(serverReachableAtom, true);
    void refreshEverything();
  }
}

/** The browser's own online/offline events start a check at once instead of waiting for the next failure. */
export function watchConnection() {
  window.addEventListener("online", () => void checkServer());
  window.addEventListener("offline", () => void checkServer());
  // A failed query usually means the server is gone; the probe tells that apart from an error the server sent.
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === "updated" && event.action.type === "error") void checkServer();
  });
}
