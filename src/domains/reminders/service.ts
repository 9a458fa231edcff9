import { invalid } from "../../lib/validation";
import { emit, raiseNotice } from "../../lib/events";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/errors";
import { isRecurrence, nextOccurrence } from "../../shared/recurrence";
import { describeMoment } from "../../shared/dates";
import { reminders, type Reminder } from "./schema";

export interface ReminderInput {
  message: string;
  remindAt: string;
  taskId?: number | null;
  /** RFC 5545 RRULE ("FREQ=WEEKLY;BYDAY=MO"): the reminder repeats, remindAt being its first occurrence. */
  recurrence?: string | null;
}

export function createReminder(db: Db, input: ReminderInput, now = new Date()): Reminder {
  const message = input.message.trim();
  if (!message) throw invalid("A reminder needs a message");
  const at = new Date(input.remindAt);
  if (Number.isNaN(at.getTime()))
    throw invalid(`"${input.remindAt}" is not a date and time; use ISO 8601, e.g. 2025-03-31T17:00:00`);
  const recurrence = input.recurrence?.trim().replace(/^RRULE:/i, "") || null;
  if (recurrence && !isRecurrence(recurrence))
    throw invalid(`"${recurrence}" is not a recurrence rule such as FREQ=WEEKLY;BYDAY=MO`, "recurrence");
  const row = db
    .insert(reminders)
    .values({ message, remindAt: at.toISOString(), taskId: input.taskId ?? null, recurrence })
    .returning()
    .get();
  emit(db, {
    type: "reminder_scheduled",
    message: `Reminder set: ${message} (${describeMoment(row.remindAt, now)})`,
    entityType: "reminder",
    entityId: row.id,
  });
  return row;
}

export function listReminders(db: Db): Reminder[] {
  return db.select().from(reminders).orderBy(asc(reminders.remindAt)).all();
}

export function deleteReminder(db: Db, id: number) {
  const row = db.delete(reminders).where(eq(reminders.id, id)).returning().get();
  if (!row) throw notFound(`Reminder ${id}`);
  return { deleted: true as const, id };
}

/** Fires every reminder that is due (including ones missed while Sunshine was stopped) as a bell notification. */
export function fireDueReminders(db: Db, now = new Date()): Reminder[] {
  const due = db
    .select()
    .from(reminders)
    .where(and(isNull(reminders.firedAt), lte(reminders.remindAt, now.toISOString())))
    .orderBy(asc(reminders.remindAt))
    .all();
  const fired: Reminder[] = [];
  for (const r of due) {
    const late = now.getTime() - new Date(r.remindAt).getTime() > 5 * 60_000;
    raiseNotice(db, {
      kind: "reminder",
      title: `Reminder: ${r.message}`,
      body: late
        ? `This was due at ${describeMoment(r.remindAt, now)} while Sunshine was not running.`
        : `You asked me to remind you at ${describeMoment(r.remindAt, now)}.`,
      link: "/chat",
      dedupeKey: r.recurrence ? `reminder-${r.id}-${r.remindAt}` : `reminder-${r.id}`,
    });
    // A repeating reminder moves on to its next occurrence after now (missed ones are not fired one by one).
    const next = r.recurrence ? nextOccurrence(r.recurrence, new Date(r.remindAt), now) : undefined;
    const row = db
      .update(reminders)
      .set(next ? { remindAt: next.toISOString() } : { firedAt: now.toISOString() })
      .where(eq(reminders.id, r.id))
      .returning()
      .get();
    if (row) fired.push(row);
  }
  return fired;
}

/** When the next unfired reminder is due, or undefined. */
export function nextReminderAt(db: Db): Date | undefined {
  const row = db
    .select({ at: reminders.remindAt })
    .from(reminders)
    .where(isNull(reminders.firedAt))
    .orderBy(asc(reminders.remindAt))
    .limit(1)
    .get();
  return row ? new Date(row.at) : undefined;
}

/** A reminder at another moment (it goes off again if it already had). */
export function moveReminder(db: Db, id: number, remindAt: string): Reminder {
  const at = new Date(remindAt);
  if (Number.isNaN(at.getTime())) throw invalid(`"${remindAt}" is not a date and time; use ISO 8601, e.g. 2025-03-31T17:00:00`);
  const row = db.update(reminders).set({ remindAt: at.toISOString(), firedAt: null }).where(eq(reminders.id, id)).returning().get();
  if (!row) throw notFound(`Reminder ${id}`);
  emit(db, { type: "reminder_scheduled", message: `Reminder moved: ${row.message} (${describeMoment(row.remindAt)})`, entityType: "reminder", entityId: id });
  return row;
}

/** Undo of a cancel: the same row (id, time, task link) comes back, so the scheduler sees it as never cancelled. */
export function restoreReminder(db: Db, r: Reminder): Reminder {
  db.insert(reminders).values(r).run();
  emit(db, { type: "reminder_restored", message: `Reminder "${r.message}" brought back`, entityType: "reminder", entityId: r.id });
  return r;
}
