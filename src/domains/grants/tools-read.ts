import { t } from "elysia";
import { listed } from "../../lib/tool-shapes";
import { defineTool } from "../../lib/tools";
import { readAhead } from "../../lib/understand/period";
import { tidy } from "../../lib/understand/titles";
import type { When } from "../../lib/understand/when";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { grantStatus } from "./model";
import type { Grant, GrantStatus } from "./schema";
import { rankCatalogue } from "./search";
import { getGrant, grantsDueBetween, listGrants } from "./service";
import { atGrants, GRANT_LISTS, grantLine, type GrantRef, grantsNamed, idOrAsk, noGrant, pickGrant, statusWord } from "./tools-lists";
import { integer } from "../../lib/validation";

/** Answers about grants: deadlines coming up, the saved list and one grant's standing, and the built-in catalogue. */

/** A question is more likely about a grant still in play than one already decided. */
const IN_PLAY: GrantStatus[] = ["discovered", "applied", "awarded", "rejected"];

const grantDeadlines = defineTool({
  name: "grant_deadlines",
  description:
    "Grant deadlines still to apply for: in the next N days (default 30), this week/month, urgent (7 days), missed; or one grant's deadline.",
  input: t.Object({
    days: t.Optional(integer({ minimum: 0, maximum: 366, description: "Look this many days ahead (default 30)" })),
    missed: t.Optional(t.Boolean({ description: "Deadlines that passed before applying" })),
    id: t.Optional(integer({ minimum: 1, description: "One grant's deadline" })),
    from: t.Optional(t.String({ format: "date" })),
    to: t.Optional(t.String({ format: "date" })),
    label: t.Optional(t.String({ maxLength: 60 })),
  }),
  kind: "read",
  lists: GRANT_LISTS,
  resolve(
    x: { grant?: GrantRef[]; when?: When; urgent?: string; missed?: boolean; name?: string; days?: string; before?: boolean },
    { db, now },
  ) {
    const { grant, when, urgent, missed, name, days } = x;
    // A name said with "grant" after it ("the arts council grant") may still be a saved one's.
    const named = grant ?? (name ? grantsNamed(db, name) : undefined);
    if (name && !named) return { reply: noGrant(name), final: true };
    if (named) return idOrAsk(pickGrant(db, named, IN_PLAY));
    if (missed) return { args: { missed: true } };
    // Urgent: the coming week; a window said ("this month", "in december"); else the next 30 days.
    if (urgent || days) return { args: { days: Number(days ?? 7), label: `in the next ${days ?? 7} days` } };
    const w = when && readAhead(when.text, now);
    // "before december": from today to the start of the day or month said.
    if (x.before && when) {
      const to = w?.from && w.from > localDateKey(now) ? w.from : when.date;
      return { args: { from: localDateKey(now), to, label: `before ${describeDay(to, now)}` } };
    }
    return { args: w?.from ? { from: w.from, to: w.to, label: w.label } : {} };
  },
  run({ id, missed, from, to, label, days }, { db, now }) {
    const today = localDateKey(now);
    if (id) {
      const g = getGrant(db, id);
      const day = g.deadline && describeDay(g.deadline, now);
      const when = !day ? "has no deadline saved" : g.deadline! < today ? `closed ${day}` : `is due ${day}`;
      return atGrants(`${grantLine(g, now)} ${when}; ${statusWord(g.status)}.`, g);
    }
    // Not applied for yet, by deadline, filtered in SQL (a date string after any deadline: no end).
    const each = (list: Grant[]) => list.map((g) => grantLine(g, now));
    if (missed) {
      const gone = grantsDueBetween(db, "discovered", "0000-01-01", localDateKey(addDays(now, -1)));
      const summary = gone.length
        ? `${plural(gone.length, "deadline")} passed before you applied: ${listOf(each(gone))}.`
        : "You haven't missed any grant deadlines.";
      return atGrants(summary, gone);
    }
    const start = from ?? today;
    const open = grantsDueBetween(db, "discovered", start, "9999-12-31");
    const end = to ?? localDateKey(addDays(now, days ?? 30));
    const when = label ?? `in the next ${days ?? 30} days`;
    const list = open.filter((g) => g.deadline! <= end);
    const next = open.find((g) => g.deadline! > end);
    // A deadline in the first days after the window ("this week", and it closes on Monday) is worth the warning too.
    const justAfter = next && next.deadline! <= localDateKey(addDays(new Date(`${end}T12:00:00`), 3)) ? next : undefined;
    const after = justAfter ? ` Right after: ${grantLine(justAfter, now)}.` : "";
    const summary = list.length
      ? `${listed(`Grant deadlines ${when} (not applied yet)`, each(list))}${after}`
      : `No grant deadlines ${when}.${next ? ` The next one is ${grantLine(next, now)}.` : ""}`;
    return atGrants(summary, list);
  },
});

const listGrantsTool = defineTool({
  name: "list_grants",
  description:
    "The saved grants, optionally by status (discovered, applied, awarded, rejected), or one grant's standing.",
  input: t.Object({
    status: t.Optional(grantStatus),
    id: t.Optional(integer({ minimum: 1 })),
    funder: t.Optional(t.String({ maxLength: 300, description: "Only this funder's grants (organization)" })),
  }),
  kind: "read",
  lists: GRANT_LISTS,
  resolve({ grant, status }: { grant?: GrantRef[]; status?: GrantStatus }, { db }) {
    if (!grant) return { args: status ? { status } : {} };
    const found = pickGrant(db, grant, IN_PLAY);
    // "which prs foundation grants…": several of one funder's grants, listed.
    if (found.funder && grant.length > 1) return { args: { funder: found.funder, ...(status ? { status } : {}) } };
    return idOrAsk(found);
  },
  run({ status, id, funder }, { db, now }) {
    if (id) {
      const g = getGrant(db, id);
      return atGrants(`${grantLine(g, now)}: ${statusWord(g.status)}.`, g);
    }
    const list = listGrants(db, status ? { status } : {}).filter((g) => !funder || g.organization === funder);
    const which = `${status ? `${statusWord(status)} ` : ""}${funder ? `${funder} ` : ""}`;
    const summary = !list.length
      ? funder
        ? `No ${which}grants saved.`
        : status
          ? `No grants are marked ${statusWord(status)}.`
          : 'You have no saved grants yet. Ask me "find grants for …" to search, or "save the … grant".'
      : listed(`${status || funder ? "" : "You have "}${plural(list.length, `${which}grant`)}`, list.map((g) => grantLine(g, now, { status: !status })));
    return atGrants(summary, list);
  },
});

/** Searching Sunshine's built-in catalogue of funding programmes ("find grants for touring"). */

const findGrants = defineTool({
  name: "find_grants",
  description:
    "Search Sunshine's built-in catalogue of funding programmes for a project or need (e.g. touring, audiobook narration, UK).",
  input: t.Object({ query: t.String({ maxLength: 300, description: "What the funding is for, who and where" }) }),
  kind: "read",
  // "show me the Holiday ad opportunity": one record the owner has, named, is no search.
  resolve: ({ query, kind }: { query?: string; kind?: string }) => (!kind && /^(?:the|that|this)\s/i.test(query ?? "") ? undefined : {
    args: { query: tidy([kind, query].filter(Boolean).join(" ").replace(/[?!.,]/g, " ")).replace(/^(?:the|a|an|my|our)\s+/i, "") },
  }),
  run({ query }, { db }) {
    // Saved from the catalogue, or by hand under the same title and funder.
    const key = (g: { title: string; organization: string }) => `${g.title}|${g.organization}`.toLowerCase();
    const saved = new Set(listGrants(db).flatMap((g) => [g.catalogueId ?? "", key(g)]));
    const found = rankCatalogue({ description: query }, 5);
    const lines = found.map((g, i) => {
      const mine = saved.has(g.id) || saved.has(key(g)) ? " (already saved)" : "";
      return `${i + 1}. "${g.title}" from ${g.organization}${mine}: ${g.amount}; ${g.deadline}. ${g.applicationUrl}`;
    });
    const about = query ? ` for "${query}"` : "";
    return atGrants(
      `Funding programmes that fit${about}:\n${lines.join("\n")}\nSay "save the … grant" to track one. Check each funder's page for current rounds.`,
      found,
    );
  },
});

export const readGrantTools = [grantDeadlines, listGrantsTool, findGrants];
