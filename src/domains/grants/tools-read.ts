import { t } from "elysia";
import { defineTool, type ToolContext } from "../../lib/tools";
import type { Sentence } from "../../lib/understand/sentence";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { grantStatus } from "./model";
import { and, asc, desc, eq, gte, isNotNull, lt, ne } from "drizzle-orm";
import { grants, type GrantStatus } from "./schema";
import { listGrants } from "./service";
import { findGrants } from "./tools-find";
import { findGrant, grantLine, noGrant, STATUS_WORD } from "./tools-parse";
import { deadlineWindow } from "./tools-window";

/** Answers about grants: deadlines coming up, the saved list and one grant's standing, and the built-in catalogue. */

/** Frame words of a question about grants; what is left names one grant ("when is the arts council grant due"). */
const FRAME = [
  /\b(?:how|many|much|number|count|when|whens|when's|what|what's|whats|which|is|are|was|were|do|does|did|have|has|i|we|you|me|my|our|the|a|an|any|anything|all|show|list|tell|give|check|see|of|for|on|to|at|in|it|its|it's|that|there|still|yet|so|far|again|please)\b/,
  /\b(?:deadlines?|due|due date|closing|close|closes|date|coming up|upcoming|soon|next|urgent|need|apply|applying|applied|application|applications|status|standing|hear back|heard back|win|won|get|got|awarded|rejected|submit|submitted|pending|waiting|thing|one|grants?|funding|go|going|gone|went|turn out|turned out|get on|got on|worth|give|gives|pay|pays|offer|offers|saved|save|tracking|tracked|got|already|closed|shut|shuts|haven't|havent|not)\b/,
];

function namedGrant(s: Sentence, ctx: ToolContext): ReturnType<typeof findGrant> | undefined {
  const phrase = s.rest(FRAME);
  if (!phrase || phrase.split(/\s+/).every((w) => w.length < 3)) return undefined;
  // A question is more likely about a grant still in play than one already decided.
  return findGrant(ctx, phrase, ["discovered", "applied", "awarded", "rejected"]);
}

const grantDeadlines = defineTool({
  name: "grant_deadlines",
  description:
    "Grant deadlines still to apply for: in the next N days (default 30), this week/month, urgent (7 days), missed; or one grant's deadline.",
  input: t.Object({
    days: t.Optional(t.Integer({ minimum: 0, maximum: 366, description: "Look this many days ahead (default 30)" })),
    missed: t.Optional(t.Boolean({ description: "Deadlines that passed before applying" })),
    id: t.Optional(t.Integer({ minimum: 1, description: "One grant's deadline" })),
    from: t.Optional(t.String({ format: "date" })),
    to: t.Optional(t.String({ format: "date" })),
    label: t.Optional(t.String({ maxLength: 60 })),
  }),
  kind: "read",
  examples: [
    "what grant deadlines are coming up",
    "which grants are due this month",
    "when is the arts council grant due",
  ],
  patterns: [
    {
      template:
        "(grant|grants|funding|fund|application|applications|bursary|fellowship) * (deadline|deadlines|due|closing|close|closes|urgent|soon|coming up|upcoming)",
      weight: 1,
    },
    {
      template:
        "(deadline|deadlines|due|urgent|closing) * (grant|grants|funding|fund|application|applications|bursary|fellowship)",
      weight: 1,
    },
    { template: "(grant|funding) deadlines", weight: 1.1 },
    // "did the new music usa thing close already": understood only when a saved grant is named.
    {
      template:
        "^(did|has|have|is|was|when|whens|when's|when does|when did) * (close|closes|closed|closing|shut|shuts)",
      weight: 0.8,
    },
    // Above the calendar's "when is <event>": understood only when a saved grant is named.
    { template: "^(when|whens|when's|what's|whats|what is) [is|the] * (deadline|due|closing date)", weight: 1.15 },
  ],
  understand(s, ctx) {
    const named = namedGrant(s, ctx);
    if (named && "grant" in named) return { args: { id: named.grant.id } };
    if (named && "ask" in named) return named;
    const about = /\b(?:grants?|funding|fund|bursar(?:y|ies)|fellowships?|applications?)\b/.test(s.lower);
    if (!about) return undefined;
    const w = deadlineWindow(s.lower, ctx.now);
    if (
      named &&
      /^(?:when|whens|when's|what's the deadline|whats the deadline)\b/.test(s.lower) &&
      w !== "past" &&
      !/\b(?:grants|deadlines)\b/.test(s.lower)
    )
      return { reply: noGrant(named.none) };
    return { args: w === "past" ? { missed: true } : w };
  },
  run({ id, missed, from, to, label, days }, { db, now }) {
    const today = localDateKey(now);
    if (id) {
      const g = db.select().from(grants).where(eq(grants.id, id)).get();
      if (!g) return { summary: "I couldn't find that grant." };
      const when = !g.deadline
        ? "has no deadline saved"
        : g.deadline < today
          ? `closed ${describeDay(g.deadline, now)}`
          : `is due ${describeDay(g.deadline, now)}`;
      return { summary: `${grantLine(g, now)} ${when}; ${STATUS_WORD[g.status]}.`, data: g, link: "/grants" };
    }
    // Not applied for yet, by deadline (then newest first, as the list screen orders ties), filtered in SQL.
    const start = from ?? today;
    const open = db
      .select()
      .from(grants)
      .where(
        and(
          eq(grants.status, "discovered"),
          isNotNull(grants.deadline),
          ne(grants.deadline, ""),
          missed ? lt(grants.deadline, today) : gte(grants.deadline, start),
        ),
      )
      .orderBy(asc(grants.deadline), desc(grants.createdAt), desc(grants.id))
      .all();
    if (missed) {
      const list = open.filter((g) => g.deadline! < today);
      return {
        summary: list.length
          ? `${plural(list.length, "deadline")} passed before you applied: ${listOf(list.map((g) => grantLine(g, now)))}.`
          : "You haven't missed any grant deadlines.",
        data: list,
        link: "/grants",
      };
    }
    const end = to ?? localDateKey(addDays(now, days ?? 30));
    const when = label ?? `in the next ${days ?? 30} days`;
    const list = open.filter((g) => g.deadline! >= start && g.deadline! <= end);
    const next = open.find((g) => g.deadline! > end);
    const summary = list.length
      ? `Grant deadlines ${when} (not applied yet): ${listOf(
          list.map((g) => grantLine(g, now)),
          8,
        )}.`
      : `No grant deadlines ${when}.${next ? ` The next one is ${grantLine(next, now)}.` : ""}`;
    return { summary, data: list, link: "/grants" };
  },
});

function statusAsked(l: string): GrantStatus | undefined {
  if (/\b(?:rejected|unsuccessful|turned down|didn'?t get|declined|failed)\b/.test(l)) return "rejected";
  if (/\b(?:won|win|awarded|successful|got|received)\b/.test(l)) return "awarded";
  if (/\b(?:not applied|haven'?t applied|to apply|discovered|not yet)\b/.test(l)) return "discovered";
  if (/\b(?:applied|submitted|pending|waiting|in progress)\b/.test(l)) return "applied";
  return undefined;
}

const listGrantsTool = defineTool({
  name: "list_grants",
  description:
    "The saved grants, optionally by status (discovered, applied, awarded, rejected), or one grant's standing.",
  input: t.Object({
    status: t.Optional(grantStatus),
    id: t.Optional(t.Integer({ minimum: 1 })),
    funder: t.Optional(t.String({ maxLength: 300, description: "Only this funder's grants (organization)" })),
  }),
  kind: "read",
  examples: ["what grants have I applied for", "show me my grants", "did I apply for the jazz road grant yet"],
  patterns: [
    { template: "<show> * (grants|grant applications|funding applications|applications)", weight: 0.85 },
    { template: "(my|our|saved) grants", weight: 0.9 },
    {
      template: "(which|what) (grants|applications) * (applied|won|awarded|rejected|pending|got|submitted|successful)",
      weight: 0.95,
    },
    {
      template:
        "^(did|have|has) (i|we) * (apply|applied|win|won|get|got|hear back|heard back|submit|submitted) * (grant|fund|funding|application|bursary|fellowship)",
      weight: 0.95,
    },
    {
      template:
        "^(is|was|are|were) * (grant|fund|application|bursary|fellowship) * (applied|awarded|rejected|submitted|pending|successful)",
      weight: 0.9,
    },
    { template: "(status|how is|how's|hows) * (grant|application|bursary|fellowship)", weight: 0.9 },
    {
      template:
        "^(i|we) (haven't|havent|have not|didn't|didnt|did not) [yet] (apply|applied|submit|submitted|send|sent) * (grant|fund|funding|application|bursary|fellowship)",
      weight: 0.9,
    },
    // "how did the canada council one go", "how much is the arts council grant worth": one saved grant.
    { template: "^how (did|is|was|has|'s|are|were) * (go|going|gone|turn out|turned out|get on|got on)", weight: 0.85 },
    {
      template:
        "(how much|what) * (grant|fund|funding|bursary|fellowship|award) * (worth|give|gives|pay|pays|offer|offers)",
      weight: 0.95,
    },
    { template: "(grant|fund|funding|bursary|fellowship) * (worth|amount|how much)", weight: 0.9 },
  ],
  understand(s, ctx) {
    const about = /\b(?:grants?|funding|fund|bursar(?:y|ies)|fellowships?|applications?)\b/.test(s.lower);
    const named = namedGrant(s, ctx);
    // "which prs foundation grants…": several of one funder's grants, listed.
    const funder = /\bgrants\b/.test(s.lower) && named && "funder" in named ? named.funder : undefined;
    const status = statusAsked(s.lower);
    if (funder) return { args: status ? { funder, status } : { funder } };
    if (named && "grant" in named) return { args: { id: named.grant.id } };
    if (named && "ask" in named) return named;
    // "how did the gig go" is not about grants: only a sentence that says grant is told none is saved.
    if (named && "none" in named)
      return about && /^(?:did|have|has|is|was|how)\b/.test(s.lower)
        ? { reply: noGrant(named.none) }
        : about
          ? { args: status ? { status } : {} }
          : undefined;
    return about ? { args: status ? { status } : {} } : undefined;
  },
  run({ status, id, funder }, { db, now }) {
    if (id) {
      const g = db.select().from(grants).where(eq(grants.id, id)).get();
      if (!g) return { summary: "I couldn't find that grant." };
      return { summary: `${grantLine(g, now)}: ${STATUS_WORD[g.status]}.`, data: g, link: "/grants" };
    }
    const list = funder
      ? db
          .select()
          .from(grants)
          .where(and(eq(grants.organization, funder), status ? eq(grants.status, status) : undefined))
          .orderBy(desc(grants.createdAt), desc(grants.id))
          .all()
      : listGrants(db, status ? { status } : {});
    const which = `${status ? `${STATUS_WORD[status]} ` : ""}${funder ? `${funder} ` : ""}`;
    const summary = !list.length
      ? funder
        ? `No ${which}grants saved.`
        : status
          ? `No grants are marked ${STATUS_WORD[status]}.`
          : 'You have no saved grants yet. Ask me "find grants for …" to search, or "save the … grant".'
      : status || funder
        ? `${plural(list.length, `${which}grant`)}: ${listOf(
            list.map((g) => grantLine(g, now, { status: !status })),
            8,
          )}.`
        : `You have ${plural(list.length, "grant")}: ${listOf(
            list.map((g) => grantLine(g, now, { status: true })),
            8,
          )}.`;
    return { summary, data: list, link: "/grants" };
  },
});

export const readGrantTools = [grantDeadlines, listGrantsTool, findGrants];
