import type { Db } from "../../db/client";
import { contactsFileOf, type ContactMapping } from "./contact-mapping";
import { rememberedMapping } from "./mappings";
import { decodeText } from "./decode";
import { detectPeopleFile, previewPeople } from "./people";
import type { ImportRecord } from "./schema";
import type { PreviewInput } from "./import-view";

/** Format names that mean "an address book or a calendar": the file's content then says which. */
export const PEOPLE_FORMATS = ["contacts", "vcard", "google-csv", "outlook-csv", "calendar", "ics"];

/** A file meant for contacts: a contacts target was sent, or its name says vCard. */
const meantForContacts = (input: PreviewInput) =>
  !!input.target || !!input.contactMapping || /\.(vcf|vcard)$/i.test(input.fileName.trim());

/**
 * An address book or a calendar, recognised by its content, is previewed by the people path; so is any other CSV sent
 * for contacts (through the contacts mapping, or refused saying what one takes), never by the income one. Null: a report.
 */
export async function previewIfPeople(db: Db, input: PreviewInput, now: Date): Promise<ImportRecord | null> {
  const peopleFormat = !input.format || PEOPLE_FORMATS.includes(input.format);
  if (input.mapping || !peopleFormat) return null;
  let people: ReturnType<typeof detectPeopleFile> = null;
  try {
    people = detectPeopleFile(input.bytes);
  } catch (e) {
    // A file that is not text: one meant for contacts is told it is not an address book (below), not a report.
    if (!meantForContacts(input)) throw e;
  }
  if (people) return previewPeople(db, people, input, now);
  if (meantForContacts(input))
    return previewPeople(
      db,
      contactsFileOf(input.bytes, input.contactMapping, decodeText, (key) =>
        input.remap ? undefined : rememberedMapping<ContactMapping>(db, key),
      ),
      input,
      now,
    );
  return null;
}
