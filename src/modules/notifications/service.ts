import { desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { notifications, type Notification } from "./schema";

export interface NotifyInput {
  kind: string;
  title: string;
  body?: string;
  link?: string;
  dedupeKey?: string;
}

/** Adds a notification; returns undefined when one with the same dedupeKey already exists. */
export function notify(db: Db, input: NotifyInput): Notification | undefined {
  return db.insert(notifications).values(input).onConflictDoNothing().returning().get();
}

export function listNotifications(db: Db, limit = 50) {
  const items = db.select().from(notifications).orderBy(desc(notifications.id)).limit(limit).all();
  const unread = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(isNull(notifications.readAt))
    .all().length;
  return { items, unread };
}

export function markRead(db: Db, id: number): Notification {
  const row = db
    .update(notifications)
    .set({ readAt: new Date().toISOString() })
    .where(eq(notifications.id, id))
    .returning()
    .get();
  if (!row) throw notFound("Notification");
  return row;
}

export function markAllRead(db: Db): number {
  return db
    .update(notifications)
    .set({ readAt: new Date().toISOString() })
    .where(isNull(notifications.readAt))
    .returning({ id: notifications.id })
    .all().length;
}
