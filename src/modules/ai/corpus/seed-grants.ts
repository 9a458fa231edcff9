import type { Db } from "../../../db/client";

/** The grants records the corpus talks about (created through the domain's service). */
export function seedGrants(db: Db, now: Date) {
  void db;
  void now;
}
