import { t } from "elysia";
import { defineTool, ToolError } from "../../lib/tools";
import { asTitle, tidy } from "../../lib/understand/sentence";
import { addDays, describeDay, localDateKey, monthRange, weekRange, MONTH_NAMES } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { listOf, plural } from "../../shared/text";
import { createOpportunityBody } from "./model";
import { desc } from "drizzle-orm";
import { licensingOpportunities, musicSupervisors, type LicensingOpportunity } from "./schema";
import type { Db } from "../../db/client";
import { createOpportunity, deleteOpportunity, LICENSE_TYPES, listOpportunities } from "./service";
import { cutLead, datesSaid, pastDate, POLITE_LEAD, restOf, titleCase, unpunct } from "./tools-shared";

/** Sync/licensing opportunities (briefs): logged by talking, and read back by deadline. */

const NOUN = String.raw`(?:opportunity|opportunities|opp|opps|brief|briefs|request|listing|lead|pitch)`;
const ADD_LEAD = new RegExp(
  String.raw`^(?:add|create|make|new|log|save|record|enter|track|put|got|i got|i have|we have|we've got|i've got|just got|there'?s|there is)(?:\s+(?:a|an|another|new|the|one more|me a))*(?:\s+(?:sync|synch|licen[cs]ing|placement|tv|film|ad|music))*\s+${NOUN}\b`,
);
const NEW_LEAD = new RegExp(String.raw`^(?:a\s+)?(?:new\s+)?(?:sync|synch|licen[cs]ing|placement)\s+${NOUN}\b`);
/** Words around the deadline and fee that are not part of the title. */
const DETAIL_WORDS = [
  /\b(?:with )?(?:a |the )?(?:deadline|due(?: date)?|closes|closing|close|submissions? (?:close|due)|by|until)(?: (?:is|of|on|date))?\b/,
  /\b(?:it |that )?(?:pays|paying|pay|budget(?: is| of)?|fee(?: is| of)?|offering|worth|for about|around)\b/,
  /\b(?:to (?:my|the) (?:sync|licensing) (?:list|opportunities)|on (?:my|the) (?:sync|licensing) (?:list|board))\b/,
];
const COMP_STOP = String.raw`(?:for|from|with|and|due|by|at|about|to|in|on|who|which|that|they|their|it)`;
const COMP = String.raw`([a-z0-9&][\w&'.-]*(?:\s+(?!${COMP_STOP}\b)[\w&'.-]+){0,3}?)(?=\s*(?:,|\.|$)|\s+${COMP_STOP}\b)`;
const COMPANY_RES = [
  new RegExp(String.raw`\bfrom\s+(?!(?:a|an|the|my|this)\b)${COMP}`),
  new RegExp(String.raw`\bfor\s+(?!(?:a|an|the|my|this|their|some)\b)${COMP}`),
  new RegExp(String.raw`\b(?:with|at|by)\s+(?!(?:a|an|the|my|this)\b)${COMP}`),
];

/** film | tv | commercial | game | other, from the words people use for a brief. */
export function typeOf(l: string): (typeof LICENSE_TYPES)[number] {
  if (/\b(?:video ?games?|games?|gaming)\b/.test(l)) return "game";
  if (/\b(?:commercials?|ads?|adverts?|advertisements?|advertising|spots?|brand campaign|promo)\b/.test(l))
    return "commercial";
  if (/\b(?:tv|television|series|episodes?|season|sitcom|show|streaming show)\b/.test(l)) return "tv";
  if (/\b(?:films?|movies?|features?|documentar(?:y|ies)|docs?|trailers?|short film|cinema)\b/.test(l)) return "film";
  return "other";
}

function companyAndTitle(text: string, known: string[]): { company?: string; title: string } {
  const lower = text.toLowerCase();
  for (const re of COMPANY_RES) {
    const m = re.exec(lower);
    if (!m?.[1]) continue;
    const start = m.index + m[0].lastIndexOf(m[1]);
    const company = text.slice(start, start + m[1].length).trim();
    const title = `${text.slice(0, m.index)} ${text.slice(start + m[1].length)}`;
    return { company: titleCase(company), title: cleanTitle(title) };
  }
  // "netflix thriller series": a company already in the user's supervisors or opportunities.
  const k = known.find((c) =>
    new RegExp(`\\b${c.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(lower),
  );
  if (k) {
    const i = lower.indexOf(k.toLowerCase());
    return { company: k, title: cleanTitle(`${text.slice(0, i)} ${text.slice(i + k.length)}`) };
  }
  // "a BBC nature documentary": a brand said in capitals inside the title.
  const caps =
    /\b(?!TV\b|PRO\b|AD\b)[A-Z][A-Z0-9&]{1,9}\b/.exec(text) ??
    /(?<=\S\s+)(?!(?:I|The|A|An)\b)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\b/.exec(text);
  return { company: caps?.[0], title: cleanTitle(text) };
}
const cleanTitle = (s: string) =>
  asTitle(
    tidy(s)
      .replace(/^(?:for|from|with|a|an|the|to|is|it's|its)\s+/i, "")
      .replace(/^(?:needs?|wants?|is looking for|looking for|are looking for|after)\s+/i, "")
      .replace(/^(?:a|an|the|some)\s+/i, ""),
  );

/** Companies the user already works with (a few hundred at most), longest first so "HBO Max" wins over "HBO". */
const knownCompanies = (db: Db) =>
  [
    ...new Set([
      // Only the company column, in the screens' order (years of opportunities: whole rows would cost more).
      ...db
        .select({ company: musicSupervisors.company })
        .from(musicSupervisors)
        .orderBy(desc(musicSupervisors.createdAt), desc(musicSupervisors.id))
        .all()
        .map((x) => x.company),
      ...db
        .select({ company: licensingOpportunities.company })
        .from(licensingOpportunities)
        .orderBy(desc(licensingOpportunities.createdAt), desc(licensingOpportunities.id))
        .all()
        .map((x) => x.company),
    ]),
  ]
    .filter((c): c is string => !!c && c.length > 1)
    .sort((a, b) => b.length - a.length);

const describe = (o: LicensingOpportunity, now: Date) =>
  `"${o.title}" (${o.company}, ${o.type}${o.budget ? `, ${o.budget}` : ""})${o.deadline ? ` closing ${describeDay(o.deadline, now)}` : ""}`;

const MONTHS = MONTH_NAMES;

/** The deadline window a question asks about, or none for every open opportunity. */
function windowOf(l: string, now: Date): { from: string; to: string; label: string } | undefined {
  const today = localDateKey(now);
  const span = (days: number, label: string) => ({ from: today, to: localDateKey(addDays(now, days)), label });
  if (/\btoday\b/.test(l)) return span(0, "today");
  if (/\btomorrow\b/.test(l))
    return { from: localDateKey(addDays(now, 1)), to: localDateKey(addDays(now, 1)), label: "tomorrow" };
  if (/\bnext week\b/.test(l)) return { ...weekRange(now, 1), label: "next week" };
  if (/\b(?:this week|next (?:7|seven) days|(?:the )?(?:next )?few days)\b/.test(l))
    return { from: today, to: weekRange(now).to, label: "this week" };
  if (/\bnext month\b/.test(l)) return { ...monthRange(now, 1), label: "next month" };
  if (/\b(?:this month|end of (?:the )?month)\b/.test(l))
    return { from: today, to: monthRange(now).to, label: "this month" };
  const month = MONTHS.findIndex((m) => new RegExp(`\\b(?:${m}|${m.slice(0, 3)})\\b`).test(l) && m !== "may");
  if (month >= 0) {
    const offset = (month - now.getMonth() + 12) % 12;
    const r = monthRange(now, offset);
    return { from: r.from < today ? today : r.from, to: r.to, label: `in ${r.label}` };
  }
  if (/\b(?:soon|coming up|upcoming|next (?:two|2) weeks|fortnight|imminent|shortly)\b/.test(l))
    return span(14, "in the next two weeks");
  return undefined;
}

export const opportunityTools = [
  defineTool({
    name: "add_opportunity",
    description:
      "Log a sync licensing opportunity (title, company, type film|tv|commercial|game|other, optional budget, deadline YYYY-MM-DD, contact e-mail).",
    input: createOpportunityBody,
    kind: "write",
    examples: [
      "new sync opportunity: car commercial for Ford, deadline dec 10, pays $5k",
      "log a sync brief from Netflix for a teen drama, due Jan 8",
    ],
    patterns: [
      {
        template:
          "^[please] <add> * (sync|synch|licensing|licencing|placement) (opportunity|brief|opp|request|listing|lead)",
        weight: 1.25,
      },
      { template: "^[please] <add> * (opportunity|opp)", weight: 1.2 },
      { template: "^[a] [new] (sync|synch|licensing|licencing|placement) (opportunity|brief|opp)", weight: 1.25 },
      {
        template:
          "^(there's|theres|there is|i've got|ive got|i got|we got|got) [a|an|another] [new] (sync|synch|licensing|licencing|placement) (opportunity|brief|opp)",
        weight: 1.25,
      },
    ],
    unless: [/\bgrants?\b|\bfunding\b/],
    understand(s, { db, now }) {
      if (s.question) return undefined;
      const when = datesSaid(s)[0];
      const past = when && pastDate(when.date, now, "a deadline");
      if (past) return { reply: past };
      const text = cutLead(unpunct(restOf(s, DETAIL_WORDS)), [POLITE_LEAD, ADD_LEAD, NEW_LEAD]);
      const { company, title } = companyAndTitle(text, knownCompanies(db));
      if (!title && !company)
        return {
          ask: 'What is the opportunity? Try "new sync opportunity: car commercial for Ford, deadline Dec 10, pays $5k".',
        };
      if (!company) return { ask: `Who is "${title}" for? Say it with the company, e.g. "… for Ford".` };
      const args: {
        title: string;
        company: string;
        type: string;
        budget?: string;
        deadline?: string;
        contactEmail?: string;
      } = {
        title: title || `${company} ${typeOf(s.lower)}`,
        company,
        type: typeOf(s.lower),
      };
      const money = s.money();
      if (money) args.budget = formatMoney(money.amount);
      if (when) args.deadline = when.date;
      const email = s.email();
      if (email) args.contactEmail = email;
      return { args, confidence: 0.9 };
    },
    run(args, { db, now }) {
      const past = args.deadline ? pastDate(args.deadline.slice(0, 10), now, "a deadline") : undefined;
      if (past) throw new ToolError(past);
      const o = createOpportunity(db, { ...args, status: "active" });
      return {
        summary: `Added the ${o.type} opportunity ${describe(o, now)}.`,
        data: o,
        link: "/licensing",
        undo: () => (deleteOpportunity(db, o.id), `Removed the opportunity "${o.title}".`),
      };
    },
  }),

  defineTool({
    name: "opportunities_due",
    description:
      "Read open sync licensing opportunities by deadline (window: soon, this week, this month, a month, or all open).",
    input: t.Object({
      from: t.Optional(t.String({ format: "date", description: "First deadline day, YYYY-MM-DD" })),
      to: t.Optional(t.String({ format: "date", description: "Last deadline day, YYYY-MM-DD" })),
    }),
    kind: "read",
    examples: [
      "which opportunities close soon?",
      "any sync deadlines this month?",
      "what licensing opportunities do I have",
    ],
    patterns: [
      { template: "<show> * (opportunities|opportunity|opps|briefs)", weight: 1.05 },
      {
        template:
          "* (sync|synch|licensing|licencing|placement) (deadlines|deadline|opportunities|opportunity|briefs|opps)",
        weight: 1,
      },
      {
        template:
          "* (closing|close|closes|due|deadline|deadlines) * (sync|synch|licensing|licencing|placement|opportunities)",
        weight: 1,
      },
    ],
    unless: [/\bgrants?\b|\bfunding\b|\baction items?\b/],
    understand(s, { now }) {
      const w = windowOf(s.lower, now);
      return { args: w ? { from: w.from, to: w.to } : {} };
    },
    run({ from, to }, { db, now }) {
      const today = localDateKey(now);
      const open = listOpportunities(db).filter((o) => o.status === "active" || o.status === "pending");
      const list = open
        .filter((o) =>
          from || to
            ? !!o.deadline && o.deadline >= (from ?? today) && o.deadline <= (to ?? "9999")
            : !o.deadline || o.deadline >= today,
        )
        .sort((a, b) => (a.deadline ?? "9999").localeCompare(b.deadline ?? "9999"));
      const when =
        from || to
          ? ` closing ${from === to ? describeDay(from!, now) : `between ${describeDay(from ?? today, now)} and ${describeDay(to!, now)}`}`
          : "";
      const summary = list.length
        ? `${plural(list.length, "open sync opportunity", "open sync opportunities")}${when}: ${listOf(
            list.map((o) => describe(o, now)),
            8,
          )}.`
        : open.length
          ? `No open sync opportunities${when || " with a deadline still to come"}.`
          : 'You have no open sync opportunities. Say "new sync opportunity: car commercial for Ford, deadline Dec 10" to log one.';
      return { summary, data: { from, to, opportunities: list.slice(0, 30) }, link: "/licensing" };
    },
  }),
];
