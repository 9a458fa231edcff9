import { eq } from "drizzle-orm";
import { papa as Papa } from "./papa";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { emit } from "../../lib/events";
import { decodeText, isZip } from "./decode";
import { imports, type ImportRecord } from "./schema";
import { rememberMapping } from "./mappings";
import type { ContactMapping } from "./contact-mapping";
import { calendarTarget, contactTargets, type ContactRecord, type EventRecord } from "./targets";

/** Google (new and old) and Outlook contact exports, by their header names. */
const CSV_LAYOUTS = [
  { format: "google-csv", needs: ["first name", "e-mail 1 - value"] },
  { format: "google-csv", needs: ["name", "given name", "e-mail 1 - value"] },
  { format: "outlook-csv", needs: ["first name", "e-mail address"] },
];

export function contactCsvFormat(headers: string[]): string | null {
  const names = new Set(
    headers.map((h) =>
      h
        .replace(/^\uFEFF/, "")
        .trim()
        .toLowerCase(),
    ),
  );
  return CSV_LAYOUTS.find((l) => l.needs.every((n) => names.has(n)))?.format ?? null;
}

export interface PeopleFile {
  kind: "contacts" | "calendar";
  format: string;
  text: string;
  /** For any other CSV of contacts: which column holds what, */
  mapping?: ContactMapping;
  /** … the file's header line it is remembered by, and whether it was remembered rather than sent with this file. */
  headerKey?: string;
  remembered?: boolean;
}

/** An address book or a calendar file, recognised by its content (never its name); null for anything else. */
export function detectPeopleFile(bytes: Uint8Array): PeopleFile | null {
  if (!bytes.length || isZip(bytes)) return null;
  const { text } = decodeText(bytes.subarray(0, 4000));
  const start = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 40)
    .toUpperCase();
  const full = () => decodeText(bytes).text.replace(/^\uFEFF/, "");
  if (start.startsWith("BEGIN:VCARD")) return { kind: "contacts", format: "vcard", text: full() };
  if (start.startsWith("BEGIN:VCALENDAR")) return { kind: "calendar", format: "ics", text: full() };
  const header = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { preview: 1 }).data[0] ?? [];
  const format = contactCsvFormat(header);
  return format ? { kind: "contacts", format, text: full() } : null;
}

/** A contact has one e-mail field: the file's other addresses go into the notes rather than being lost. */
function keepOtherEmails({ otherEmails, ...c }: ContactRecord): ContactRecord {
  if (!otherEmails?.length) return c;
  const line = `Other e-mail: ${otherEmails.join(", ")}`;
  return { ...c, notes: [c.notes, line].filter(Boolean).join("\n").slice(0, 2000) };
}

const contactsHave = (n: number) => (n === 1 ? "1 contact has" : `${n} contacts have`);

const key = (v: string | null) => (v ?? "").trim().toLowerCase();
type Staged = (ContactRecord | EventRecord) & { known: boolean };

function contactTarget(name: string | undefined) {
  const target = contactTargets.get(name ?? "radio");
  if (!target)
    throw new HttpError(422, `Contacts can go to ${[...contactTargets.keys()].join(" or ")}, not "${name}"`, [
      { field: "target", message: "unknown target" },
    ]);
  return target;
}

/** Marks contacts already there (same e-mail or same name) or repeated in the file. */
function markKnownContacts(
  db: Db,
  targetName: string | undefined,
  contacts: ContactRecord[],
): (ContactRecord & { known: boolean })[] {
  const existing = contactTarget(targetName).list(db);
  const emails = new Set(existing.map((c) => key(c.email)).filter(Boolean));
  const names = new Set(existing.map((c) => key(c.name)));
  return contacts.map((c) => {
    const known = (!!c.email && emails.has(key(c.email))) || names.has(key(c.name));
    if (c.email) emails.add(key(c.email));
    names.add(key(c.name));
    return { ...c, known };
  });
}

/** Reads contacts or events into a preview (nothing is written to their domain until it is committed). */
export async function previewPeople(
  db: Db,
  found: PeopleFile,
  input: { bytes: Uint8Array; fileName: string; target?: string },
  now = new Date(),
): Promise<ImportRecord> {
  // The vCard / iCalendar reader is loaded when the first address book or calendar arrives, not at start.
  const { readVcards, readContactCsv } = await import("./contacts");
  const { readMappedContacts } = await import("./contact-mapping");
  const { readIcs } = await import("./ics");
  let staged: Staged[];
  let skipped = 0;
  let source: string;
  const problems: string[] = [];
  if (found.kind === "contacts") {
    const all =
      found.format === "vcard"
        ? readVcards(found.text)
        : found.mapping
          ? readMappedContacts(found.text, found.mapping)
          : readContactCsv(found.text);
    const usable = all.filter((c) => c.name || c.email).map(keepOtherEmails);
    // The mapping read this file, so it fits its header line: the next file like it is read without asking.
    if (found.mapping && found.headerKey && !found.remembered)
      rememberMapping(db, found.headerKey, "Contacts", found.mapping);
    if (found.remembered) problems.push("Read with the columns you matched for a file with this header line before.");
    skipped = all.length - usable.length;
    staged = markKnownContacts(db, input.target, usable);
    source = contactTarget(input.target).label;
    const without = all.filter((c) => !c.email).length;
    if (without) problems.push(`${contactsHave(without)} no e-mail address.`);
    const more = all.filter((c) => c.otherEmails?.length);
    if (more.length)
      problems.push(
        `${contactsHave(more.length)} more than one e-mail address (${more[0].name}${more.length > 1 ? ", …" : ""}): the first is their e-mail, the others are kept in their notes.`,
      );
  } else {
    const target = calendarTarget();
    if (!target)
      throw new HttpError(422, "This Sunshine has no calendar to import into", [
        { field: "file", message: "no calendar" },
      ]);
    const read = readIcs(found.text, target.timeZone(db), now);
    skipped = read.skipped;
    const known = target.knownUids(
      db,
      read.events.map((e) => e.uid),
    );
    const seen = new Set<string>();
    staged = read.events.map((e) => {
      const dup = known.has(e.uid) || seen.has(e.uid);
      seen.add(e.uid);
      return { ...e, known: dup };
    });
    source = "Calendar";
  }
  if (!staged.length)
    throw new HttpError(422, `The file holds no ${found.kind === "contacts" ? "contacts" : "events"}`, [
      { field: "file", message: "empty" },
    ]);
  const dates = found.kind === "calendar" ? (staged as EventRecord[]).map((e) => e.date).sort() : [];
  return db
    .insert(imports)
    .values({
      kind: found.kind,
      format: found.format,
      source,
      target: found.kind === "contacts" ? (input.target ?? "radio") : "calendar",
      fileName: input.fileName.slice(0, 200) || found.kind,
      fileHash: new Bun.CryptoHasher("sha256").update(input.bytes).digest("hex"),
      rows: staged.length,
      duplicates: staged.filter((s) => s.known).length,
      skipped,
      from: dates[0] ?? null,
      to: dates.at(-1) ?? null,
      titles: [...new Set(staged.map((s) => ("title" in s && "uid" in s ? s.title : (s as ContactRecord).name)))].slice(
        0,
        100,
      ),
      problems,
      payload: staged,
      createdAt: now.toISOString(),
    })
    .returning()
    .get();
}

/** Adds the new contacts or events through their own domain, all in one transaction; remembers their ids for undo. */
export function commitPeople(db: Db, record: ImportRecord, now = new Date()): ImportRecord {
  const staged = (record.payload ?? []) as Staged[];
  const updated = db.$client.transaction(() => {
    const created: number[] = [];
    if (record.kind === "contacts") {
      const target = contactTarget(record.target ?? undefined);
      const fresh = markKnownContacts(db, record.target ?? undefined, staged as ContactRecord[]).filter(
        (c) => !c.known,
      );
      for (const { known: _, ...c } of fresh) created.push(target.add(db, c));
    } else {
      const target = calendarTarget()!;
      const known = target.knownUids(
        db,
        staged.map((e) => (e as EventRecord).uid),
      );
      const seen = new Set<string>();
      for (const { known: _, ...e } of staged as (EventRecord & { known: boolean })[]) {
        if (known.has(e.uid) || seen.has(e.uid)) continue;
        seen.add(e.uid);
        created.push(target.add(db, e));
      }
    }
    return db
      .update(imports)
      .set({
        status: "imported",
        imported: created.length,
        duplicates: record.rows - created.length,
        created,
        payload: null,
        committedAt: now.toISOString(),
      })
      .where(eq(imports.id, record.id))
      .returning()
      .get();
  })();
  const what = record.kind === "contacts" ? `contacts into ${record.source}` : "events into the calendar";
  emit(db, {
    type: "import_committed",
    message: `Imported ${updated.imported} ${what} from ${record.fileName}`,
    entityType: "import",
    entityId: record.id,
  });
  return updated;
}

/** Removes exactly the records a committed contacts/calendar import created (those already gone are skipped). */
export function undoPeople(db: Db, record: ImportRecord): number {
  let removed = 0;
  db.$client.transaction(() => {
    for (const id of record.created ?? []) {
      try {
        if (record.kind === "contacts") contactTarget(record.target ?? undefined).remove(db, id);
        else calendarTarget()!.remove(db, id);
        removed++;
      } catch (e) {
        if (!(e instanceof HttpError && e.status === 404)) throw e;
      }
    }
    db.delete(imports).where(eq(imports.id, record.id)).run();
  })();
  return removed;
}
