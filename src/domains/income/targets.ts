import type { Db } from "../../db/client";

/** A person from an address book, as every contact import reads it. */
export interface ContactRecord {
  name: string;
  email: string | null;
  organization: string | null;
  title: string | null;
  phone: string | null;
  website: string | null;
  notes: string | null;
  /** E-mails after the first, as the file had them (the import keeps them in the notes). */
  otherEmails?: string[];
}

/** Where imported contacts go (radio stations, music supervisors): the owning domain adds, lists and removes them. */
export interface ContactTarget {
  label: string;
  list(db: Db): ContactRecord[];
  add(db: Db, contact: ContactRecord): number;
  remove(db: Db, id: number): void;
}

/** One calendar event as an .ics import reads it, in the owner's time zone. */
export interface EventRecord {
  uid: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or null for an all-day event */
  time: string | null;
  description: string;
  location: string;
}

export interface CalendarTarget {
  /** The owner's IANA time zone: imported times are shown on the owner's clock. */
  timeZone(db: Db): string;
  knownUids(db: Db, uids: string[]): Set<string>;
  add(db: Db, event: EventRecord): number;
  remove(db: Db, id: number): void;
}

/**
 * The income domain does not read or write other domains' tables: the app registers each domain's own functions
 * here when it is composed (src/wiring.ts).
 */
export const contactTargets = new Map<string, ContactTarget>();
export const registerContactTarget = (name: string, target: ContactTarget) => void contactTargets.set(name, target);

let calendar: CalendarTarget | undefined;
export const registerCalendarTarget = (target: CalendarTarget) => void (calendar = target);
export const calendarTarget = () => calendar;
