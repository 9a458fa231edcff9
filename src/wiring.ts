import { registerOwnerProfile } from "./lib/owner-profile";
import { registerIncomeSource } from "./modules/income/totals";
import { registerCalendarTarget, registerContactTarget } from "./modules/income/targets";
import { addImportedEvent, knownEventUids, removeImportedEvent } from "./modules/calendar/imported";
import { createSupervisor, deleteSupervisor, listSupervisors } from "./modules/licensing/service";
import { createStation, deleteStation, listStations } from "./modules/radio/service";
import { ownerProfile } from "./lib/owner-profile";
import { paidInvoiceTotals } from "./modules/invoices/income";
import { supervisorContacts } from "./modules/licensing/service";
import { readProfile } from "./modules/profile/service";
import { registerRecipientSource } from "./modules/outreach/recipients";
import { stationContacts } from "./modules/radio/service";

/**
 * Where one domain uses what another knows, the link is made here, above both, so that neither imports the other:
 * campaign recipients (outreach) come from radio stations and music supervisors; every domain reads the owner's
 * profile, business details and locale through `ownerProfile(db)` (src/lib/owner-profile.ts), filled by the profile domain;
 * paid invoices count as income beside the imported store reports; imported address books become radio stations or
 * music supervisors, and imported .ics files calendar events, through those domains' own functions.
 */
export function wireDomains() {
  registerRecipientSource("radio", stationContacts);
  registerRecipientSource("licensing", supervisorContacts);
  registerOwnerProfile((db) => readProfile(db));
  registerIncomeSource("Invoices", paidInvoiceTotals);
  registerContactTarget("radio", {
    label: "Radio stations",
    list: (db) =>
      listStations(db).map((s) => ({
        name: s.contactName || s.name,
        email: s.contactEmail,
        organization: s.name,
        title: null,
        phone: null,
        website: s.website,
        notes: s.notes,
      })),
    add: (db, c) =>
      createStation(db, {
        name: (c.organization || c.name).slice(0, 200),
        contactName: c.organization ? c.name : null,
        contactEmail: c.email,
        website: webAddress(c.website),
        notes: [c.title, c.phone, c.notes].filter(Boolean).join("\n") || null,
      }).id,
    remove: (db, id) => void deleteStation(db, id),
  });
  registerContactTarget("licensing", {
    label: "Music supervisors",
    list: (db) =>
      listSupervisors(db).map((s) => ({
        name: s.name,
        email: s.email,
        organization: s.company,
        title: s.position,
        phone: null,
        website: null,
        notes: s.notes,
      })),
    add: (db, c) =>
      createSupervisor(db, {
        name: c.name.slice(0, 200),
        company: c.organization,
        position: c.title,
        email: c.email,
        notes: [c.phone, c.website, c.notes].filter(Boolean).join("\n") || null,
      }).id,
    remove: (db, id) => void deleteSupervisor(db, id),
  });
  registerCalendarTarget({
    timeZone: (db) => ownerProfile(db).timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone,
    knownUids: knownEventUids,
    add: addImportedEvent,
    remove: removeImportedEvent,
  });
}

/** An address book's web page only when it is a real http(s) address (stations check theirs strictly). */
const webAddress = (v: string | null) => (v && /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v) ? v : null);
