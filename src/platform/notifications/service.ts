import { asc, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { emitNotification } from "./events";
import { notifications, type Notification } from "./schema";

export interface NotifyInput {
  kind: string;
  title: string;
  body?: string;
  link?: string;
  dedupeKey?: string;
}

/**
 * Adds a notification and tells live listeners (the event stream, web push) at once; returns undefined when one with
 * the same dedupeKey already exists (then nobody is told twice).
 */
export function notify(db: Db, input: NotifyInput): Notification | undefined {
  const row = db.insert(notifications).values(input).onConflictDoNothing().returning().get();
  if (row) emitNotification(db, row);
  return row;
}

/** Notifications created after `afterId`, oldest first: what a reconnecting stream missed. */
export function notificationsAfter(db: Db, afterId: number, limit = 500): Notification[] {
  return db
    .select()
    .from(notifications)
    .where(gt(notifications.id, afterId))
    .orderBy(asc(notifications.id))
    .limit(limit)
    .all();
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
