import type { Db } from "../db/client";

/**
 * How domains tell the rest of Sunshine what happened, without knowing who listens. A domain emits an event ("Invoice
 * INV-0003 for Acme marked paid") or raises a notice (a deadline tomorrow); the platform subscribes — the activity
 * log records every event, the notification centre (bell, live stream, push) shows every notice. The subscriptions
 * are made in one place, src/wiring.ts.
 */
export interface DomainEvent {
  /** What happened, as a code: task_created, invoice_paid, station_contacted… */
  type: string;
  /** The same, as a sentence a person would like to read. */
  message: string;
  entityType?: string;
  entityId?: number;
}

/** Something the owner should be told about, now: a reminder, a deadline, a failed delivery. */
export interface Notice {
  kind: string;
  title: string;
  body?: string;
  link?: string;
  /** The same key twice raises one notice only. */
  dedupeKey?: string;
}

type EventListener = (db: Db, event: DomainEvent) => void;
/** Answers true when the notice is new (not a repeat of one with the same dedupeKey). */
type NoticeListener = (db: Db, notice: Notice) => boolean;

const eventListeners: EventListener[] = [];
const noticeListeners: NoticeListener[] = [];

export const onDomainEvent = (listener: EventListener) => void eventListeners.push(listener);
export const onNotice = (listener: NoticeListener) => void noticeListeners.push(listener);

/** Tells every listener what happened (the activity log among them). */
export function emit(db: Db, event: DomainEvent): void {
  for (const listener of eventListeners) listener(db, event);
}

/** Raises a notice; true when at least one listener took it as new, false for a repeat. */
export function raiseNotice(db: Db, notice: Notice): boolean {
  let raised = false;
  for (const listener of noticeListeners) raised = listener(db, notice) || raised;
  return raised;
}
