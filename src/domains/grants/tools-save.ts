import type { ToolContext, Understood } from "../../lib/tools";
import { matchRecords } from "../../lib/understand/records";
import { asTitle, tidy, type Sentence } from "../../lib/understand/sentence";
import { describeDay, localDateKey } from "../../shared/dates";
import { escapeRegExp, words } from "../../shared/text";
import { GRANT_CATALOGUE } from "./catalogue";
import { currencyNote, currencyOf, GENERIC, grantRefs } from "./tools-parse";

/** Reads a new grant from "save the PRS Foundation grant, deadline january 15, up to £5,000". */

export interface NewGrant {
  title: string;
  organization: string;
  amount?: number;
  deadline?: string;
  notes?: string;
  description?: string;
  requirements?: string;
  applicationUrl?: string;
  catalogueId?: string;
}

const LEAD =
  /^(?:(?:so|ok|okay|um|uh|oh|also|and|hey)\s+)*(?:(?:can|could|would|will) you\s+(?:please\s+)?|please\s+)?(?:(?:i|we)(?:'d| would)? (?:wanna|want to|like to|need to|should) |(?:id|wed) like to )?(?:(?:(?:i|we) )?(?:just )?(?:found|spotted|came across)|save|add|track|log|record|note|bookmark|store|keep track of|put|new|create)\b(?:\s+(?:a|an|the|this|that|new|another|me a|one more))*(?:\s+(?:grant|funding opportunity|grant opportunity|funding|grant application|application|opportunity))?\b\s*[:,-]?\s*/i;
/** Deadline and amount words left once the date and money are cut ("deadline", "up to", "it's worth"). */
const CUT = [
  /\b(?:and )?(?:it'?s |its |it is |they give |they offer |which is |that'?s )?(?:worth|for up to|of up to|up to|offering|pays|max|maximum|at most|capped at)\b/,
  /\b(?:and )?(?:the )?(?:deadline|due date|closing date)(?: is| was| of)?\b|\b(?:application|applications) (?:close|closes|closing|due)\b|\b(?:closes|closing|due)(?: on| by)?\b/,
  /\b(?:no deadline|no closing date)(?: i think| yet)?\b|\bi think\b|\bi guess\b|\bthe \d{1,2}(?:st|nd|rd|th)\b/,
  /,?\s*(?:can|could|would|will) you (?:please )?(?:add|save|track|log) (?:it|that|this|them)\b|\b(?:add|save|track) (?:it|that|this)\b/,
];
const CALLED =
  /\b(?:called|named|titled)\s+(?:the\s+)?(.+?)(?=\s+(?:from|by|and|which|that|it'?s|its|they|with)\b|[,.;]|$)/i;
const FROM =
  /\b(?:from|by|run by|offered by)\s+(?:the\s+)?(.+?)(?=\s+(?:called|named|titled|and|which|that|it'?s|its|they|for)\b|[,.;]|$)/i;

const SMALL = /^(?:of|for|and|the|in|on|at|to|a|an)$/;
const titleCase = (s: string) =>
  s.replace(/\S+/g, (w, i: number) => (i > 0 && SMALL.test(w) ? w : w[0]!.toUpperCase() + w.slice(1)));
const isGeneric = (s: string) =>
  !s
    .replace(GENERIC, " ")
    .replace(/\b(?:the|a|an|new|this)\b/gi, " ")
    .trim();

/** "Arts Council of Wales grant" → "Arts Council of Wales": the run of capitalised words people type for a funder. */
function capitalRun(s: string): string | undefined {
  const m =
    /(?:^|\s)((?:[A-Z][\w'&.-]*|[A-Z]{2,})(?:\s+(?:(?:of|for|and|&|the)\s+)?(?:[A-Z][\w'&.-]*|[A-Z]{2,}))*)/.exec(s);
  const run = m?.[1]?.replace(/^The\s+/, "");
  return run && !isGeneric(run) && run !== s ? run : undefined;
}
const stripGeneric = (s: string) =>
  tidy(s.replace(/^(?:the|a|an)\s+/i, "").replace(new RegExp(`(?:\\s+(?:${GENERIC.source}))+$`, "i"), ""));

/** Words in many programmes' titles: sharing one does not make "touring support" the funder's "health support". */
const WEAK = new Set(
  "support fund funding grant grants award awards programme program scheme music musicians musician artist artists arts creative creators project projects development new open".split(
    " ",
  ),
);

/** A catalogue programme whose funder is named in full: its own title and link are better than the user's shorthand. */
function fromCatalogue(said: string) {
  const w = new Set(words(said));
  const byOrg = GRANT_CATALOGUE.filter((g) => words(g.organization).every((x) => w.has(x)));
  if (!byOrg.length) return undefined;
  const org = byOrg.sort((a, b) => b.organization.length - a.organization.length)[0]!.organization;
  const entries = GRANT_CATALOGUE.filter((g) => g.organization === org);
  const orgWords = new Set(words(org));
  const rest = words(said.replace(GENERIC, " ")).filter((x) => !orgWords.has(x));
  const telling = rest.filter((x) => !WEAK.has(x));
  const entry =
    entries.length === 1 && telling.some((x) => words(entries[0]!.title).includes(x)) ? entries[0] : undefined;
  return { organization: org, entry };
}

/**
 * The deadline said. Works around two chrono readings: "december the 5th" (read as Dec 1) and "last friday" (read
 * forward, as the coming Friday): a deadline said in the past tense is past.
 */
function deadlineOf(s: Sentence): { date: string; past: boolean } | undefined {
  const when = s.whens()[0];
  if (!when) return undefined;
  let date = when.date;
  const after = s.text.slice(when.index + when.text.length);
  const day = /^\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/i.exec(after);
  if (day && /^(?:in\s+|on\s+)?[a-z]+\.?$/i.test(when.text.trim()) && date.endsWith("-01"))
    date = `${date.slice(0, 8)}${day[1]!.padStart(2, "0")}`;
  const past =
    /^last\b|\byesterday\b|\bago\b/i.test(when.text) ||
    /\b(?:was|passed|closed|ended)\s+(?:on\s+)?$/i.test(s.text.slice(0, when.index));
  return { date, past };
}

/**
 * A number standing on its own in a list of a grant's details ("help musicians, 3000, closes 15 january"): with no
 * unit after it, a grant's number is its amount. Three digits at least, so "the 2 of us" or "round 3" are not.
 */
const LONE =
  /(?:^|[\s,;:(-])(\d{1,3}(?:,\d{3})+|\d{3,7})(?:\s?(k|grand|thousand))?(?=\s*(?:[,;.)!?]|$|(?:deadline|due|closes?|closing)\b))/gi;

/** The amount said; a bare number counts ("for 2000", ", 3000,") unless it is part of a date ("deadline is 30 jan"). */
function amountOf(s: Sentence) {
  const inDate = (text: string, at = s.text.indexOf(text)) =>
    s.whens().some((w) => at < w.index + w.text.length && w.index < at + text.length);
  const bare = s.money({ bare: true });
  if (bare && !inDate(bare.text)) return bare;
  const said = s.money();
  if (said) return said;
  for (const m of s.text.matchAll(LONE)) {
    const at = m.index! + m[0].indexOf(m[1]!);
    const text = m[0].slice(m[0].indexOf(m[1]!)).trim();
    if (inDate(text, at)) continue;
    const n = Number(m[1]!.replace(/,/g, "")) * (m[2] ? 1000 : 1);
    return { amount: n, text };
  }
  return undefined;
}

export function readNewGrant(s: Sentence, ctx: ToolContext): Understood<NewGrant> {
  const when = deadlineOf(s);
  const money = amountOf(s);
  let text = s.rest(CUT);
  if (money) {
    // The amount as said ("to 5000") may have lost its lead word to CUT already: take out the number itself.
    const figure = /[£$€]?\s?\d[\d,.]*(?:\s?(?:k|grand|thousand))?/i.exec(money.text)?.[0] ?? money.text;
    text = tidy(text.replace(new RegExp(`(?:\\b(?:for|to)\\s+)?${escapeRegExp(figure)}`, "i"), " "));
  }
  // Cut pieces leave their commas behind ("Touring support, , ").
  text = tidy(text.replace(/\s*,(?:\s*,)+/g, ","));
  text = text.replace(LEAD, "").replace(/^(?:it'?s|it is|this is|its)\s+(?:the\s+|a\s+|an\s+)?/i, "");
  const called = CALLED.exec(text)?.[1];
  const from = FROM.exec(text)?.[1];
  let core = text;
  for (const re of [CALLED, FROM]) core = core.replace(re, " ");
  core = tidy(core.replace(/^(?:the|a|an)\s+/i, ""));
  if (!called && (!core || isGeneric(core)) && !from)
    return {
      ask: 'Which grant should I save? Tell me its name or funder, e.g. "save the PRS Foundation grant, deadline january 15".',
    };

  const cat = fromCatalogue([from, core].filter(Boolean).join(" "));
  let organization = from ? tidy(from) : (cat?.organization ?? capitalRun(core) ?? stripGeneric(core));
  let title = called ? tidy(called) : cat?.entry && !isGeneric(core) ? cat.entry.title : core;
  if (!title || isGeneric(title)) title = `${organization} ${title || "grant"}`;
  if (!organization) organization = stripGeneric(title) || title;
  title = asTitle(title);
  organization = asTitle(organization === organization.toLowerCase() ? titleCase(organization) : organization);

  const args: NewGrant = { title, organization };
  if (money) {
    args.amount = money.amount;
    const note = currencyNote(currencyOf(money.text));
    if (note) args.notes = note;
  }
  if (when) {
    if (when.past || when.date < localDateKey(ctx.now))
      return {
        reply: `That deadline${when.past ? "" : ` (${describeDay(when.date, ctx.now)})`} has already passed, so I haven't saved it. Tell me the next round's deadline.`,
      };
    args.deadline = when.date;
  }
  if (cat?.entry) Object.assign(args, { applicationUrl: cat.entry.applicationUrl, catalogueId: cat.entry.id });

  const all = grantRefs(ctx.db);
  // Already saved: the same name, or every telling word of this one in a saved title ("momentum grant").
  const mine = words(title.replace(GENERIC, " "));
  const saved =
    matchRecords(title, all, (g) => g.title, 0.9)[0]?.record ??
    (mine.length ? all.find((g) => mine.every((w) => words(g.title).includes(w))) : undefined);
  if (saved && (!args.deadline || args.deadline === saved.deadline))
    return {
      reply: `You already saved "${saved.title}" (${saved.organization}). Ask me "when is the ${saved.title} due" or tell me how the application went.`,
      final: true,
    };
  return { args };
}
