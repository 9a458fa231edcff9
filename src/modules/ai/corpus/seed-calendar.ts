import type { Db } from "../../../db/client";

/** The calendar records the corpus talks about (created through the domain's service). */
export function seedCalendar(db: Db, now: Date) {
  void db;
  void now;
}
