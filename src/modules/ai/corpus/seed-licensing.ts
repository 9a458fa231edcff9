import type { Db } from "../../../db/client";

/** The licensing records the corpus talks about (created through the domain's service). */
export function seedLicensing(db: Db, now: Date) {
  void db;
  void now;
}
