import { t } from "elysia";
import { capitalWords } from "../../lib/understand/records";
import { changeWithUndo, listed } from "../../lib/tool-shapes";
import { defineTool, existing, notFound } from "../../lib/tools";
import type { When } from "../../lib/understand/when";
import { daysFromToday, describeDay, localDateKey } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import { eq } from "drizzle-orm";
import { createSupervisorBody } from "./model";
import { musicSupervisors, type MusicSupervisor } from "./schema";
import { CONTACT_STATUSES, createSupervisor, deleteSupervisor, listSupervisors, updateSupervisor } from "./service";
import { atLicensing, companyCase, label, LICENSING_LISTS, who } from "./tools-lists";
import { integer } from "../../lib/validation";

/**
 * Music supervisors: added, moved along not contacted → contacted → responded → relationship, and chased; and read
 * back: who to chase, who was never contacted, who replied.
 */

type Status = (typeof CONTACT_STATUSES)[number];
const STATUS_LIST = t.Union(CONTACT_STATUSES.map((x) => t.Literal(x)));

/** A person's name is a few words: more is a sentence the templates split wrongly ("new supervisor contact": no name). */
const personName = (s: string | undefined) => {
  const name = s?.replace(/^["']|["'.,]+$/g, "").trim();
  return name && name.split(/\s+/).length <= 4 && !/^(?:she|he|they|her|him|them|contacts?)$/i.test(name) ? capitalWords(name) : undefined;
};

/** What the templates read of news about a supervisor: who, and what happened (a follow-up is a contact again). */
type StatusNews = { supervisor?: { id: number }; status: Status | "follow_up"; name?: string; when?: When };

/** A contacted supervisor with no reply after this many days is due a follow-up. */
const CHASE_AFTER_DAYS = 7;

export const supervisorTools = [
  defineTool({
    name: "add_supervisor",
    description: "Add a music supervisor (name, optional company, e-mail, position, genres) to the sync contacts.",
    input: createSupervisorBody,
    kind: "write",
    lists: LICENSING_LISTS,
    resolve({ name, company, email, genres }: { name?: string; company?: string; email?: string; genres?: string }) {
      // ("Lou Brennan, Pulse Films, hip-hop and trap": the name, the company, then the music they place.)
      const [named, firmSaid, ...placed] = name?.split(/\s*,\s*/) ?? [];
      if (firmSaid && !company) [name, company, genres] = [named, firmSaid, genres ?? (placed.join(", ") || undefined)];
      const person = personName(name);
      if (!person)
        return { ask: 'What is the supervisor\'s name? Try "add music supervisor Jane Doe from Netflix, jane@netflix.com".' };
      const firm = company?.replace(/[.,]+$/, "").trim();
      // "indie and folk", "hip hop, r&b": one genre each.
      const styles = genres?.split(/\s*(?:,|\/|\band\b|\bor\b)\s*/i).map((g) => g.replace(/[.!]+$/, "").trim()).filter(Boolean);
      const genresSaid = styles?.length ? styles : undefined;
      return { args: { name: person, company: firm ? companyCase(firm) : undefined, email, genres: genresSaid } };
    },
    run(args, { db }) {
      const m = createSupervisor(db, { ...args, contactStatus: "not_contacted" });
      const summary = `Added music supervisor ${who(m)}${m.email ? `, ${m.email}` : ""}${m.genres.length ? `, into ${m.genres.join(", ")}` : ""}; marked not contacted yet.`;
      return atLicensing(summary, m, () => (deleteSupervisor(db, m.id), `Removed music supervisor ${m.name}.`));
    },
  }),

  defineTool({
    name: "set_supervisor_status",
    description: "Record contact with a music supervisor: not_contacted, contacted, responded or relationship.",
    input: t.Object({ id: integer({ minimum: 1, description: "The supervisor's id" }), contactStatus: STATUS_LIST }),
    kind: "write",
    lists: LICENSING_LISTS,
    resolve({ supervisor, status: said, name, when }: StatusNews, { db, now }) {
      // News is about a day gone by: "hit up tom tomorrow" is a plan, not a contact made ("this morning", read
      // forward at 10am, is still today's).
      if (when && when.date > localDateKey(now) && !/\b(?:this|today|earlier)\b/i.test(when.text)) return undefined;
      if (!supervisor)
        return name ? notFound("a music supervisor matching", name, "show my music supervisors") : undefined;
      const m = db.select().from(musicSupervisors).where(eq(musicSupervisors.id, supervisor.id)).get()!;
      const was = m.contactStatus as Status;
      // News of a contact or a reply does not move someone back ("I emailed Alicia" when we already work together).
      // A follow-up with someone already contacted is a contact again: the date of the last contact moves to today.
      if (said === "follow_up" && was === "contacted") return { args: { id: m.id, contactStatus: "contacted" as Status } };
      const status: Status = said === "follow_up" ? "contacted" : said;
      if (was === status || (status !== "not_contacted" && CONTACT_STATUSES.indexOf(was) > CONTACT_STATUSES.indexOf(status)))
        return { reply: `${m.name} is already marked ${label(was)}.` };
      return { args: { id: m.id, contactStatus: status } };
    },
    run({ id, contactStatus }, { db, now }) {
      const row = db.select().from(musicSupervisors).where(eq(musicSupervisors.id, id)).get();
      const before = existing(row, `music supervisor ${id}`);
      const today = contactStatus === "not_contacted" ? null : localDateKey(now);
      return changeWithUndo<MusicSupervisor>({
        read: () => before,
        write: (fields) => updateSupervisor(db, id, fields),
        change: { contactStatus, lastContacted: contactStatus === "relationship" ? (before.lastContacted ?? today) : today },
        said: (m) =>
          before.contactStatus === contactStatus
            ? `${m.name} is marked ${label(contactStatus)} again, as of today.`
            : `${m.name} is now marked ${label(contactStatus)} (was ${label(before.contactStatus)}).`,
        undone: (m) => `${m.name} is ${label(before.contactStatus)} again.`,
        link: "/licensing",
      });
    },
  }),

  defineTool({
    name: "list_supervisors",
    description:
      "Read the music supervisors: all, who to follow up, not contacted yet, contacted, responded or relationship.",
    input: t.Object({
      filter: t.Optional(t.Union(["all", "follow_up", ...CONTACT_STATUSES].map((x) => t.Literal(x)))),
      company: t.Optional(t.String({ minLength: 1, maxLength: 200, description: "Only the supervisors at this company" })),
    }),
    kind: "read",
    lists: LICENSING_LISTS,
    resolve: ({ filter, company, supervisor }: { filter?: string; company?: string; supervisor?: unknown }, ctx) =>
      // One supervisor asked about by a detail ("what's Marcus's email"): everything known about them.
      supervisor
        ? { reply: LICENSING_LISTS.supervisor!.describe!(supervisor, ctx) }
        : { args: { filter: (filter ?? "all") as "all", ...(company ? { company } : {}) } },
    run({ filter = "all", company }, { db, now }) {
      const all = listSupervisors(db);
      if (company) {
        // "who do I know at Netflix?": the people there, with where each one stands and how to reach them.
        const there = all.filter((m) => m.company?.toLowerCase() === company.toLowerCase());
        const people = there.map((m) => `${m.name} (${label(m.contactStatus)}${m.email ? `, ${m.email}` : ""})`);
        const summary = there.length
          ? `At ${there[0]!.company} you know ${listOf(people, 8)}.`
          : `You don't know any music supervisors at ${companyCase(company)} yet.`;
        return atLicensing(summary, { company, supervisors: there });
      }
      const since = (m: MusicSupervisor) =>
        m.lastContacted ? ` since ${describeDay(m.lastContacted.slice(0, 10), now)}` : "";
      const notYet = all.filter((m) => m.contactStatus === "not_contacted");
      if (filter === "follow_up") {
        const quietFor = (m: MusicSupervisor) => daysFromToday(m.lastContacted?.slice(0, 10) ?? "", now) ?? -99;
        const waiting = all.filter((m) => m.contactStatus === "contacted" && quietFor(m) <= -CHASE_AFTER_DAYS);
        const waited = waiting.map((m) => `${who(m)}, contacted${since(m)}`);
        const parts = [
          waiting.length ? `Waiting on a reply for over a week: ${listOf(waited)}.` : "",
          notYet.length ? `Not contacted yet: ${listOf(notYet.map(who))}.` : "",
        ].filter(Boolean);
        // (Those not contacted yet are an aside, by name: "I just emailed him" is about the one waiting.)
        const data = { waiting, notContacted: notYet.map((m) => m.name) };
        return atLicensing(parts.join(" ") || "Nobody to chase: every supervisor has replied or was contacted this week.", data);
      }
      const list = filter === "all" ? all : all.filter((m) => m.contactStatus === filter);
      const what = filter === "all" ? "" : filter === "not_contacted" ? "not contacted yet" : label(filter);
      const named = (m: MusicSupervisor) =>
        `${who(m)}${filter === "all" ? `, ${label(m.contactStatus)}` : filter === "not_contacted" ? "" : since(m)}`;
      const head =
        filter === "all"
          ? `You have ${plural(list.length, "music supervisor")}`
          : `${plural(list.length, "music supervisor is", "music supervisors are")} ${what}`;
      const summary = !all.length
        ? 'You have no music supervisors yet. Say "add music supervisor Jane Doe from Netflix" to add one.'
        : list.length ? listed(head, list.map(named)) : `No music supervisors are ${what}.`;
      return atLicensing(summary, { filter, supervisors: list.slice(0, 30) });
    },
  }),
];
