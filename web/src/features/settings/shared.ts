import type { FieldValues, UseFormReturn } from "react-hook-form";
import { applyServerErrors } from "../ui";
import { toast } from "../toast/toast";
import type { Profile } from "../profile/api";

/** Blank inputs are sent as null (cleared), so a person can remove a detail by emptying its field. */
export const orNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/** After a section saves: a toast; on a 422 the message lands on its field (or above the form). */
export const savedHandlers = <T extends FieldValues>(form: UseFormReturn<T>, what: string) => ({
  onSuccess: (p: Profile) => {
    form.reset(form.getValues());
    toast({ title: `${what} saved`, description: p.displayName ? `Thanks, ${p.displayName}.` : undefined });
  },
  onError: (e: unknown) => applyServerErrors(form, e),
});

export const EMAIL = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
/** A web address with or without https:// (the server adds it). */
export const WEB = /^(https?:\/\/)?[^\s/]+\.[^\s]+$/i;

export const LINKS = [
  ["spotify", "Spotify"],
  ["bandcamp", "Bandcamp"],
  ["appleMusic", "Apple Music"],
  ["audible", "Audible"],
  ["youtube", "YouTube"],
  ["instagram", "Instagram"],
  ["tiktok", "TikTok"],
  ["soundcloud", "SoundCloud"],
] as const;
export type LinkKey = (typeof LINKS)[number][0];

/** Draft values of the Business and Locale sections, for the live preview before they are saved. */
export interface PreviewDraft {
  businessName?: string;
  address?: string;
  taxNumber?: string;
  invoicePrefix?: string;
  invoiceDigits?: number;
  invoiceNextNumber?: number;
  locale?: string;
  currency?: string;
  timeZone?: string;
}
