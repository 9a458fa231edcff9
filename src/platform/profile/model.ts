import { t } from "elysia";
import type { TOptional, TString } from "@sinclair/typebox";
import { answer, textOrNull, typed } from "../../lib/common-model";
import type { publicProfile } from "./service";
import { integer } from "../../lib/validation";

const text = (max: number) => t.Optional(t.Union([t.String({ maxLength: max }), t.Null()]));
const link = text(500);

export const linksBody = t.Object({
  spotify: link,
  bandcamp: link,
  appleMusic: link,
  audible: link,
  youtube: link,
  instagram: link,
  tiktok: link,
  soundcloud: link,
  other: link,
});

/** Every field optional: a section of the settings screen sends only its own fields. */
export const updateProfileBody = t.Object({
  displayName: text(120),
  artistNames: t.Optional(
    t.Array(t.String({ maxLength: 120 }), { maxItems: 10, error: "Up to 10 artist or pen names, 120 characters each" }),
  ),
  legalName: text(200),
  email: text(320),
  phone: text(60),
  address: text(1000),
  website: text(500),
  links: t.Optional(linksBody),
  bio: text(2000),
  welcomed: t.Optional(t.Boolean()),
  businessName: text(200),
  taxNumber: text(60),
  paymentInstructions: text(2000),
  paymentTermsDays: t.Optional(
    integer({ minimum: 0, maximum: 365, error: "Payment terms must be a whole number of days from 0 to 365" }),
  ),
  defaultTaxRate: t.Optional(
    t.Number({ minimum: 0, maximum: 100, error: "Default tax rate must be a percentage from 0 to 100" }),
  ),
  invoicePrefix: t.Optional(t.String({ maxLength: 30, error: "Invoice prefix can be up to 30 characters" })),
  invoiceDigits: t.Optional(integer({ minimum: 1, maximum: 8, error: "Invoice number digits must be from 1 to 8" })),
  invoiceNextNumber: t.Optional(
    integer({ minimum: 1, maximum: 99_999_999, error: "Next invoice number must be a whole number, 1 or more" }),
  ),
  invoiceNote: text(2000),
  locale: text(35),
  currency: text(3),
  timeZone: text(64),
  weekStart: t.Optional(
    t.Union([integer({ minimum: 1, maximum: 7 }), t.Null()], {
      error: "First day of the week must be 1 (Monday) to 7 (Sunday)",
    }),
  ),
});

/** The API speaks JSON only (src/lib/body-parser.ts), so the image travels as base64 (a data: URL is accepted). */
export const logoBody = t.Object({
  data: t.String({ minLength: 1, maxLength: 1_000_000, error: "Send the image as base64 in `data` (up to 512 KB)" }),
});

const textOr = (description?: string) => textOrNull(description);
/** The profile as the app reads it: locale fields filled from the system where unset; the logo as a URL. */
export const profileAnswer = typed<ReturnType<typeof publicProfile>>(
  answer({
    displayName: textOr(),
    artistNames: t.Array(t.String()),
    legalName: textOr(),
    email: textOr(),
    phone: textOr(),
    address: textOr(),
    website: textOr(),
    links: answer(
      Object.fromEntries(Object.keys(linksBody.properties).map((k) => [k, t.Optional(t.String())])) as Record<
        keyof typeof linksBody.properties,
        TOptional<TString>
      >,
    ),
    bio: textOr(),
    logoType: textOr("The logo's image type"),
    welcomed: t.Boolean({ description: "The first-run welcome step was answered or skipped" }),
    locale: t.String({ description: 'BCP 47, e.g. "en-GB"' }),
    currency: t.String({ description: 'ISO 4217, e.g. "GBP"' }),
    timeZone: t.String({ description: 'IANA, e.g. "Europe/London"' }),
    weekStart: integer({ description: "1 = Monday … 7 = Sunday" }),
    businessName: textOr(),
    taxNumber: textOr(),
    paymentInstructions: textOr(),
    paymentTermsDays: integer(),
    defaultTaxRate: t.Number({ description: "Percent, e.g. 20" }),
    invoicePrefix: t.String({ description: 'May contain {YYYY}, e.g. "INV-{YYYY}-"' }),
    invoiceDigits: integer(),
    invoiceNextNumber: integer(),
    invoiceNote: textOr(),
    hasLogo: t.Boolean(),
    logoUrl: textOr("Where the logo is served (changes with the file)"),
  }),
);
