import type { Db } from "../../../db/client";
import { createInvoice, updateInvoice } from "../../../domains/invoices/service";

/**
 * The invoices the corpus talks about (ids 1…11 = INV-0001…INV-0011). With the corpus clock (Mon 23 Nov 2026):
 * paid this month $1,350 (#4, #9), last month $450 (#1), this year $4,120, in 2025 $1,150; sent and unpaid $1,675.50
 * of which overdue $1,375.50 (#2 Blue Note Festival, #8 Sam Okafor); drafts: #5 Acme Records $600.
 */
export function seedInvoices(db: Db, now: Date) {
  const day = (y: number, m: number, d: number) => new Date(y, m - 1, d).toLocaleDateString("sv-SE");
  const at = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12, 0).toISOString();
  const add = (clientName: string, clientEmail: string, amount: number, description: string, dueDate: string | null) =>
    createInvoice(db, { clientName, clientEmail, amount, description, dueDate }, now).id;
  const paid = (id: number, paidDate: string) => updateInvoice(db, id, { status: "paid", paidDate }, now);
  const sent = (id: number) => updateInvoice(db, id, { status: "sent" }, now);

  paid(add("Acme Records", "ap@acmerecords.com", 450, "Remix of Night Drive", day(2026, 10, 15)), at(2026, 10, 10));
  sent(add("Blue Note Festival", "bookings@bluenotefest.com", 1200, "Live set, main stage", day(2026, 11, 10)));
  sent(add("Jo Martinez", "jo@jomartinez.com", 300, "Session guitar, 3 tracks", day(2026, 12, 5)));
  paid(
    add("Northern Lights Studio", "billing@northernlights.studio", 850, "Mastering, Tidewater EP", day(2026, 11, 15)),
    at(2026, 11, 3),
  );
  add("Acme Records", "ap@acmerecords.com", 600, "Mixing, Summer Tapes single", day(2026, 12, 15));
  paid(
    add("Harbor Audio", "accounts@harboraudio.com", 2000, "Narration, The Quiet Coast", day(2026, 9, 30)),
    at(2026, 9, 20),
  );
  paid(
    add("Riverside Church", "office@riversidechurch.org", 250, "Wedding ceremony music", day(2025, 6, 30)),
    at(2025, 6, 14),
  );
  sent(add("Sam Okafor", "sam.okafor@gmail.com", 175.5, "Vocal tuning, 2 songs", day(2026, 11, 1)));
  paid(
    add("Blue Note Festival", "bookings@bluenotefest.com", 500, "Songwriting workshop", day(2026, 11, 30)),
    at(2026, 11, 20),
  );
  paid(add("Acme Records", "ap@acmerecords.com", 900, "Stems and alt mixes", day(2025, 12, 15)), at(2025, 12, 2));
  paid(add("Lakeside Podcast", "hello@lakesidepod.fm", 320, "Podcast theme music", day(2026, 3, 31)), at(2026, 3, 12));
}
