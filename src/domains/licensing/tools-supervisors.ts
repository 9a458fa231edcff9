import { t } from "elysia";
import { defineTool, type ToolContext } from "../../lib/tools";
import { matchRecords } from "../../lib/understand/records";
import { type Sentence } from "../../lib/understand/sentence";
import { localDateKey } from "../../shared/dates";
import { listOf, words } from "../../shared/text";
import { createSupervisorBody } from "./model";
import { desc, eq } from "drizzle-orm";
import { musicSupervisors, type MusicSupervisor } from "./schema";
import { CONTACT_STATUSES, createSupervisor, deleteSupervisor, updateSupervisor } from "./service";
import { cutLead, POLITE_LEAD, restOf, titleCase, unpunct } from "./tools-shared";

/** Music supervisors: added, moved along not contacted → contacted → responded → relationship, and chased. */

type Status = (typeof CONTACT_STATUSES)[number];
export const label = (s: string) => s.replace(/_/g, " ");
export const who = (m: Pick<MusicSupervisor, "name" | "company">) => (m.company ? `${m.name} (${m.company})` : m.name);

/** A supervisor called a contact: "sync contact", "licensing contact", "music sup contact" (plain "contact" is outreach's). */
const SYNC_CONTACT = String.raw`(?:sync|synch|licen[cs]ing|placement|music supervisor|supervisor)\s+contact`;

// A person's name: one to three words, ended by a word that starts the next detail.
const NAME = String.raw`([a-z][a-z'.-]*(?:\s+(?!(?:from|at|with|who|and|she|he|they|works?|working|of|for|as|to|is|in)\b)[a-z][a-z'.-]*){0,2})`;
const NAME_RES = [
  new RegExp(String.raw`\b(?:named|called|name is|name's|names)\s+${NAME}`),
  new RegExp(String.raw`\bsupervisor\s+(?!(?:named|called|from|at|with|for|who|to|is|and|list|contacts?)\b)${NAME}`),
  new RegExp(
    String.raw`^(?:add|save|put|create|log|enter|store|new)\s+(?!(?:a|an|the|my|new|music)\b)${NAME}\s+(?:(?:in|down|up)\s+)?(?:as|to|in|on|onto|into)\s+(?:a|an|my|the)?\s*(?:new\s+)?(?:(?:music\s+)?supervisor|${SYNC_CONTACT}|(?:sync|synch|licen[cs]ing)\s+contact)`,
  ),
  // "new sync contact: Oliver Grant, music supervisor at BBC Studios".
  new RegExp(
    String.raw`\b${SYNC_CONTACT}(?:\s*[-–:,]\s*|\s+)(?!(?:named|called|from|at|with|for|who|to|is|and)\b)${NAME}`,
  ),
  // "Oliver Grant, music supervisor at BBC", "add Oliver Grant (music supervisor)".
  new RegExp(
    String.raw`^(?:(?:add|save|put|create|log|enter|store|new)\s+)?(?!(?:a|an|the|my|new|music|sync|add|save|put|create|log|enter|store|please|can|could)\b)${NAME}[,\s]+(?:(?:is|who'?s|she'?s|he'?s)\s+)?(?:a|an|the)?\s*(?:music\s+)?supervisor\b`,
  ),
];
const COMPANY = String.raw`([a-z0-9][\w&'.-]*(?:\s+(?!(?:and|she|he|they|who|can|could|please|as|to|her|his|their|email|e-mail|for|from|the music)\b)[\w&'.-]+){0,3})(?=\s*(?:,|$)|\s+(?:and|she|he|they|who|can|could|please|as|to|her|his|their|email|e-mail)\b)`;
const COMPANY_RES = [
  new RegExp(String.raw`\b(?:works?|working|is)\s+(?:at|for|with)\s+(?:the\s+)?${COMPANY}`),
  new RegExp(String.raw`\b(?:from|at|with|of)\s+(?!(?:a|an|the|my|this)\b)${COMPANY}`),
];

function supervisorFields(s: Sentence): { name?: string; company?: string } {
  const text = unpunct(s.rest([/\b(?:today|yesterday|this (?:morning|afternoon|week))\b/]));
  const lower = text.toLowerCase();
  const grab = (res: RegExp[]) => {
    for (const re of res) {
      const m = re.exec(lower);
      if (m?.[1])
        return text.slice(m.index + m[0].lastIndexOf(m[1]), m.index + m[0].lastIndexOf(m[1]) + m[1].length).trim();
    }
    return undefined;
  };
  const name = grab(NAME_RES)?.replace(/[.,]+$/, "");
  const company = grab(COMPANY_RES)?.replace(/[.,]+$/, "");
  return { name: name ? titleCase(name) : undefined, company: company ? titleCase(company) : undefined };
}

/** An ongoing relationship, however it is put: "we're working together now", "on first name terms", "we collaborate". */
const RELATIONSHIP =
  /\brelationship\b|\b(?:on first name terms|regular contact|in touch regularly|(?:work|working|worked) (?:together|with (?:him|her|them))|collaborat(?:e|ing)|(?:are|re) (?:now )?(?:friends|mates|close|tight)|(?:regular|ongoing|proper) (?:thing|partnership|collaboration|collaborator|contact))\b/;

/** What a sentence says happened with a supervisor. */
function statusSaid(l: string): Status | undefined {
  if (/\b(?:not contacted|uncontacted|never contacted)\b/.test(l))
    return /\b(?:mark|set|move|change|put|reset)\b/.test(l) ? "not_contacted" : undefined;
  if (/\b(?:not|n't|never|haven'?t|hasn'?t|didn'?t|yet to|no reply|no response)\b/.test(l)) return undefined;
  if (RELATIONSHIP.test(l)) return "relationship";
  if (
    /\b(?:respond(?:ed)?|repl(?:ied|y)|got back|gotten back|wrote back|written back|answered|heard back|heard from|called me back|emailed me back|came back to me|get back)\b/.test(
      l,
    )
  )
    return "responded";
  if (
    /\b(?:contacted|emailed|e-mailed|reached out|pitched|messaged|wrote to|written to|called|rang|phoned|dm'?d|dmed|pinged|sent|spoke|spoken|talked|chatted|met with|caught up)\b/.test(
      l,
    )
  )
    return "contacted";
  return undefined;
}

const REF_NOISE =
  /\b(?:mark|set|move|moved|change|put|update|switch|reset|as|to|now|is|has|have|had|just|finally|already|i|i've|ive|we|me|my|the|a|an|music|supervisors?|status|contact|about|after|all|back|got|gotten|finally|replied|reply|responded|respond|wrote|written|answered|heard|from|contacted|uncontacted|not|emailed|e-mailed|reached|out|pitched|messaged|called|rang|phoned|dm'?d|dmed|pinged|sent|relationship|an|ongoing|pitch|spoke|spoken|talked|chatted|met|caught|up|got|reply|response|answer|received|email|e-mail|mail|message|today|yesterday|this|morning|afternoon|week|and|are|we're|were|properly|proper|really|working|work|worked|together|collaborating|collaborate|with|terms|first|name|regular|ongoing|good|great|solid|real|got|built|have|now|so)\b/g;

/** The supervisor a sentence names (by name, first name or company); asks on a tie. */
export function findSupervisor(
  ctx: ToolContext,
  phrase: string,
): { record: MusicSupervisor } | { ask: string } | { none: true } {
  // Only what names them, in the screen's order; the one found is read whole.
  const all = ctx.db
    .select({ id: musicSupervisors.id, name: musicSupervisors.name, company: musicSupervisors.company })
    .from(musicSupervisors)
    .orderBy(desc(musicSupervisors.createdAt), desc(musicSupervisors.id))
    .all();
  const m = matchRecords(phrase, all, (x) => [x.name, x.company, x.name.split(" ")[0]]);
  if (!m.length) return { none: true };
  let top = m.filter((x) => x.score >= m[0]!.score - 0.04);
  // "Marcus from HBO": of two HBO supervisors, the one whose name was said too.
  const said = new Set(words(phrase));
  const hits = (r: Pick<MusicSupervisor, "name" | "company">) =>
    [r.name, r.company].filter((n) => n && words(n).some((w) => said.has(w))).length;
  const most = Math.max(...top.map((x) => hits(x.record)));
  top = top.filter((x) => hits(x.record) === most);
  if (top.length === 1)
    return { record: ctx.db.select().from(musicSupervisors).where(eq(musicSupervisors.id, top[0]!.record.id)).get()! };
  return {
    ask: `Which music supervisor do you mean: ${listOf(
      top.slice(0, 4).map((x) => who(x.record)),
      4,
    ).replace(/ and /, " or ")}?`,
  };
}

const STATUS_LIST = t.Union(CONTACT_STATUSES.map((x) => t.Literal(x)));

export const supervisorTools = [
  defineTool({
    name: "add_supervisor",
    description: "Add a music supervisor (name, optional company, e-mail, position, genres) to the sync contacts.",
    input: createSupervisorBody,
    kind: "write",
    examples: ["add music supervisor Jane Doe from Netflix, jane@netflix.com", "new supervisor Rob Hale at Apple TV"],
    patterns: [
      { template: "^[please] <add> * [music] (supervisor|supervisors)", weight: 1.2 },
      { template: "(add|save|put) * (as|to) [a|an|my|the] [new] [music] (supervisor|supervisors)", weight: 1.25 },
      { template: "^[a] new [music] supervisor", weight: 1.2 },
      { template: "(can|could|would|will) you <add> * [music] supervisor", weight: 1.2 },
      { template: "^[music] supervisor * (add|save) (him|her|them)", weight: 1.2 },
      {
        template: "^[please] (<add>|new|another) * (sync|synch|licensing|licencing|placement|supervisor) contact",
        weight: 1.2,
      },
      {
        template: "(add|save|put) * (as|to) [a|an|my|the] [new] (sync|synch|licensing|licencing) (contact|contacts)",
        weight: 1.25,
      },
    ],
    unless: [
      /^(?:which|who|what|how many|list|show|any)\b/,
      /\b(?:campaign|newsletter|blast|mail ?merge|pitch(?:ing)? (?:to|email))\b/,
      // "add song X … to pitch to supervisors" adds a song.
      /^(?:please )?(?:add|new|create|log|save|put|register|upload)(?: (?:a|an|my|the|our|new|another))* (?:song|track|tune|single|instrumental|cue)s?\b/,
    ],
    understand(s) {
      const { name, company } = supervisorFields(s);
      if (!name || name.length < 2)
        return {
          ask: 'What is the supervisor\'s name? Try "add music supervisor Jane Doe from Netflix, jane@netflix.com".',
        };
      const args: { name: string; company?: string; email?: string } = { name };
      if (company) args.company = company;
      const email = s.email();
      if (email) args.email = email;
      return { args, confidence: 0.9 };
    },
    run(args, { db }) {
      const m = createSupervisor(db, { ...args, contactStatus: "not_contacted" });
      return {
        summary: `Added music supervisor ${who(m)}${m.email ? `, ${m.email}` : ""}; marked not contacted yet.`,
        data: m,
        link: "/licensing",
        undo: () => (deleteSupervisor(db, m.id), `Removed music supervisor ${m.name}.`),
      };
    },
  }),

  defineTool({
    name: "set_supervisor_status",
    description: "Record contact with a music supervisor: not_contacted, contacted, responded or relationship.",
    input: t.Object({ id: t.Integer({ minimum: 1, description: "The supervisor's id" }), contactStatus: STATUS_LIST }),
    kind: "write",
    examples: ["jane responded", "mark the netflix supervisor as contacted", "I emailed Tom Becker"],
    patterns: [
      {
        template:
          "^[please] (mark|set|move|change|put|update|switch|reset) * (contacted|responded|replied|relationship|uncontacted)",
        weight: 1.1,
      },
      {
        template: "* (supervisor|supervisors) * (contacted|responded|replied|relationship|got back|wrote back)",
        weight: 1.15,
      },
      {
        template:
          "* (responded|replied|got back|gotten back|wrote back|answered|heard back|called me back|emailed me back)",
        weight: 0.9,
      },
      {
        template:
          "^[i|we] [have|'ve|just|already|finally|also] (contacted|emailed|e-mailed|reached out|pitched|messaged|wrote to|called|rang|phoned|dmed|pinged)",
        weight: 0.9,
      },
      { template: "^[i|we] [have|'ve|just|already|finally] (heard back|heard) from", weight: 0.9 },
      {
        template: "^[i|we] [have|'ve|just|already|finally|also] (spoke|spoken|talked|chatted|met|caught up) (to|with)",
        weight: 0.85,
      },
      { template: "(got|had|received|have) [a|an] (reply|response|answer|email back) from", weight: 0.9 },
      // A relationship told as news ("Sam and I are properly working together now"): only when a supervisor is named.
      {
        template:
          "* (relationship|working together|work together|worked together|collaborating|first name terms|regular contact)",
        weight: 0.85,
      },
    ],
    understand(s, ctx) {
      if (s.question || /\b(?:invoice|payment|paid|station|grant)\b/.test(s.lower)) return undefined;
      const contactStatus = statusSaid(s.lower);
      if (!contactStatus) return undefined;
      const phrase = cutLead(restOf(s), [POLITE_LEAD])
        .toLowerCase()
        .replace(REF_NOISE, " ")
        .replace(/\s+/g, " ")
        .trim();
      const said = /\bsupervisors?\b/.test(s.lower);
      if (!phrase) return said ? { ask: "Which music supervisor?" } : undefined;
      const found = findSupervisor(ctx, phrase);
      if ("record" in found) {
        const was = found.record.contactStatus as Status;
        // Another e-mail to someone who already replied does not move them back to "contacted".
        if (was === contactStatus || (contactStatus === "contacted" && CONTACT_STATUSES.indexOf(was) > 1))
          return { reply: `${found.record.name} is already marked ${label(was)}.` };
        return { args: { id: found.record.id, contactStatus } };
      }
      if ("ask" in found) return found;
      return said
        ? {
            reply: `I couldn't find a music supervisor matching "${phrase}". Ask me "show my music supervisors" to see them.`,
          }
        : undefined;
    },
    run({ id, contactStatus }, { db, now }) {
      const before = db.select().from(musicSupervisors).where(eq(musicSupervisors.id, id)).get();
      const lastContacted = contactStatus === "not_contacted" ? null : localDateKey(now);
      const m = updateSupervisor(db, id, {
        contactStatus,
        lastContacted: contactStatus === "relationship" ? (before?.lastContacted ?? lastContacted) : lastContacted,
      });
      return {
        summary: `${m.name} is now marked ${label(contactStatus)}${before ? ` (was ${label(before.contactStatus)})` : ""}.`,
        data: m,
        link: "/licensing",
        undo: () => {
          updateSupervisor(db, id, {
            contactStatus: before?.contactStatus,
            lastContacted: before?.lastContacted ?? null,
          });
          return `${m.name} is ${label(before?.contactStatus ?? "not_contacted")} again.`;
        },
      };
    },
  }),
];
