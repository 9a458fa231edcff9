import { requireIcal } from "../../lib/lazy-libs";
import { papa as Papa } from "./papa";
import { isEmail } from "../../lib/validation";
import { badFile } from "./formats/common";
import type { ContactRecord } from "./targets";
import { vcard21To30 } from "./vcard21";

// This module is itself loaded on the first vCard file or export, so the library comes with it.
const ICAL = requireIcal().default;

const clip = (v: unknown, max = 300) => (typeof v === "string" && v.trim() ? v.trim().slice(0, max) : null);

/** The first e-mail is the contact's; the others are kept, so the import can say so and keep them in the notes. */
const splitEmails = (all: string[]) => {
  const emails = all.filter(isEmail).filter((e, i, list) => list.findIndex((o) => o.toLowerCase() === e.toLowerCase()) === i);
  return { email: emails[0] ?? null, otherEmails: emails.slice(1) };
};

/** vCard 2.1 / 3.0 / 4.0 (one file, many cards), read with ical.js; 4.0's `tel:` URIs become plain numbers. */
export function readVcards(text: string): ContactRecord[] {
  let parsed: unknown[];
  try {
    parsed = ICAL.parse(vcard21To30(text)) as unknown[];
  } catch (e) {
    // ical.js words its errors for calendars ("invalid ical body"); the person dropped an address book.
    const why = (e as Error).message.replace(/\bical body\b/i, "vCard text");
    throw badFile(`The vCard file could not be read: ${why}`);
  }
  const cards = (typeof parsed[0] === "string" ? [parsed] : parsed) as unknown[][];
  return cards.map((card) => {
    const c = new ICAL.Component(card as never);
    const value = (name: string) => {
      const v = c.getFirstPropertyValue(name);
      return Array.isArray(v) ? v.filter(Boolean).join(", ") : v;
    };
    const n = c.getFirstPropertyValue("n") as unknown;
    const fromN = Array.isArray(n) ? [n[1], n[0]].filter((p) => typeof p === "string" && p).join(" ") : "";
    const { email, otherEmails } = splitEmails(
      c.getAllProperties("email").map((p) => String(p.getFirstValue() ?? "").replace(/^mailto:/i, "").trim()),
    );
    return {
      name: clip(value("fn")) ?? clip(fromN) ?? clip(value("org")) ?? email ?? "",
      email,
      otherEmails,
      organization: clip(value("org")),
      title: clip(value("title")),
      phone: clip(String(value("tel") ?? "").replace(/^tel:/i, "")),
      website: clip(value("url")),
      notes: clip(value("note"), 2000),
    };
  });
}

/** Rows of a Google or Outlook CSV as contacts; Google packs several values in one cell with " ::: ". */
export function readContactCsv(text: string): ContactRecord[] {
  const { data } = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const first = (row: Record<string, string>, ...names: string[]) => {
    for (const n of names) {
      const v = row[n]?.split(" ::: ")[0]?.trim();
      if (v) return v;
    }
    return null;
  };
  return data.map((row) => {
    const person = [
      first(row, "first name", "given name"),
      first(row, "middle name", "additional name"),
      first(row, "last name", "family name"),
    ]
      .filter(Boolean)
      .join(" ");
    const emailCells = ["e-mail 1 - value", "e-mail address", "e-mail 2 - value", "e-mail 2 address", "e-mail 3 - value", "e-mail 3 address"];
    const { email, otherEmails } = splitEmails(
      emailCells.flatMap((n) => (row[n] ?? "").split(" ::: ")).map((v) => v.trim()),
    );
    const organization = first(row, "organization name", "organization 1 - name", "company");
    return {
      name: clip(first(row, "name") ?? person) ?? organization ?? email ?? "",
      email,
      otherEmails,
      organization: clip(organization),
      title: clip(first(row, "organization title", "organization 1 - title", "job title")),
      phone: clip(first(row, "phone 1 - value", "mobile phone", "business phone", "primary phone", "home phone")),
      website: clip(first(row, "website 1 - value", "web page")),
      notes: clip(first(row, "notes"), 2000),
    };
  });
}

/** vCard 4.0 text for a list of contacts, written with ical.js (escaping and folding done there). */
export function writeVcards(contacts: ContactRecord[]): string {
  return contacts
    .map((c) => {
      const { phones, websites, emails, rest } = splitNotes(c.notes);
      const card = new ICAL.Component(["vcard", [], []]);
      card.addPropertyWithValue("version", "4.0");
      card.addPropertyWithValue("fn", c.name);
      // N is optional in 4.0 but 3.0-only readers want it: the last word as family name is right for most names.
      const words = c.name.trim().split(/\s+/);
      const n = new ICAL.Property("n");
      n.setValue(words.length > 1 ? [words.at(-1), words.slice(0, -1).join(" "), "", "", ""] : [c.name, "", "", "", ""]);
      card.addProperty(n);
      if (c.organization) card.addPropertyWithValue("org", c.organization);
      if (c.title) card.addPropertyWithValue("title", c.title);
      for (const email of [c.email, ...emails].filter(Boolean)) card.addPropertyWithValue("email", email);
      for (const phone of [c.phone, ...phones].filter(Boolean)) card.addPropertyWithValue("tel", phone);
      for (const url of [c.website, ...websites].filter(Boolean)) card.addPropertyWithValue("url", url);
      if (rest) card.addPropertyWithValue("note", rest);
      return card.toString();
    })
    .join("\r\n")
    .concat("\r\n");
}

/**
 * Stations and supervisors have no phone field (and supervisors no website), so an import keeps those as lines of
 * the notes; the export gives them back as TEL / URL / EMAIL, where an address book looks for them.
 */
function splitNotes(notes: string | null) {
  const phones: string[] = [];
  const websites: string[] = [];
  const emails: string[] = [];
  const rest: string[] = [];
  for (const line of (notes ?? "").split("\n")) {
    const text = line.trim();
    const other = /^Other e-mail: (.+)$/.exec(text);
    if (other) emails.push(...other[1].split(", ").filter(isEmail));
    else if (/^\+?[\d\s().-]{6,}$/.test(text) && text.replace(/\D/g, "").length >= 6) phones.push(text);
    else if (/^https?:\/\/\S+$/i.test(text)) websites.push(text);
    else rest.push(line);
  }
  return { phones, websites, emails, rest: rest.join("\n").trim() };
}
