import type { Db } from "../../../db/client";

/** The outreach records the corpus talks about (created through the domain's service). */
export function seedOutreach(db: Db, now: Date) {
  void db;
  void now;
}
