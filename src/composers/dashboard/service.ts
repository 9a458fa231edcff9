import { and, count, eq, sql, sum } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ownerProfile } from "../../lib/owner-profile";
import { audiobookSales } from "../../domains/audiobooks/schema";
import { grants } from "../../domains/grants/schema";
import { invoices } from "../../domains/invoices/schema";
import { emailCampaigns } from "../../domains/outreach/schema";
import { radioStations } from "../../domains/radio/schema";
import { importedIncomeTotal } from "../../domains/income/totals";

export interface DashboardStats {
  emailsSent: number;
  radioStations: number;
  grantOpportunities: number;
  /** paid invoices, audiobook sales and imported report income in the owner's currency (other currencies are not added in) */
  revenue: number;
}

const num = (v: unknown) => Number(v ?? 0) || 0;

export function dashboardStats(db: Db, currency = ownerProfile(db).currency): DashboardStats {
  const emails = db
    .select({ v: sum(emailCampaigns.sentCount) })
    .from(emailCampaigns)
    .get();
  const stations = db.select({ v: count() }).from(radioStations).get();
  const grantCount = db.select({ v: count() }).from(grants).get();
  // Invoice amounts are numeric strings; CAST keeps the sum in SQL.
  const paid = db
    .select({ v: sql<number | null>`SUM(CAST(${invoices.amount} AS REAL))` })
    .from(invoices)
    .where(and(eq(invoices.status, "paid"), eq(invoices.currency, currency)))
    .get();
  const sales = db
    .select({ v: sum(audiobookSales.amount) })
    .from(audiobookSales)
    .where(eq(audiobookSales.currency, currency))
    .get();
  const revenue = Math.round((num(paid?.v) + num(sales?.v) + importedIncomeTotal(db, currency)) * 100) / 100;
  return {
    emailsSent: num(emails?.v),
    radioStations: num(stations?.v),
    grantOpportunities: num(grantCount?.v),
    revenue,
  };
}
