import type { Db } from "../../../db/client";

/** The knowledge records the corpus talks about (created through the domain's service). */
export function seedKnowledge(db: Db, now: Date) {
  void db;
  void now;
}
