import { keptUntilWritten } from "../../lib/table-versions";
import type { ToolContext } from "../../lib/tools";
import { answersAt } from "../../lib/tool-shapes";
import type { SlotList } from "../../lib/understand/templates";
import { askWhich, matchRecords, nameWords, oncePerMessage, withWordsLike } from "../../lib/understand/records";
import { describeDay, localDateKey } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { sameWord, words } from "../../shared/text";
import { desc, getTableColumns } from "drizzle-orm";
import type { Db } from "../../db/client";
import { grants, type Grant, type GrantStatus } from "./schema";
import SENTENCES from "./sentences.yaml";
import { getGrant } from "./service";

/** The saved grants a sentence may name (the list behind sentences.yaml's {grant}), and how the grants tools describe them. */

export const atGrants = answersAt("/grants");

/** Word lists of sentences.yaml (what each means is said there). */
export const WORDS = SENTENCES as Record<"weak" | "generic" | "common" | "around" | "funder" | "funderend" | "funderplace", string[]>;
/** A word list as a pattern that finds any of its words: `anyWord(WORDS.generic, "gi")`. */
export const anyWord = (list: string[], flags = "i") => new RegExp(`\\b(?:${list.join("|")})\\b`, flags);
/** Words that name the kind of thing, not which one ("the PRS grant", "the momentum application"). */
export const GENERIC = anyWord(WORDS.generic, "gi");

/** The currency said with an amount ("£5,000", "500 quid"): in the grant's notes, since amounts are bare numbers. */
const CURRENCY_NOTE = /\bAmount in ([A-Z]{3})\b/;
export const currencyNote = (c = "USD") => (c === "USD" ? undefined : `Amount in ${c}`);

export function grantAmount(g: Pick<Grant, "amount" | "notes">): string | undefined {
  if (g.amount == null) return undefined;
  const currency = CURRENCY_NOTE.exec(g.notes ?? "")?.[1] ?? "USD";
  return formatMoney(Number(g.amount), currency, currency === "GBP" ? "en-GB" : "en-US");
}

export const statusWord = (status: GrantStatus) => (status === "discovered" ? "not applied yet" : status);

/** `"Open Fund for Music Creators" (PRS Foundation, up to $5,000.00, due Nov 27)`. */
export function grantLine(g: Grant, now: Date, opts: { status?: boolean } = {}): string {
  const amount = grantAmount(g);
  const due = g.deadline && `${g.deadline < localDateKey(now) ? "closed" : "due"} ${describeDay(g.deadline, now)}`;
  const bits = [g.organization, amount && `up to ${amount}`, due, opts.status && statusWord(g.status)];
  return `"${g.title}" (${bits.filter(Boolean).join(", ")})`;
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
export function grantRefs(db: Db): GrantRef[] {
  const { id, title, organization, status, deadline } = getTableColumns(grants);
  const order = [desc(grants.createdAt), desc(grants.id)];
  return db.select({ id, title, organization, status, deadline }).from(grants).orderBy(...order).all();
}

const COMMON = new Set(words(WORDS.common.join(" ")));
const AROUND = new Set(WORDS.around);

/**
 * The saved grants a phrase names (the list behind sentences.yaml's {grant}): every word said is a word of a grant's
 * title, funder or initials (a typo allowed); the best fits, several when equally close ("the PRS grant").
 */
export function grantsNamed(db: Db, phrase: string, ctx: object = {}): GrantRef[] | undefined {
  const said = words(phrase.replace(GENERIC, " ")).filter((w) => !AROUND.has(w));
  if (!said.length) return undefined;
  const refs = oncePerMessage(ctx, "grants", () => keptUntilWritten(db, "grants", "refs", () => grantRefs(db)));
  // The grants that have every said word (a typo allowed), in the screen's order (newest first); years of grants are
  // narrowed through their words' index first.
  const has = (g: GrantRef, w: string) => namesOf(g).some((n) => !!n && nameWords(n).some((h) => sameWord(w, h)));
  const fits = withWordsLike(refs, namesOf, said.slice(0, 1), sameWord).filter((g) => said.every((w) => has(g, w)));
  if (!fits.length) return undefined;
  const m = matchRecords(said.join(" "), fits, namesOf, 0.2);
  return m.length ? m.filter((x) => x.score >= m[0]!.score - 0.04).map((x) => x.record) : fits;
}

/** Everything known about one grant, for "tell me about the jazz road grant". */
function aboutGrant(g: Grant, now: Date): string {
  const more = [g.description, g.requirements && `Needs: ${g.requirements}`, g.applicationUrl && `Apply at ${g.applicationUrl}`];
  const sentences = more.filter(Boolean).map((x) => x!.trim().replace(/([^.!?])$/, "$1."));
  return [`${grantLine(g, now, { status: true })}.`, ...sentences].join(" ");
}

export const GRANT_LISTS: Record<string, SlotList> = {
  grant: {
    // (Kept until the grants change, as the lookups below are: every question asks for the names.)
    names: ({ db }: ToolContext) => keptUntilWritten(db, "grants", "names", () => grantRefs(db).flatMap((g) => [g.title, g.organization])),
    find(phrase, ctx: ToolContext) {
      // One common word ("new", "music") is not a grant's name: "I finished a new audiobook" names no grant.
      const said = words(phrase).filter((w) => !AROUND.has(w));
      const found = said.length === 1 && COMMON.has(said[0]!) ? undefined : grantsNamed(ctx.db, phrase, ctx);
      return found && { value: found };
    },
    describe: (named: GrantRef[], { db, now }: ToolContext) =>
      named.slice(0, 4).map((ref) => aboutGrant(getGrant(db, ref.id), now)).join(" "),
    // "tell me about the jazz road grant": the name said in part, then what kind of record it is.
    kind: ["grant", "fund", "bursary", "fellowship", "application"],
  },
};

/**
 * One of the grants a sentence named: several are narrowed by `prefer` (the statuses a grant is likely in for this
 * change: you apply to a discovered grant, you win an applied one); still several → ask which. Several of one funder
 * named by the funder ("the PRS Foundation grants") also give the funder, for a list question.
 */
export function pickGrant(
  db: Db,
  named: GrantRef[],
  prefer: GrantStatus[] = [],
): ({ grant: Grant } | { ask: string }) & { funder?: string } {
  let top = named;
  const org = top[0]!.organization;
  const funder = top.length > 1 && top.every((g) => g.organization === org) ? { funder: org } : {};
  const status = top.length > 1 ? prefer.find((st) => top.some((g) => g.status === st)) : undefined;
  if (status) top = top.filter((g) => g.status === status);
  if (top.length === 1) return { grant: getGrant(db, top[0]!.id), ...funder };
  return { ...funder, ask: askWhich("grant", top.map((g) => `"${g.title}" (${g.organization})`)) };
}

/** A question about one grant: its id, or which of several. */
export const idOrAsk = (found: ReturnType<typeof pickGrant>) =>
  "ask" in found ? found : { args: { id: found.grant.id } };

export const noGrant = (phrase: string) =>
  `I couldn't find a saved grant matching "${phrase}". Ask me "show my grants" to see the list, or "find grants for …" to search.`;
