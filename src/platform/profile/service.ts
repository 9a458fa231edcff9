import { emit } from "../../lib/events";
import { eq } from "drizzle-orm";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { defaultOwnerProfile, type OwnerLinks, type OwnerProfile } from "../../lib/owner-profile";
import { checkEmail, clean, invalid, normaliseUrl } from "../../lib/validation";
import { isCurrencyCode, isLocaleTag, weekStartFor } from "../../shared/money";
import { isTimeZone } from "../../shared/dates";
import { ownerProfiles, type OwnerProfileRow } from "./schema";

/** Files of this domain live in <data dir>/files/profile/ (everything under files/ goes into backups). */
export const profileDir = (dataDir: string) => join(dataDir, "files", "profile");

/** The data dir is the folder of the database file, so every reader finds the logo without being told where. */
export const dataDirOf = (db: Db) => dirname(db.$client.filename);

// Read for every message the assistant answers: the statement is built once per database.
const statements = new WeakMap<Db, { get(): OwnerProfileRow | undefined }>();
const row = (db: Db): OwnerProfileRow | undefined => {
  let st = statements.get(db);
  if (!st) statements.set(db, (st = db.select().from(ownerProfiles).where(eq(ownerProfiles.id, 1)).prepare()));
  return st.get();
};

/** The profile with defaults filled in (system locale, currency and time zone where none was chosen). */
export function readProfile(db: Db, dataDir = dataDirOf(db)): OwnerProfile {
  const r = row(db);
  const d = defaultOwnerProfile();
  if (!r) return d;
  const logoPath = r.logoFile ? join(profileDir(dataDir), r.logoFile) : null;
  return {
    displayName: r.displayName,
    artistNames: r.artistNames,
    legalName: r.legalName,
    email: r.email,
    phone: r.phone,
    address: r.address,
    website: r.website,
    links: r.links,
    bio: r.bio,
    logoPath: logoPath && existsSync(logoPath) ? logoPath : null,
    logoType: r.logoType,
    welcomed: r.welcomed,
    businessName: r.businessName,
    taxNumber: r.taxNumber,
    paymentInstructions: r.paymentInstructions,
    paymentTermsDays: r.paymentTermsDays,
    defaultTaxRate: Number(r.defaultTaxRate) || 0,
    invoicePrefix: r.invoicePrefix,
    invoiceDigits: r.invoiceDigits,
    invoiceNextNumber: r.invoiceNextNumber,
    invoiceNote: r.invoiceNote,
    locale: r.locale ?? d.locale,
    currency: r.currency ?? d.currency,
    timeZone: r.timeZone ?? d.timeZone,
    weekStart: r.weekStart ?? d.weekStart,
  };
}

/** What the API returns: the profile without server paths, plus where the logo can be fetched. */
export const publicProfile = (p: OwnerProfile) => {
  const { logoPath, ...rest } = p;
  // The version in the URL changes with the file, so a browser never shows an old logo from its cache.
  const version = logoPath ? Math.round(statSync(logoPath).mtimeMs) : 0;
  return { ...rest, hasLogo: Boolean(logoPath), logoUrl: logoPath ? `/api/profile/logo?v=${version}` : null };
};

export type ProfileInput = Partial<
  Omit<OwnerProfile, "logoPath" | "logoType" | "links" | "locale" | "currency" | "timeZone" | "weekStart">
> & {
  links?: Partial<Record<keyof OwnerLinks, string | null>>;
  locale?: string | null;
  currency?: string | null;
  timeZone?: string | null;
  weekStart?: number | null;
};

function checked(input: ProfileInput): Partial<typeof ownerProfiles.$inferInsert> {
  const out: Partial<typeof ownerProfiles.$inferInsert> = {};
  for (const k of ["displayName", "legalName", "phone", "address", "bio", "businessName", "taxNumber"] as const)
    if (input[k] !== undefined) out[k] = clean(input[k]);
  for (const k of ["paymentInstructions", "invoiceNote"] as const) if (input[k] !== undefined) out[k] = clean(input[k]);
  if (input.email !== undefined)
    out.email = checkEmail(input.email, "email", "E-mail must be a valid address, like you@example.com");
  if (input.website !== undefined)
    out.website = normaliseUrl(input.website, "website", "Website must be a web address, like yourname.com");
  if (input.artistNames) out.artistNames = input.artistNames.map((n) => n.trim()).filter(Boolean);
  if (input.links) {
    const links: OwnerLinks = {};
    for (const [k, v] of Object.entries(input.links)) {
      const url = normaliseUrl(v, `links.${k}`, `The ${k} link must be a web address, like https://…`);
      if (url) links[k as keyof OwnerLinks] = url;
    }
    out.links = links;
  }
  if (input.welcomed !== undefined) out.welcomed = input.welcomed;
  if (input.paymentTermsDays !== undefined) out.paymentTermsDays = input.paymentTermsDays;
  if (input.defaultTaxRate !== undefined) out.defaultTaxRate = String(Math.round(input.defaultTaxRate * 1000) / 1000);
  if (input.invoicePrefix !== undefined) {
    const prefix = input.invoicePrefix.trim();
    if (/[^\p{L}\p{N}{}/#._ -]/u.test(prefix.replace("{YYYY}", "")))
      throw invalid("Invoice prefix can use letters, digits, - _ / # . and {YYYY} for the year", "invoicePrefix");
    out.invoicePrefix = prefix;
  }
  if (input.invoiceDigits !== undefined) out.invoiceDigits = input.invoiceDigits;
  if (input.invoiceNextNumber !== undefined) out.invoiceNextNumber = input.invoiceNextNumber;
  if (input.locale !== undefined) {
    const l = clean(input.locale);
    if (l && !isLocaleTag(l)) throw invalid("Language and region must be a locale such as en-GB or de-DE", "locale");
    out.locale = l ? Intl.getCanonicalLocales(l)[0] : null;
    // A new locale brings its own first weekday unless one is chosen in the same change.
    if (input.weekStart === undefined) out.weekStart = l ? weekStartFor(l) : null;
  }
  if (input.currency !== undefined) {
    const c = clean(input.currency)?.toUpperCase();
    if (c && !isCurrencyCode(c)) throw invalid("Currency must be an ISO 4217 code such as GBP, EUR or USD", "currency");
    out.currency = c ?? null;
  }
  if (input.timeZone !== undefined) {
    const tz = clean(input.timeZone);
    if (tz && !isTimeZone(tz)) throw invalid("Time zone must be a name such as Europe/London", "timeZone");
    out.timeZone = tz ?? null;
  }
  if (input.weekStart !== undefined) out.weekStart = input.weekStart;
  return out;
}

export function updateProfile(db: Db, input: ProfileInput, dataDir = dataDirOf(db)): OwnerProfile {
  const values = checked(input);
  db.insert(ownerProfiles)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: ownerProfiles.id, set: { ...values, updatedAt: new Date().toISOString() } })
    .run();
  const fields = Object.keys(values).filter((k) => k !== "welcomed");
  if (fields.length)
    emit(db, {
      type: "profile_updated",
      message: `Profile and business settings updated (${fields.length} field${fields.length === 1 ? "" : "s"})`,
      entityType: "profile",
      entityId: 1,
    });
  return readProfile(db, dataDir);
}

export const MAX_LOGO_BYTES = 512 * 1024;

/** "data:image/png;base64,…" or bare base64 → bytes; anything else is a clear 400. */
export function decodeImage(data: string): Uint8Array {
  const b64 = data.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64)) throw new HttpError(400, "The logo must be sent as base64 image data");
  return new Uint8Array(Buffer.from(b64, "base64"));
}

/** The image kinds a logo may be, recognised by their first bytes (never by the name or the declared type). */
const SIGNATURES: { type: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  {
    type: "image/png",
    ext: "png",
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  },
  { type: "image/jpeg", ext: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", ext: "gif", test: (b) => String.fromCharCode(...b.slice(0, 4)) === "GIF8" },
  {
    type: "image/webp",
    ext: "webp",
    test: (b) => String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP",
  },
];

export const imageKind = (bytes: Uint8Array) => SIGNATURES.find((s) => s.test(bytes));

export function saveLogo(db: Db, dataDir: string, bytes: Uint8Array): OwnerProfile {
  if (bytes.length === 0) throw invalid("The logo file is empty", "logo");
  if (bytes.length > MAX_LOGO_BYTES)
    throw new HttpError(413, `The logo is too large (${Math.ceil(bytes.length / 1024)} KB): the limit is 512 KB`);
  const kind = imageKind(bytes);
  if (!kind) throw invalid("The logo must be a PNG, JPEG, WebP or GIF image", "data");
  const dir = profileDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const before = row(db)?.logoFile;
  const file = `logo.${kind.ext}`;
  writeFileSync(join(dir, file), bytes);
  if (before && before !== file) rmSync(join(dir, before), { force: true });
  db.insert(ownerProfiles)
    .values({ id: 1, logoFile: file, logoType: kind.type })
    .onConflictDoUpdate({ target: ownerProfiles.id, set: { logoFile: file, logoType: kind.type } })
    .run();
  emit(db, { type: "profile_logo", message: "Logo uploaded", entityType: "profile", entityId: 1 });
  return readProfile(db, dataDir);
}

export function removeLogo(db: Db, dataDir: string): OwnerProfile {
  const file = row(db)?.logoFile;
  if (file) rmSync(join(profileDir(dataDir), file), { force: true });
  db.update(ownerProfiles).set({ logoFile: null, logoType: null }).where(eq(ownerProfiles.id, 1)).run();
  return readProfile(db, dataDir);
}

export function readLogo(db: Db, dataDir: string): { bytes: Uint8Array; type: string } | undefined {
  const p = readProfile(db, dataDir);
  if (!p.logoPath || !p.logoType) return undefined;
  return { bytes: new Uint8Array(readFileSync(p.logoPath)), type: p.logoType };
}
