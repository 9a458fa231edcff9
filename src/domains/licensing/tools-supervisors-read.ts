import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { daysFromToday, describeDay } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import type { MusicSupervisor } from "./schema";
import { CONTACT_STATUSES, listSupervisors } from "./service";
import { companyCase, label, LICENSING_LISTS, who } from "./tools-lists";

/** Reading the music supervisors back: who to chase, who was never contacted, who replied. */

/** A contacted supervisor with no reply after this many days is due a follow-up. */
const CHASE_AFTER_DAYS = 7;

export const supervisorReadTools = [
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
      if (company) {
        // "who do I know at Netflix?": the people there, with where each one stands and how to reach them.
        const there = listSupervisors(db).filter((m) => m.company?.toLowerCase() === company.toLowerCase());
        return {
          summary: there.length
            ? `At ${there[0]!.company} you know ${listOf(
                there.map((m) => `${m.name} (${label(m.contactStatus)}${m.email ? `, ${m.email}` : ""})`),
                8,
              )}.`
            : `You don't know any music supervisors at ${companyCase(company)} yet.`,
          data: { company, supervisors: there },
          link: "/licensing",
        };
      }
      const all = listSupervisors(db);
      const since = (m: MusicSupervisor) =>
        m.lastContacted ? ` since ${describeDay(m.lastContacted.slice(0, 10), now)}` : "";
      const notYet = all.filter((m) => m.contactStatus === "not_contacted");
      if (filter === "follow_up") {
        const waiting = all.filter(
          (m) =>
            m.contactStatus === "contacted" &&
            (daysFromToday(m.lastContacted?.slice(0, 10) ?? "", now) ?? -99) <= -CHASE_AFTER_DAYS,
        );
        const parts = [
          waiting.length
            ? `Waiting on a reply for over a week: ${listOf(waiting.map((m) => `${who(m)}, contacted${since(m)}`))}.`
            : "",
          notYet.length ? `Not contacted yet: ${listOf(notYet.map(who))}.` : "",
        ].filter(Boolean);
        return {
          summary: parts.join(" ") || "Nobody to chase: every supervisor has replied or was contacted this week.",
          // (Those not contacted yet are an aside, by name: "I just emailed him" is about the one waiting.)
          data: { waiting, notContacted: notYet.map((m) => m.name) },
          link: "/licensing",
        };
      }
      const list = filter === "all" ? all : all.filter((m) => m.contactStatus === filter);
      const what = filter === "all" ? "" : filter === "not_contacted" ? "not contacted yet" : label(filter);
      const summary = !all.length
        ? 'You have no music supervisors yet. Say "add music supervisor Jane Doe from Netflix" to add one.'
        : !list.length
          ? `No music supervisors are ${what}.`
          : filter === "all"
            ? `You have ${plural(list.length, "music supervisor")}: ${listOf(
                list.map((m) => `${who(m)}, ${label(m.contactStatus)}`),
                8,
              )}.`
            : `${plural(list.length, "music supervisor is", "music supervisors are")} ${what}: ${listOf(
                list.map((m) => `${who(m)}${filter === "not_contacted" ? "" : since(m)}`),
                8,
              )}.`;
      return { summary, data: { filter, supervisors: list.slice(0, 30) }, link: "/licensing" };
    },
  }),
];
