import type { Db } from "../../../db/client";

/** The invoices records the corpus talks about (created through the domain's service). */
export function seedInvoices(db: Db, now: Date) {
  void db;
  void now;
}
