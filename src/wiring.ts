import { registerOwnerProfile } from "./lib/owner-profile";
import { supervisorContacts } from "./domains/licensing/service";
import { readProfile } from "./platform/profile/service";
import { registerRecipientSource } from "./domains/outreach/recipients";
import { stationContacts } from "./domains/radio/service";
import { registerBookLookup } from "./domains/promotion/books";
import { audiobooks } from "./domains/audiobooks/schema";
import { eq } from "drizzle-orm";

/**
 * Where one domain uses what another knows, the link is made here, above both, so that neither imports the other:
 * campaign recipients (outreach) come from radio stations and music supervisors; a promotion campaign's book comes
 * from the audiobooks catalogue; every domain reads the owner's
 * profile, business details and locale through `ownerProfile(db)` (src/lib/owner-profile.ts), filled by the profile domain.
 */
export function wireDomains() {
  registerRecipientSource("radio", stationContacts);
  registerRecipientSource("licensing", supervisorContacts);
  registerOwnerProfile((db) => readProfile(db));
  registerBookLookup((db, id) =>
    db.select({ id: audiobooks.id, title: audiobooks.title }).from(audiobooks).where(eq(audiobooks.id, id)).get(),
  );
}
