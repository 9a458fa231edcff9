import type { Db } from "../../db/client";
import { invalid, isEmail } from "../../lib/validation";
import type { MergeValues } from "./merge";
import type { EmailCampaign, RecipientType } from "./schema";

export interface Recipient {
  email: string;
  name: string;
  /** what the recipient is: the station or supervisor record, or a custom address */
  label: string;
  fields: MergeValues;
}

export interface ResolvedRecipients {
  recipients: Recipient[];
  /** why the list is empty, or what was skipped, for the screen */
  note: string | null;
}

/** Someone another domain knows (a station's contact, a music supervisor) who may receive a campaign. */
export interface Contact {
  email: string | null;
  name: string;
  label: string;
  fields: { contactName: string; station: string; company: string };
}

/**
 * Where "radio" and "licensing" recipients come from. Outreach does not read other domains' tables: the app
 * registers each domain's contact list here when it is composed (src/app.ts).
 */
const sources = new Map<Exclude<RecipientType, "custom">, (db: Db) => Contact[]>();
export const registerRecipientSource = (type: Exclude<RecipientType, "custom">, list: (db: Db) => Contact[]) =>
  void sources.set(type, list);

/** "Jane Doe <jane@x.io>" or "jane@x.io" → {name, email}; null when not an address. */
export function parseAddress(raw: string): { name: string; email: string } | null {
  const s = raw.trim();
  const angled = /^"?([^"<]*?)"?\s*<([^<>\s]+)>$/.exec(s);
  const email = (angled ? angled[2]! : s).trim();
  if (!isEmail(email)) return null;
  return { name: angled ? angled[1]!.trim() : "", email };
}

/** Splits the form's text (lines, commas, semicolons) and checks every address. */
export function parseCustomRecipients(input: string | string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const parts = (Array.isArray(input) ? input : input.split(/[\n;,]+/)).map((p) => p.trim()).filter(Boolean);
  const bad = parts.filter((p) => !parseAddress(p));
  if (bad.length) {
    throw invalid(
      `${bad.length === 1 ? "Not an e-mail address" : "Not e-mail addresses"}: ${bad.slice(0, 5).join(", ")}${bad.length > 5 ? " …" : ""}`,
      "customRecipients",
    );
  }
  const seen = new Set<string>();
  return parts.filter((p) => {
    const key = parseAddress(p)!.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const localPart = (email: string) => email.split("@")[0]!;

export function resolveRecipients(
  db: Db,
  campaign: Pick<EmailCampaign, "recipientType" | "customRecipients">,
  senderName: string,
): ResolvedRecipients {
  const type: RecipientType = campaign.recipientType;
  const out: Recipient[] = [];
  const seen = new Set<string>();
  const add = (r: Recipient) => {
    const key = r.email.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    out.push(r);
  };
  let skipped = 0;
  if (type === "radio" || type === "licensing") {
    const contacts = (sources.get(type)?.(db) ?? []).sort((a, b) => a.label.localeCompare(b.label));
    for (const c of contacts) {
      const email = c.email?.trim();
      if (!email || !isEmail(email)) {
        skipped++;
        continue;
      }
      add({ email, name: c.name, label: c.label, fields: { name: c.name, ...c.fields, senderName } });
    }
    if (type === "radio") {
      if (!out.length)
        return {
          recipients: [],
          note: contacts.length
            ? "None of your radio stations has a contact e-mail yet: add one on the Radio Stations page."
            : "No radio stations yet: add stations with a contact e-mail on the Radio Stations page.",
        };
      return {
        recipients: out,
        note: skipped ? `${skipped} station${skipped === 1 ? "" : "s"} without a contact e-mail will be skipped.` : null,
      };
    }
    if (!out.length)
      return {
        recipients: [],
        note: "No music supervisors with an e-mail address yet: add them on the Sync Licensing page (Supervisors tab).",
      };
    return { recipients: out, note: null };
  }
  for (const raw of campaign.customRecipients ?? []) {
    const a = parseAddress(raw);
    if (!a) continue;
    const name = a.name || localPart(a.email);
    add({
      email: a.email,
      name,
      label: a.name ? `${a.name} <${a.email}>` : a.email,
      fields: { name, contactName: a.name, station: "", company: "", senderName },
    });
  }
  if (!out.length)
    return { recipients: [], note: "No addresses yet: edit the campaign and enter the custom recipients." };
  return { recipients: out, note: null };
}
