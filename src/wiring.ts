import { registerOwnerProfile } from "./lib/owner-profile";
import { onDomainEvent, onNotice } from "./lib/events";
import { logActivity } from "./platform/activity/service";
import { notify } from "./platform/notifications/service";
import { supervisorContacts } from "./domains/licensing/service";
import { readProfile } from "./platform/profile/service";
import { registerRecipientSource } from "./domains/outreach/recipients";
import { stationContacts } from "./domains/radio/service";
import { registerBookLookup } from "./domains/promotion/books";
import { audiobooks } from "./domains/audiobooks/schema";
import { eq } from "drizzle-orm";
import { registerIncomeSource } from "./domains/income/totals";
import { registerCalendarTarget, registerContactTarget } from "./domains/income/targets";
import { addImportedEvent, knownEventUids, removeImportedEvent } from "./domains/calendar/imported";
import { createSupervisor, deleteSupervisor, listSupervisors } from "./domains/licensing/service";
import { createStation, deleteStation, listStations } from "./domains/radio/service";
import { ownerTimeZone } from "./lib/owner-profile";
import { paidInvoiceTotals } from "./domains/invoices/income";
import { firstUse } from "./lib/first-use";
import { registerMomentFinder } from "./domains/reminders/moments";
import { grantDeadlinesNamed } from "./domains/grants/deadline-moments";

/**
 * Where one part uses what another knows, the link is made here, above both, so that neither imports the other:
 * domain events reach the activity log and notices the notification centre;
 * campaign recipients (outreach) come from radio stations and music supervisors; a promotion campaign's book comes
 * from the audiobooks catalogue; every domain reads the owner's
 * profile, business details and locale through `ownerProfile(db)` (src/lib/owner-profile.ts), filled by the profile domain;
 * paid invoices count as income beside the imported store reports; imported address books become radio stations or
 * music supervisors, and imported .ics files calendar events, through those domains' own functions.
 */
let wired = false;
export function wireDomains() {
  if (wired) return;
  wired = true;
  // The platform hears of what the domains do: every event goes into the activity log, every notice to the bell.
  onDomainEvent((db, event) => void logActivity(db, event));
  onNotice((db, notice) => notify(db, notice) !== undefined);
  registerRecipientSource("radio", stationContacts);
  registerRecipientSource("licensing", supervisorContacts);
  registerOwnerProfile((db) => readProfile(db));
  registerBookLookup((db, id) =>
    db.select({ id: audiobooks.id, title: audiobooks.title }).from(audiobooks).where(eq(audiobooks.id, id)).get(),
  );
  registerIncomeSource("Invoices", paidInvoiceTotals);
  // "Remind me an hour before the band rehearsal": the reminder's moment is a calendar event, or a grant's deadline
  // ("the day before the Jazz Road deadline").
  registerMomentFinder((db, now, phrase) => {
    const { matchEvents, upcomingEvents } = namedEvents();
    const events = matchEvents(phrase, upcomingEvents(db, now)).map((e) => ({ name: e.title, date: e.date, time: e.time }));
    return events.length ? events : grantDeadlinesNamed(db, now, phrase);
  });
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
    timeZone: ownerTimeZone,
    knownUids: knownEventUids,
    add: addImportedEvent,
    remove: removeImportedEvent,
  });
}

// Naming events takes the calendar's sentence data: it loads with the assistant's first reminder set by an event.
const namedEvents = firstUse(
  () => require("./domains/calendar/named-events") as typeof import("./domains/calendar/named-events"),
);

/** An address book's web page only when it is a real http(s) address (stations check theirs strictly). */
const webAddress = (v: string | null) => (v && /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v) ? v : null);
