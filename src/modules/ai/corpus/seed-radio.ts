import type { Db } from "../../../db/client";

/** The radio records the corpus talks about (created through the domain's service). */
export function seedRadio(db: Db, now: Date) {
  void db;
  void now;
}
