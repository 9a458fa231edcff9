import { t } from "elysia";
import { defineTool } from "../../lib/tools";
import { daysFromToday, describeDay } from "../../shared/dates";
import { listOf, plural } from "../../shared/text";
import type { MusicSupervisor } from "./schema";
import { CONTACT_STATUSES, listSupervisors } from "./service";
import { label, who } from "./tools-supervisors";

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
    }),
    kind: "read",
    examples: ["which supervisors haven't I contacted?", "who should I follow up with?", "show my music supervisors"],
    patterns: [
      { template: "<show> * (supervisor|supervisors|sups)", weight: 1 },
      {
        template:
          "(who|which|whom|any|anyone|anybody) * (chase|follow up|follow-up|followup|reach out|reached out|contact|contacted|pitch|pitched|email|emailed|responded|replied|got back|heard back)",
        weight: 0.8,
      },
      { template: "^(my|all) [music] supervisors", weight: 1 },
    ],
    unless: [/\b(?:add|save|create|new)\b.*\bsupervisor/],
    understand(s) {
      const l = s.lower;
      if (!/\b(?:supervisors?|sups|sync|licen[cs]ing)\b/.test(l)) return undefined;
      const filter =
        /\b(?:haven'?t|not|never|yet to|still need to|uncontacted)\b.*\b(?:contact|contacted|reach(?:ed)? out|pitch(?:ed)?|email(?:ed)?)\b|\b(?:still need to|need to|should i|have to) (?:reach out|contact|pitch|email)\b/.test(
          l,
        )
          ? "not_contacted"
          : /\b(?:chase|chasing|follow(?:[ -]?up)?|nudge|waiting)\b/.test(l)
            ? "follow_up"
            : /\b(?:respond(?:ed)?|replied|got back|heard back|answered)\b/.test(l)
              ? "responded"
              : /\brelationship/.test(l)
                ? "relationship"
                : /\b(?:have i|did i|i've|already) (?:contacted|emailed|pitched|reached out)\b/.test(l)
                  ? "contacted"
                  : "all";
      return { args: { filter } };
    },
    run({ filter = "all" }, { db, now }) {
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
          data: { waiting, notContacted: notYet },
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
