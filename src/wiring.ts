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

/**
 * Where one part uses what another knows, the link is made here, above both, so that neither imports the other:
 * domain events reach the activity log and notices the notification centre;
 * campaign recipients (outreach) come from radio stations and music supervisors; a promotion campaign's book comes
 * from the audiobooks catalogue; every domain reads the owner's
 * profile, business details and locale through `ownerProfile(db)` (src/lib/owner-profile.ts), filled by the profile domain.
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
}
