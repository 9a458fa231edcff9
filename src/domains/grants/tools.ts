import { t } from "elysia";
import { defineTool, ToolError, type Tool } from "../../lib/tools";
import { describeDay, localDateKey } from "../../shared/dates";
import { grantStatus } from "./model";
import type { GrantStatus } from "./schema";
import { createGrant, deleteGrant, getGrant, updateGrant } from "./service";
import { findGrant, grantAmount, noGrant, STATUS_WORD } from "./tools-parse";
import { readGrantTools } from "./tools-read";
import { readNewGrant } from "./tools-save";

/** What the assistant can do with grants: save one, mark how an application went, and (tools-read) answer about them. */

const REJECTED =
  /\b(?:rejected|turned (?:us |me )?down|declined|unsuccessful|not successful|didn'?t get|did not get|didnt get|no luck|knocked (?:us |me )?back|said no|fell through|denied|lost out on|passed on (?:us|me))\b/;
const AWARDED = /\b(?:won|win|awarded|received|landed|secured|approved|successful|came through|accepted|got)\b/;
const APPLIED =
  /\b(?:applied|submitted|(?:hit|pressed|clicked|clicked on) (?:the )?submit|sent (?:off|in)|sent (?:the|my|our) application|put in|filed|handed in|finished (?:the|my|our) application)\b|\bapplication(?:'s| is| went| has gone| has been| was)?(?: (?:finally|now|all|officially|just))? (?:in|off|sent|done)\b/;
const EXPLICIT =
  /\b(?:as|to) (applied|submitted|awarded|won|successful|rejected|unsuccessful|declined|discovered|not applied(?: yet)?|open|to apply)\b/;

function statusOf(l: string): GrantStatus | undefined {
  const x = EXPLICIT.exec(l)?.[1];
  if (x) {
    if (/^(?:applied|submitted)$/.test(x)) return "applied";
    if (/^(?:awarded|won|successful)$/.test(x)) return "awarded";
    if (/^(?:rejected|unsuccessful|declined)$/.test(x)) return "rejected";
    return "discovered";
  }
  if (REJECTED.test(l)) return "rejected";
  if (APPLIED.test(l)) return "applied";
  if (AWARDED.test(l)) return "awarded";
  return undefined;
}

/** Words around the grant's name in "we just heard back, we got awarded the momentum fund". */
const STATUS_CUT = [
  EXPLICIT,
  REJECTED,
  APPLIED,
  AWARDED,
  /\b(?:i|we|i'?ve|we'?ve|have|has|had|just|finally|already|officially|actually|good news|great news|bad news|guess what|yay|woohoo|so|oh|hey|um|well|today|yesterday|been|got|get|were|was|is|are|it|status|mark|set|change|update|move|back|off|yet|our|my|for|to|with|the|application|applications|funding)\b/,
];

const NOT_YET = /\b(?:haven'?t|have not|hasn'?t|has not|didn'?t|did not|never|not yet|yet to|still need to)\b/;

/** "can you mark it as applied": a request, not a question. */
const POLITE = /^(?:so |ok |okay |and |also |hey )?(?:can|could|would|will) (?:you|u)\b|^please\b/;

const PREFER: Record<GrantStatus, GrantStatus[]> = {
  applied: ["discovered"],
  awarded: ["applied", "discovered"],
  rejected: ["applied", "discovered"],
  discovered: ["applied", "rejected", "awarded"],
};

const saveGrant = defineTool({
  name: "save_grant",
  description:
    "Save a grant to track: title, funder (organization), optional amount, deadline (YYYY-MM-DD), description, requirements and notes.",
  input: t.Object({
    title: t.String({ minLength: 1, maxLength: 300 }),
    organization: t.String({ minLength: 1, maxLength: 300 }),
    amount: t.Optional(t.Number({ minimum: 0, description: "The most the grant gives, a plain number" })),
    deadline: t.Optional(t.String({ format: "date", description: "Application deadline, YYYY-MM-DD" })),
    notes: t.Optional(t.String({ maxLength: 2000 })),
    description: t.Optional(t.String({ maxLength: 5000, description: "What the grant funds" })),
    requirements: t.Optional(t.String({ maxLength: 5000, description: "Who can apply and what to send" })),
    applicationUrl: t.Optional(t.String({ maxLength: 2000 })),
    catalogueId: t.Optional(t.String({ maxLength: 100 })),
  }),
  kind: "write",
  examples: [
    "save the PRS Foundation grant, deadline january 15, up to £5,000",
    "add a grant from Help Musicians called Do It Differently, deadline 12 december, 3k",
  ],
  patterns: [
    // Above the calendar's "add a <deadline>": a sentence naming a grant is about the grant.
    {
      template:
        "^[please] [can you|could you|would you|will you|i|we|i'd|we'd] [please] [wanna|want to|would like to|like to|need to|should] (save|add|track|log|record|bookmark|store|keep track of|note|put) * (grant|grants|funding|fund|bursary|fellowship|residency|award)",
      weight: 1.2,
    },
    { template: "^new (grant|funding|fund|bursary|fellowship)", weight: 1.2 },
    { template: "(grant|fund|funding|bursary|fellowship) * (add|save|track|log) (it|that|this|them)", weight: 1.1 },
    {
      template:
        "^[so|um|oh|ok|okay|hey] [so|um] [i|we] [just|also] (found|spotted|came across) * (grant|fund|funding|bursary|fellowship)",
      weight: 0.8,
    },
  ],
  unless: [
    /\b(?:task|to-?do|reminder|calendar|diary|schedule)\b/,
    /^(?:please )?(?:add|save|put|log|note) (?:a |an |the )?(?:deadline|event|reminder)\b/,
    // "put in / send off / submit my application" is applying (set_grant_status), not saving a new grant.
    /\b(?:put in|sent in|send in|sent off|send off|submit(?:ted)?|hand(?:ed)? in) (?:my|our|the|an?) (?:application|app|form)\b/,
  ],
  understand: (s, ctx) =>
    s.question && !/^(?:can|could|would|will) you\b/.test(s.lower) ? undefined : readNewGrant(s, ctx),
  run(args, { db, now }) {
    if (args.deadline && args.deadline < localDateKey(now))
      throw new ToolError(`the deadline ${describeDay(args.deadline, now)} has already passed`);
    const grant = createGrant(db, args);
    const amount = grantAmount(grant);
    return {
      summary: `Saved the grant "${grant.title}" from ${grant.organization}${amount ? `, up to ${amount}` : ""}${grant.deadline ? `, deadline ${describeDay(grant.deadline, now)}` : ", no deadline yet"}.`,
      data: grant,
      link: "/grants",
      undo: () => (deleteGrant(db, grant.id), `Removed the grant "${grant.title}".`),
    };
  },
});

const setGrantStatus = defineTool({
  name: "set_grant_status",
  description:
    "Record how a saved grant application stands: discovered (not applied yet), applied, awarded or rejected.",
  input: t.Object({
    id: t.Integer({ minimum: 1, description: "The grant's id (from list_grants)" }),
    status: grantStatus,
  }),
  kind: "write",
  examples: ["I applied for the arts council grant", "we won the PRS grant", "the momentum application got rejected"],
  patterns: [
    {
      template:
        "^[so|oh|and|well|yay|good news|great news] [i|we|i've|we've] [have] [just|finally|already|officially] (applied|submitted|sent off|sent in|put in|filed|handed in|hit submit)",
      weight: 0.95,
    },
    // "society of authors turned me down for …", "the canada council said no": understood only for a saved grant.
    {
      template:
        "(turned (me|us) down|rejected (me|us)|knocked (me|us) back|said no|passed on (me|us)|(i|we) (got|were|was|have been|'ve been) (rejected|turned down|knocked back))",
      weight: 0.9,
    },
    // "the momentum one got rejected", "mmf came through": a saved grant's name before the outcome.
    {
      template:
        "(got|was|were|has been|have been|been|is|'s) (rejected|turned down|approved|accepted|awarded|successful|unsuccessful)",
      weight: 0.85,
    },
    { template: "(came through|fell through)", weight: 0.8 },
    {
      template:
        "(won|got|received|landed|secured|awarded|got awarded|were awarded|didn't get|did not get|didnt get|rejected|turned down|unsuccessful|no luck) * (grant|fund|funding|bursary|fellowship|application)",
      weight: 1,
    },
    {
      template:
        "(application|applications) (is|went|has gone|was|are|'s) [finally|now|all|officially|just] (in|off|sent|done)",
      weight: 1,
    },
    {
      template:
        "(grant|fund|funding|application|bursary|fellowship) * (rejected|turned down|declined|unsuccessful|approved|accepted|awarded|successful|came through|(didn't|didnt|did not) get it|got it|won it|no luck)",
      weight: 1,
    },
    {
      template:
        "^<polite> [can u|could u|pls|plz] (mark|set|change|update|move|put) * (as|to) (applied|submitted|awarded|won|successful|rejected|unsuccessful|declined|discovered)",
      weight: 1.1,
    },
  ],
  understand(s, ctx) {
    if (s.question && !/^(?:i|we)\b/.test(s.lower) && !POLITE.test(s.lower)) return undefined;
    const status = statusOf(s.lower);
    if (!status) return undefined;
    // "I haven't applied for the open fund yet" says it is not done.
    if (status !== "rejected" && NOT_YET.test(s.lower)) return undefined;
    const phrase = s.rest(STATUS_CUT);
    if (!phrase) return { ask: 'Which grant? Say its name, e.g. "I applied for the arts council grant".' };
    const found = findGrant(ctx, phrase, PREFER[status]);
    if ("none" in found) {
      // "we won the gig" is not about grants; "I applied for the guggenheim fellowship" is, and isn't saved.
      return /\b(?:grants?|fund|funding|bursary|fellowship|application)\b/.test(s.lower)
        ? { reply: noGrant(found.none) }
        : undefined;
    }
    if ("ask" in found) return found;
    if (found.grant.status === status)
      return { reply: `"${found.grant.title}" is already marked ${STATUS_WORD[status]}.` };
    return { args: { id: found.grant.id, status } };
  },
  run({ id, status }, { db }) {
    const before = getGrant(db, id);
    const grant = updateGrant(db, id, { status });
    const name = `"${grant.title}" (${grant.organization})`;
    const summary =
      status === "awarded"
        ? `Congratulations! Marked ${name} as awarded.`
        : status === "rejected"
          ? `Sorry to hear that. Marked ${name} as not successful.`
          : status === "applied"
            ? `Marked ${name} as applied. Good luck!`
            : `Marked ${name} as not applied yet.`;
    return {
      summary,
      data: grant,
      link: "/grants",
      undo: () => (
        updateGrant(db, id, { status: before.status }),
        `"${grant.title}" is ${STATUS_WORD[before.status]} again.`
      ),
    };
  },
});

/** What the assistant can do in this domain (see src/lib/tools.ts). */
export const grantsTools: Tool[] = [saveGrant, setGrantStatus, ...readGrantTools];
