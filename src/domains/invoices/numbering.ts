import { and, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OwnerBusiness } from "../../lib/owner-profile";
import { invoices } from "./schema";

/** "INV-{YYYY}-" in 2026 → "INV-2026-". */
export const resolvePrefix = (prefix: string, now: Date) => prefix.replaceAll("{YYYY}", String(now.getFullYear()));

/**
 * The next invoice number from the business settings: prefix + number padded to the chosen digits. The number is one
 * more than the highest already used with this prefix, or the "next number" setting when that is higher (so an owner
 * moving from another tool can continue their sequence). Numbers are never reused while a higher one exists.
 */
export function nextNumber(
  db: Db,
  business: Pick<OwnerBusiness, "invoicePrefix" | "invoiceDigits" | "invoiceNextNumber">,
  now = new Date(),
): string {
  const prefix = resolvePrefix(business.invoicePrefix, now);
  const start = prefix.length + 1;
  const escaped = prefix.replace(/[\\%_]/g, (c) => `\\${c}`);
  const row = db
    .select({ max: sql<number | null>`MAX(CAST(SUBSTR(${invoices.number}, ${start}) AS INTEGER))` })
    .from(invoices)
    .where(
      and(
        sql`SUBSTR(${invoices.number}, ${start}) GLOB '[0-9]*'`,
        sql`${invoices.number} LIKE ${`${escaped}%`} ESCAPE '\\'`,
      ),
    )
    .get();
  const n = Math.max((row?.max ?? 0) + 1, business.invoiceNextNumber);
  return `${prefix}${String(n).padStart(business.invoiceDigits, "0")}`;
}
