import type { Db } from "../../db/client";
import type { Notification } from "./schema";

export type NotificationListener = (notification: Notification) => void;

// Keyed by database so several apps in one process (tests) never hear each other's notifications.
const listenersByDb = new WeakMap<Db, Set<NotificationListener>>();

/** Calls `listener` with every notification created on `db` from now on; returns how to stop listening. */
export function onNotification(db: Db, listener: NotificationListener): () => void {
  let set = listenersByDb.get(db);
  if (!set) listenersByDb.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Told by notify() right after the row is stored; a failing listener never stops the others or the caller. */
export function emitNotification(db: Db, notification: Notification): void {
  for (const listener of listenersByDb.get(db) ?? []) {
    try {
      listener(notification);
    } catch (e) {
      console.error("A notification listener failed", e);
    }
  }
}

export const listenerCount = (db: Db) => listenersByDb.get(db)?.size ?? 0;
