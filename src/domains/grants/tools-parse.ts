import type { ToolContext } from "../../lib/tools";
import { matchRecords } from "../../lib/understand/records";
import { describeDay, localDateKey } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { listOf } from "../../shared/text";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { grants, type Grant, type GrantStatus } from "./schema";
import { getGrant } from "./service";

/** Reading grants out of sentences and describing them: shared by the grants tools. */

/** Words that name the kind of thing, not which one ("the PRS grant", "the momentum application"). */
export const GENERIC =
  /\b(?:grants?|funding|funds?|fund|bursar(?:y|ies)|fellowships?|awards?|applications?|programmes?|programs?|schemes?|opportunit(?:y|ies)|thing|one)\b/gi;

/** The currency said with an amount ("£5,000", "500 quid"); kept in the grant's notes since amounts are bare numbers. */
export function currencyOf(moneyText: string): "USD" | "GBP" | "EUR" {
  if (/£|\bpounds?\b|\bquid\b|\bgbp\b/i.test(moneyText)) return "GBP";
  if (/€|\beuros?\b|\beur\b/i.test(moneyText)) return "EUR";
  return "USD";
}
const CURRENCY_NOTE = /\bAmount in (GBP|EUR|USD|CAD|AUD)\b/;
export const currencyNote = (c: string) => (c === "USD" ? undefined : `Amount in ${c}`);

export function grantAmount(g: Pick<Grant, "amount" | "notes">): string | undefined {
  if (g.amount == null) return undefined;
  const currency = CURRENCY_NOTE.exec(g.notes ?? "")?.[1] ?? "USD";
  return formatMoney(Number(g.amount), currency, currency === "GBP" ? "en-GB" : "en-US");
}

export const STATUS_WORD: Record<GrantStatus, string> = {
  discovered: "not applied yet",
  applied: "applied",
  awarded: "awarded",
  rejected: "rejected",
};

/** `"Open Fund for Music Creators" (PRS Foundation, up to $5,000.00, due Nov 27)`. */
export function grantLine(g: Grant, now: Date, opts: { status?: boolean } = {}): string {
  const bits = [g.organization];
  const amount = grantAmount(g);
  if (amount) bits.push(`up to ${amount}`);
  if (g.deadline) bits.push(`${g.deadline < localDateKey(now) ? "closed" : "due"} ${describeDay(g.deadline, now)}`);
  if (opts.status) bits.push(STATUS_WORD[g.status]);
  return `"${g.title}" (${bits.join(", ")})`;
}

/** "DYCP" for "Developing Your Creative Practice": funders' programmes are often called by their initials. */
const initials = (name: string) => {
  const w = name.split(/[\s-]+/).filter((x) => /^[A-Za-z]/.test(x));
  return w.length >= 3 ? w.map((x) => x[0]!.toLowerCase()).join("") : undefined;
};
/** What to check a saved grant's name against: its title, its funder, both, and the title's initials. */
const namesOf = (g: GrantRef) => [g.title, g.organization, `${g.organization} ${g.title}`, initials(g.title)];

export type GrantRef = Pick<Grant, "id" | "title" | "organization" | "status" | "deadline">;
/** Saved grants, only what names and dates them, in the screen's order (years of grants: whole rows cost more). */
export const grantRefs = (db: Db): GrantRef[] =>
  db
    .select({
      id: grants.id,
      title: grants.title,
      organization: grants.organization,
      status: grants.status,
      deadline: grants.deadline,
    })
    .from(grants)
    .orderBy(desc(grants.createdAt), desc(grants.id))
    .all();

/**
 * The saved grant a phrase names. Several equally close ("the PRS grant") are narrowed by `prefer` (the statuses a
 * grant is likely in for this change: you apply to a discovered grant, you win an applied one); still several → ask.
 */
export function findGrant(
  ctx: ToolContext,
  phrase: string,
  prefer: GrantStatus[] = [],
): ({ grant: Grant } | { ask: string } | { none: string }) & { funder?: string } {
  const cleaned = phrase
    .replace(/\b(?:grants?|applications?|one|thing|stuff|bit)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  const said = cleaned || phrase;
  const all = grantRefs(ctx.db);
  const byId = /^#?(\d+)$/.exec(said);
  if (byId) {
    const g = all.find((x) => x.id === Number(byId[1]));
    if (g) return { grant: getGrant(ctx.db, g.id) };
  }
  const matches = matchRecords(said, all, namesOf, 0.45);
  if (!matches.length) return { none: said };
  let top = matches.filter((m) => m.score >= matches[0]!.score - 0.04).map((m) => m.record);
  // Several grants of one funder named by the funder ("the PRS Foundation grants"): a list question wants them all.
  const org = top[0]!.organization;
  const funder = top.length > 1 && top.every((g) => g.organization === org) ? { funder: org } : {};
  if (top.length > 1 && prefer.length) {
    // In order: the first preferred status any of them has.
    const status = prefer.find((st) => top.some((g) => g.status === st));
    if (status) top = top.filter((g) => g.status === status);
  }
  if (top.length === 1) return { grant: getGrant(ctx.db, top[0]!.id), ...funder };
  return {
    ...funder,
    ask: `Which grant do you mean: ${listOf(top.slice(0, 4).map((g) => `"${g.title}" (${g.organization})`))}?`,
  };
}

export const noGrant = (phrase: string) =>
  `I couldn't find a saved grant matching "${phrase}". Ask me "show my grants" to see the list, or "find grants for …" to search.`;
