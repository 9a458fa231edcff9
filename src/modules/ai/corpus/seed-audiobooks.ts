import type { Db } from "../../../db/client";

/** The audiobooks records the corpus talks about (created through the domain's service). */
export function seedAudiobooks(db: Db, now: Date) {
  void db;
  void now;
}
