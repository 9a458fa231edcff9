import type { Static } from "@sinclair/typebox";
import { t } from "elysia";
import { defineTool, withSentences, ToolError, type Tool, type ToolContext, type Understood } from "../../lib/tools";
import { capitalWords, matchRecords, SMALL_WORDS } from "../../lib/understand/records";
import { type Sentence } from "../../lib/understand/sentence";
import { asTitle, tidy } from "../../lib/understand/titles";
import type { When } from "../../lib/understand/when";
import SENTENCES from "./sentences.yaml";
import { changeWithUndo } from "../../lib/tool-shapes";
import { describeDay, localDateKey } from "../../shared/dates";
import { words } from "../../shared/text";
import { GRANT_CATALOGUE } from "./catalogue";
import { grantStatus } from "./model";
import type { GrantStatus } from "./schema";
import { createGrant, deleteGrant, getGrant, updateGrant } from "./service";
import { anyWord, atGrants, currencyNote, GENERIC, GRANT_LISTS, grantAmount, grantRefs, type GrantRef, noGrant, pickGrant, statusWord, WORDS } from "./tools-lists";
import { readGrantTools } from "./tools-read";
import { integer } from "../../lib/validation";

/** What the assistant can do with grants: save one, mark how an application went, and (tools-read) answer about them. */

/** What a saved grant holds (its amount a plain number, its deadline YYYY-MM-DD). */
const grantInput = t.Object({
  title: t.String({ minLength: 1, maxLength: 300 }),
  organization: t.String({ minLength: 1, maxLength: 300 }),
  amount: t.Optional(t.Number({ minimum: 0, description: "The most the grant gives, a plain number" })),
  deadline: t.Optional(t.String({ format: "date", description: "Application deadline, YYYY-MM-DD" })),
  notes: t.Optional(t.String({ maxLength: 2000 })),
  description: t.Optional(t.String({ maxLength: 5000, description: "What the grant funds" })),
  requirements: t.Optional(t.String({ maxLength: 5000, description: "Who can apply and what to send" })),
  applicationUrl: t.Optional(t.String({ maxLength: 2000 })),
  catalogueId: t.Optional(t.String({ maxLength: 100 })),
});
type NewGrant = Static<typeof grantInput>;

/** A new grant from the slots of "save the PRS Foundation grant, deadline january 15, up to £5,000". */

const isGeneric = (s: string) => !s.replace(GENERIC, " ").replace(/\b(?:the|a|an|new|this)\b/gi, " ").trim();

/** "Arts Council of Wales grant" → "Arts Council of Wales": the run of capitalised words people type for a funder. */
function capitalRun(s: string): string | undefined {
  const runs = [
    ...s.matchAll(/(?:^|\s)((?:\p{Lu}[\p{L}\d_'&.-]*)(?:\s+(?:(?:of|for|and|&|the)\s+)?(?:\p{Lu}[\p{L}\d_'&.-]*))*)/gu),
  ].map((m) => m[1]!);
  // "Aide à l'autoproduction of Fondation Sacem": the run that holds a funder's word is the funder, wherever it is.
  let run = (runs.find((r) => FUNDER.test(r)) ?? runs[0])?.replace(/^The\s+/, "");
  // "FACTOR Juried Sound Recording": a funder's acronym, then its programme's name (no funder's word in it).
  const acronym = run && /^((?:[A-Z]{2,}\s+)*[A-Z]{2,})\s+([A-Z][a-z].*)$/.exec(run);
  if (acronym && !FUNDER.test(acronym[2]!)) run = acronym[1];
  // "Creative NZ Arts Grant", "Help Musicians UK Creative Programme": a funder's name ending in capitals, then its
  // programme's name (unless a funder's noun ends it: "BBC Music Trust").
  const capitalsLast = run && /^((?:[A-Z][\w'&.-]*\s+)+[A-Z]{2,})\s+([A-Z][a-z].*)$/.exec(run);
  if (capitalsLast && !anyWord(WORDS.funderend).test(capitalsLast[2]!)) run = capitalsLast[1];
  // "Ontario Arts Council Recording Projects": the funder's name ends at its noun, the programme's name follows it.
  // ("Bourse Création of Fondation Lumière", "Fondation Sacem": where the funder's noun comes first, its name follows.)
  const ofFunder = run && new RegExp(`\\s(?:of|by)\\s+((?:${WORDS.funderend.join("|")})\\s.*)$`, "iu").exec(run);
  if (ofFunder) return ofFunder[1];
  const ended = run && new RegExp(`^(.+?\\s(?:${WORDS.funderend.join("|")}))\\s+(?!(?:of|for|and|the)\\b)[A-Z]`, "i").exec(run);
  if (ended) run = ended[1];
  const placed = run && new RegExp(`^(\\S+.*?\\s(?:${WORDS.funderplace.join("|")}))\\s+(?!(?:of|for|and|the|${WORDS.funderend.join("|")})\\b)[A-Z]`, "i").exec(run);
  if (placed) run = placed[1];
  return run && !isGeneric(run) && run !== s ? run : undefined;
}
const stripGeneric = (s: string) =>
  tidy(s.replace(/^(?:the|a|an)\s+/i, "").replace(new RegExp(`(?:\\s+(?:${GENERIC.source}))+$`, "i"), ""));

/** Words in many programmes' titles (sentences.yaml's weak): "touring support" is not the funder's "health support". */
const WEAK = new Set(WORDS.weak);

/** A catalogue programme whose funder is named in full: its own title and link are better than the user's shorthand. */
function fromCatalogue(said: string) {
  const w = new Set(words(said));
  const byOrg = GRANT_CATALOGUE.filter((g) => words(g.organization).every((x) => w.has(x)));
  if (!byOrg.length) return undefined;
  const org = byOrg.sort((a, b) => b.organization.length - a.organization.length)[0]!.organization;
  const entries = GRANT_CATALOGUE.filter((g) => g.organization === org);
  const orgWords = words(org);
  const telling = words(said.replace(GENERIC, " ")).filter((x) => !orgWords.includes(x) && !WEAK.has(x));
  const only = entries.length === 1 ? entries[0]! : undefined;
  return { organization: org, entry: only && telling.some((x) => words(only.title).includes(x)) ? only : undefined };
}

/** Words that make a phrase a funder's name: "… Foundation", "Arts Council …", "… Trust". */
const FUNDER = anyWord(WORDS.funder);

/**
 * "help musicians uk, creative programme": a funder said first, a comma, then its programme. The funder is the first
 * part as said (it may name the funder more fully than the catalogue: "Help Musicians UK"). "Venue Support Scheme,
 * Music Venue Trust": the programme first, then a funder (a funder's word, a known funder, or a name in capitals).
 * Undefined when neither part reads as the funder ("open fund, prs foundation" reads the usual way).
 */
function twoParts(core: string): { organization: string; title: string } | undefined {
  const m = /^([^,]+),\s*([^,]+)$/.exec(core);
  if (!m) return undefined;
  const [first, rest] = [tidy(m[1]!), tidy(m[2]!)];
  if (!first || !rest || isGeneric(first) || isGeneric(rest) || /^(?:from|by|run by|offered by)\b/i.test(rest)) return undefined;
  // (A catalogue funder is found only when every word of its name was said.)
  const funder = (part: string) => FUNDER.test(part) || !!fromCatalogue(part);
  if (funder(first)) return { organization: first, title: rest };
  const named = rest.split(/\s+/).every((w) => /^[A-Z0-9&]/.test(w) || SMALL_WORDS.test(w));
  return funder(rest) || named ? { organization: rest, title: first } : undefined;
}

interface SaveSlots {
  title?: string;
  organization?: string;
  money?: { amount: number; text: string; currency?: string };
  amount?: number;
  kind?: string;
  when?: When;
  asked?: boolean;
  labelled?: boolean;
  possessive?: boolean;
}

/** "grant: …", "new fund - …": the kind said first as a label ("grant access to the drive …" is no grant). */
const LABEL = /^\W*(?:new\s+\S+|\S+(?:\s+opportunity)?\s*[:\-–—])/i;

/**
 * A name in quotes: "…'Concept to Realization'…" (an apostrophe inside a word, "Musicians' Union", is no quote; the
 * closing mark may have been left outside the slot's words).
 */
const QUOTED = /^(.*?)\s*(?:"([^"]+)(?:"|$)|(?<![A-Za-z])'([^']+)(?:'(?![A-Za-z])|$))\s*(.*)$/;

/** A reply that ends the reading: the sentence was for this tool, but there is nothing to write. */
const final = (reply: string) => ({ reply, final: true });

/** The grant a sentence's slots give: the funder from the catalogue, the title's capitals or its words; asks when none. */
function newGrant(said0: SaveSlots, ctx: ToolContext, s?: Sentence): Understood<NewGrant> {
  let x = said0;
  // "the Canada Council 'Concept to Realization' grant": the quoted name is the programme's title as it is spelt, the
  // words before it (when they are more than "the new grant") its funder.
  const q = x.title ? QUOTED.exec(x.title) : null;
  if (q) {
    const funder = stripGeneric(q[1]!);
    const organization = x.organization ?? (funder && !isGeneric(funder) ? funder : undefined);
    x = { ...x, title: q[2] ?? q[3], kind: organization ? undefined : x.kind, organization };
  }
  const { organization: from, money, amount, when } = x;
  if (x.labelled && !LABEL.test(s?.text ?? "")) return undefined;
  // One plain word before "'s" is part of the name ("the Women's Fund"); a funder has more ("Creative Scotland's …").
  if (x.possessive && from && words(from).length < 2) return undefined;
  // "the Youth Music grant": the kind said after the name is part of the title.
  const said = x.title && x.kind ? `${x.title} ${x.kind}` : x.title;
  // A grant's deadline or application is a detail of a grant, never its name ("add the grant deadline to …").
  if (said && /^(?:deadline|due date|closing date|application|form)s?\b/i.test(said)) return undefined;
  const called = from ? said : undefined;
  const core = tidy((from ? "" : (said ?? "")).replace(/^(?:the|a|an)\s+/i, ""));
  if (!called && (!core || isGeneric(core)) && !from)
    return {
      ask: 'Which grant should I save? Tell me its name or funder, e.g. "save the PRS Foundation grant, deadline january 15".',
    };
  const cat = fromCatalogue([from, core].filter(Boolean).join(" "));
  // ("a grant from Creative Scotland, Open Fund for Individuals": the funder, then its programme, after "from".)
  // ("Canada Council's Explore and Create grant": a funder of two words or more said as the owner of the programme.)
  const owner = from ? null : /^(.+?)['’]s?\s+(.+)$/.exec(core);
  const owned = owner && words(owner[1]!).length > 1 ? { organization: owner[1]!, title: owner[2]! } : undefined;
  const split = owned ?? twoParts(from ? tidy(from) : core);
  let organization = split?.organization ?? (from ? tidy(from) : (cat?.organization ?? capitalRun(core) ?? stripGeneric(core)));
  let title = called ? tidy(called) : cat?.entry && !isGeneric(core) ? cat.entry.title : (split?.title ?? core);
  if (!title || isGeneric(title)) title = `${organization} ${title || "grant"}`;
  if (!organization) organization = stripGeneric(title) || title;
  title = asTitle(title);
  organization = asTitle(capitalWords(organization, SMALL_WORDS));

  if (when && when.date < localDateKey(ctx.now)) {
    const passed = `That deadline (${describeDay(when.date, ctx.now)}) has already passed, so I haven't saved it.`;
    return final(`${passed} Tell me the next round's deadline.`);
  }
  const args: NewGrant = { title, organization };
  if (money || amount) args.amount = money?.amount ?? amount;
  const note = money && currencyNote(money.currency);
  if (note) args.notes = note;
  if (when) args.deadline = when.date;
  if (cat?.entry) Object.assign(args, { applicationUrl: cat.entry.applicationUrl, catalogueId: cat.entry.id });

  const all = grantRefs(ctx.db);
  // Already saved: the same name, or every telling word of this one in a saved title ("momentum grant").
  const mine = words(title.replace(GENERIC, " "));
  const saved =
    matchRecords(title, all, (g) => g.title, 0.9)[0]?.record ??
    (mine.length ? all.find((g) => mine.every((w) => words(g.title).includes(w))) : undefined);
  // (A funder said that is not the saved one's makes it another grant: "the New Work Award from Arts Council" is not
  // the Society of Authors' "Works in Progress".)
  const otherFunder = !!from && !words(saved?.organization ?? "").some((w) => words(organization).includes(w));
  if (saved && !otherFunder && (!args.deadline || args.deadline === saved.deadline)) {
    const ask = `Ask me "when is the ${saved.title} due" or tell me how the application went.`;
    return final(`You already saved "${saved.title}" (${saved.organization}). ${ask}`);
  }
  return { args };
}

const PREFER: Record<GrantStatus, GrantStatus[]> = {
  applied: ["discovered"],
  awarded: ["applied", "discovered"],
  rejected: ["applied", "discovered"],
  discovered: ["applied", "rejected", "awarded"],
};

/** What marking a grant says, by the status it now has. */
const MARKED: Record<GrantStatus, (name: string) => string> = {
  awarded: (name) => `Congratulations! Marked ${name} as awarded.`,
  rejected: (name) => `Sorry to hear that. Marked ${name} as not successful.`,
  applied: (name) => `Marked ${name} as applied. Good luck!`,
  discovered: (name) => `Marked ${name} as not applied yet.`,
};

const saveGrant = defineTool({
  name: "save_grant",
  description:
    "Save a grant to track: title, funder (organization), optional amount, deadline (YYYY-MM-DD), description, requirements and notes.",
  input: grantInput,
  kind: "write",
  resolve: newGrant,
  run(args, { db, now }) {
    if (args.deadline && args.deadline < localDateKey(now))
      throw new ToolError(`the deadline ${describeDay(args.deadline, now)} has already passed`);
    const grant = createGrant(db, args);
    const amount = grantAmount(grant);
    const summary = `Saved the grant "${grant.title}" from ${grant.organization}${amount ? `, up to ${amount}` : ""}${grant.deadline ? `, deadline ${describeDay(grant.deadline, now)}` : ", no deadline yet"}.`;
    return atGrants(summary, grant, () => (deleteGrant(db, grant.id), `Removed the grant "${grant.title}".`));
  },
});

const setGrantStatus = defineTool({
  name: "set_grant_status",
  description:
    "Record how a saved grant application stands: discovered (not applied yet), applied, awarded or rejected.",
  input: t.Object({
    id: integer({ minimum: 1, description: "The grant's id (from list_grants)" }),
    status: grantStatus,
  }),
  kind: "write",
  lists: GRANT_LISTS,
  resolve(
    { grant, also, status, name }: { grant?: GrantRef[]; also?: GrantRef[]; status: GrantStatus; name?: string },
    { db },
  ) {
    if (!grant) return name ? { reply: noGrant(name) } : undefined;
    // The funder, then the grant itself ("the PRS lot said no to the open fund"): the grant named second decides.
    const both = also?.filter((g) => grant.some((x) => x.id === g.id));
    const found = pickGrant(db, both?.length ? both : (also ?? grant), PREFER[status]);
    if ("ask" in found) return found;
    if (found.grant.status === status) return final(`"${found.grant.title}" is already marked ${statusWord(status)}.`);
    return { args: { id: found.grant.id, status } };
  },
  run: ({ id, status }, { db }) =>
    changeWithUndo({
      read: () => getGrant(db, id),
      write: (fields) => updateGrant(db, id, fields),
      change: { status },
      said: (g) => MARKED[status](`"${g.title}" (${g.organization})`),
      undone: (g, before) => `"${g.title}" is ${statusWord(before.status)} again.`,
      link: "/grants",
    }),
});

/** What the assistant can do in this domain (see src/lib/tools.ts). */
export const grantsTools: Tool[] = withSentences(SENTENCES, [saveGrant, setGrantStatus, ...readGrantTools]);
