import { registerOwnerProfile } from "./lib/owner-profile";
import { registerIncomeSource } from "./modules/income/totals";
import { paidInvoiceTotals } from "./modules/invoices/income";
import { supervisorContacts } from "./modules/licensing/service";
import { readProfile } from "./modules/profile/service";
import { registerRecipientSource } from "./modules/outreach/recipients";
import { stationContacts } from "./modules/radio/service";

/**
 * Where one domain uses what another knows, the link is made here, above both, so that neither imports the other:
 * campaign recipients (outreach) come from radio stations and music supervisors; every domain reads the owner's
 * profile, business details and locale through `ownerProfile(db)` (src/lib/owner-profile.ts), filled by the profile domain;
 * paid invoices count as income beside the imported store reports.
 */
export function wireDomains() {
  registerRecipientSource("radio", stationContacts);
  registerRecipientSource("licensing", supervisorContacts);
  registerOwnerProfile((db) => readProfile(db));
  registerIncomeSource("Invoices", paidInvoiceTotals);
}
