import { t } from "elysia";
import { listed } from "../../lib/tool-shapes";
import { defineTool, pastDate, ToolError } from "../../lib/tools";
import { readAhead } from "../../lib/understand/period";
import { asTitle } from "../../lib/understand/titles";
import type { When } from "../../lib/understand/when";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { formatMoney } from "../../shared/money";
import { plural } from "../../shared/text";
import { createOpportunityBody } from "./model";
import type { LicensingOpportunity } from "./schema";
import { createOpportunity, deleteOpportunity, LICENSE_TYPES, listOpportunities } from "./service";
import { atLicensing, companyCase, LICENSING_LISTS } from "./tools-lists";
import SENTENCES from "./sentences.yaml";

/** Sync/licensing opportunities (briefs): logged by talking, and read back by deadline. */

/** film | tv | commercial | game | other, from the words people use for a brief (sentences.yaml's types). */
const TYPE_WORDS = Object.entries((SENTENCES as { types: Record<string, string[]> }).types).map(
  ([type, said]) => [type as (typeof LICENSE_TYPES)[number], new RegExp(`\\b(?:${said.join("|")})\\b`)] as const,
);
const typeOf = (l: string) => TYPE_WORDS.find(([, re]) => re.test(l))?.[0] ?? "other";

const describe = (o: LicensingOpportunity, now: Date) =>
  `"${o.title}" (${o.company}, ${o.type}${o.budget ? `, ${o.budget}` : ""})${o.deadline ? ` closing ${describeDay(o.deadline, now)}` : ""}`;

interface NewOpportunity {
  title?: string;
  company?: string;
  when?: When;
  money?: { amount: number };
  email?: string;
  /** The kind of brief said alone after the company ("volvo commercial"). */
  kind?: string;
}

/** The type said on its own after the title: "Peloton workout ad, commercial, budget $5k" ("workout ad" is the title). */
const SAID_TYPE =
  /^(.+?),\s*(?:a|an|it'?s|it is)?\s*(commercial|ad|advert|tv|television|tv show|series|film|movie|documentary|trailer|game|video game)\s*(?:brief|placement|sync|spot)?[,.]?$/i;

export const opportunityTools = [
  defineTool({
    name: "add_opportunity",
    description:
      "Log a sync licensing opportunity (title, company, type film|tv|commercial|game|other, optional budget, deadline YYYY-MM-DD, contact e-mail).",
    input: createOpportunityBody,
    kind: "write",
    lists: LICENSING_LISTS,
    resolve({ title: said, company, when, money, email, kind }: NewOpportunity, { now }) {
      const past = when && pastDate(when.date, now, "a deadline");
      if (past) return { reply: past, final: true };
      const typed = said ? SAID_TYPE.exec(said) : null;
      const title = typed ? typed[1] : said;
      // "looking for music": what every brief wants, no title of its own (the company and its kind name it).
      const plain = /^(?:(?:a|an|the|some|new)\s+)*(?:music|songs?|tracks?|tunes?)$/i.test(title?.trim() ?? "");
      const what = title && !plain ? asTitle(title.replace(/^(?:a|an|the|some)\s+/i, "")) : undefined;
      if (!what && !company)
        return { ask: 'What is the opportunity? Try "new sync opportunity: car commercial for Ford, deadline Dec 10, pays $5k".' };
      if (!company) return { ask: `Who is "${what}" for? Say it with the company, e.g. "… for Ford".` };
      const type = typeOf(`${typed?.[2] ?? what ?? ""} ${kind ?? ""} ${company}`.toLowerCase());
      return {
        args: {
          title: what || `${companyCase(company)} ${kind ?? (type === "other" ? "opportunity" : type)}`,
          company: companyCase(company),
          type,
          ...(money ? { budget: formatMoney(money.amount) } : {}),
          ...(when ? { deadline: when.date } : {}),
          ...(email ? { contactEmail: email } : {}),
        },
      };
    },
    run(args, { db, now }) {
      const past = args.deadline ? pastDate(args.deadline.slice(0, 10), now, "a deadline") : undefined;
      if (past) throw new ToolError(past);
      const o = createOpportunity(db, { ...args, status: "active" });
      const removed = `Removed the opportunity "${o.title}".`;
      return atLicensing(`Added the ${o.type} opportunity ${describe(o, now)}.`, o, () => (deleteOpportunity(db, o.id), removed));
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
    resolve({ when, soon }: { when?: When; soon?: string }, { now }) {
      // "soon": the next two weeks.
      const w = soon ? { from: localDateKey(now), to: localDateKey(addDays(now, 14)) } : when && readAhead(when.text, now);
      return { args: w?.from ? { from: w.from, to: w.to } : {} };
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
        ? listed(`${plural(list.length, "open sync opportunity", "open sync opportunities")}${when}`, list.map((o) => describe(o, now)))
        : open.length
          ? `No open sync opportunities${when || " with a deadline still to come"}.`
          : 'You have no open sync opportunities. Say "new sync opportunity: car commercial for Ford, deadline Dec 10" to log one.';
      return atLicensing(summary, { from, to, opportunities: list.slice(0, 30) });
    },
  }),
];
