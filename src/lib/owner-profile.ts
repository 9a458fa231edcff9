import type { Db } from "../db/client";
import { systemLocale } from "../shared/money";

/**
 * Who Sunshine works for: the owner's profile, business details and locale, as every domain reads them. The
 * profile domain (`src/platform/profile`) stores them and registers its reader here in `src/wiring.ts`; other domains
 * call `ownerProfile(db)` and never import the profile module (domains are siblings). Before anything is registered
 * (unit tests of a single domain) the defaults from the system locale apply.
 */
export interface OwnerLinks {
  spotify?: string;
  bandcamp?: string;
  appleMusic?: string;
  audible?: string;
  youtube?: string;
  instagram?: string;
  tiktok?: string;
  soundcloud?: string;
  other?: string;
}

export interface OwnerLocale {
  /** BCP 47, e.g. "en-GB" */
  locale: string;
  /** ISO 4217, e.g. "GBP" */
  currency: string;
  /** IANA, e.g. "Europe/London" */
  timeZone: string;
  /** 1 = Monday … 7 = Sunday (ISO) */
  weekStart: number;
}

export interface OwnerBusiness {
  businessName: string | null;
  taxNumber: string | null;
  paymentInstructions: string | null;
  paymentTermsDays: number;
  /** percent, e.g. 20 */
  defaultTaxRate: number;
  /** may contain {YYYY}, e.g. "INV-" or "INV-{YYYY}-" */
  invoicePrefix: string;
  invoiceDigits: number;
  invoiceNextNumber: number;
  invoiceNote: string | null;
}

export interface OwnerProfile extends OwnerLocale, OwnerBusiness {
  displayName: string | null;
  artistNames: string[];
  legalName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  website: string | null;
  links: OwnerLinks;
  bio: string | null;
  /** Absolute path of the logo/photo in the data dir, when one was uploaded. */
  logoPath: string | null;
  logoType: string | null;
  /** The first-run welcome step was answered or skipped. */
  welcomed: boolean;
}

export const defaultOwnerProfile = (): OwnerProfile => {
  const sys = systemLocale();
  return {
    displayName: null,
    artistNames: [],
    legalName: null,
    email: null,
    phone: null,
    address: null,
    website: null,
    links: {},
    bio: null,
    logoPath: null,
    logoType: null,
    welcomed: false,
    businessName: null,
    taxNumber: null,
    paymentInstructions: null,
    paymentTermsDays: 30,
    defaultTaxRate: 0,
    invoicePrefix: "INV-",
    invoiceDigits: 4,
    invoiceNextNumber: 1,
    invoiceNote: null,
    ...sys,
  };
};

type Reader = (db: Db) => OwnerProfile;
let reader: Reader | undefined;

/** Called once from `src/wiring.ts` by the profile domain. */
export function registerOwnerProfile(read: Reader) {
  reader = read;
}

export const ownerProfile = (db: Db): OwnerProfile => (reader ? reader(db) : defaultOwnerProfile());

/** The name to sign with: display name, else the first artist name, else the legal name. */
export const ownerName = (p: OwnerProfile): string | null => p.displayName || p.artistNames[0] || p.legalName || null;

/** "Name\nwebsite\nBandcamp: …" — the signature under e-mails Sunshine sends for the owner. */
export function ownerSignature(p: OwnerProfile): string {
  const labels: Record<keyof OwnerLinks, string> = {
    spotify: "Spotify",
    bandcamp: "Bandcamp",
    appleMusic: "Apple Music",
    audible: "Audible",
    youtube: "YouTube",
    instagram: "Instagram",
    tiktok: "TikTok",
    soundcloud: "SoundCloud",
    other: "More",
  };
  const lines = [ownerName(p), p.businessName && p.businessName !== ownerName(p) ? p.businessName : null, p.website];
  for (const [k, label] of Object.entries(labels)) {
    const url = p.links[k as keyof OwnerLinks];
    if (url) lines.push(`${label}: ${url}`);
  }
  if (p.phone) lines.push(p.phone);
  return lines.filter(Boolean).join("\n");
}

/** `"Maya Rivers" <billing@…>`: the owner's name on the configured SMTP address (which the server may send as). */
export function fromWithOwnerName(from: string, p: OwnerProfile): string {
  const name = ownerName(p) ?? p.businessName;
  if (!name) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `"${name.replace(/["\\\r\n]/g, "")}" <${address}>`;
}

/** The e-mail body with the owner's signature below the standard "-- " line (unless the text already ends with it). */
export function withSignature(text: string, p: OwnerProfile): string {
  const sig = ownerSignature(p);
  const body = text.trimEnd();
  if (!sig || body.endsWith(sig)) return text;
  // Signed off with the name already ("Thanks,\nMaya Rivers"): the links follow the name instead of repeating it.
  const name = ownerName(p);
  if (name && body.endsWith(name)) return `${body}\n${sig.split("\n").slice(1).join("\n")}`;
  return `${body}\n\n-- \n${sig}`;
}

/** Where the owner lives: their profile's time zone, else this machine's. Calendar times are their wall clock there. */
export const ownerTimeZone = (db: Db): string =>
  ownerProfile(db).timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
