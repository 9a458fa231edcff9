import { t } from "elysia";
import { capitalWords } from "../../lib/understand/records";
import { defineTool } from "../../lib/tools";
import type { When } from "../../lib/understand/when";
import { localDateKey } from "../../shared/dates";
import { eq } from "drizzle-orm";
import { createSupervisorBody } from "./model";
import { musicSupervisors, type MusicSupervisor } from "./schema";
import { CONTACT_STATUSES, createSupervisor, deleteSupervisor, updateSupervisor } from "./service";
import { companyCase, label, LICENSING_LISTS, who } from "./tools-lists";
import { integer } from "../../lib/validation";

/** Music supervisors: added, moved along not contacted → contacted → responded → relationship, and chased. */

type Status = (typeof CONTACT_STATUSES)[number];
const STATUS_LIST = t.Union(CONTACT_STATUSES.map((x) => t.Literal(x)));

/** A person's name is a few words: more is a sentence the templates split wrongly ("new supervisor contact": no name). */
const personName = (s: string | undefined) => {
  const name = s?.replace(/^["']|["'.,]+$/g, "").trim();
  return name && name.split(/\s+/).length <= 4 && !/^(?:she|he|they|her|him|them|contacts?)$/i.test(name) ? capitalWords(name) : undefined;
};

export const supervisorTools = [
  defineTool({
    name: "add_supervisor",
    description: "Add a music supervisor (name, optional company, e-mail, position, genres) to the sync contacts.",
    input: createSupervisorBody,
    kind: "write",
    lists: LICENSING_LISTS,
    resolve({ name, company, email, genres }: { name?: string; company?: string; email?: string; genres?: string }) {
      const person = personName(name);
      if (!person)
        return { ask: 'What is the supervisor\'s name? Try "add music supervisor Jane Doe from Netflix, jane@netflix.com".' };
      const firm = company?.replace(/[.,]+$/, "").trim();
      // "indie and folk", "hip hop, r&b": one genre each.
      const styles = genres?.split(/\s*(?:,|\/|\band\b|\bor\b)\s*/i).map((g) => g.replace(/[.!]+$/, "").trim()).filter(Boolean);
      return {
        args: {
          name: person,
          ...(firm ? { company: companyCase(firm) } : {}),
          ...(email ? { email } : {}),
          ...(styles?.length ? { genres: styles } : {}),
        },
      };
    },
    run(args, { db }) {
      const m = createSupervisor(db, { ...args, contactStatus: "not_contacted" });
      return {
        summary: `Added music supervisor ${who(m)}${m.email ? `, ${m.email}` : ""}${m.genres.length ? `, into ${m.genres.join(", ")}` : ""}; marked not contacted yet.`,
        data: m,
        link: "/licensing",
        undo: () => (deleteSupervisor(db, m.id), `Removed music supervisor ${m.name}.`),
      };
    },
  }),

  defineTool({
    name: "set_supervisor_status",
    description: "Record contact with a music supervisor: not_contacted, contacted, responded or relationship.",
    input: t.Object({ id: integer({ minimum: 1, description: "The supervisor's id" }), contactStatus: STATUS_LIST }),
    kind: "write",
    lists: LICENSING_LISTS,
    resolve(
      { supervisor, status: said, name, when }: { supervisor?: Pick<MusicSupervisor, "id">; status: Status | "follow_up"; name?: string; when?: When },
      { db, now },
    ) {
      // News is about a day gone by: "hit up tom tomorrow" is a plan, not a contact made ("this morning", read
      // forward at 10am, is still today's).
      if (when && when.date > localDateKey(now) && !/\b(?:this|today|earlier)\b/i.test(when.text)) return undefined;
      if (!supervisor)
        return name
          ? { reply: `I couldn't find a music supervisor matching "${name}". Ask me "show my music supervisors" to see them.` }
          : undefined;
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
      const before = db.select().from(musicSupervisors).where(eq(musicSupervisors.id, id)).get();
      const lastContacted = contactStatus === "not_contacted" ? null : localDateKey(now);
      const m = updateSupervisor(db, id, {
        contactStatus,
        lastContacted: contactStatus === "relationship" ? (before?.lastContacted ?? lastContacted) : lastContacted,
      });
      return {
        summary:
          before?.contactStatus === contactStatus
            ? `${m.name} is marked ${label(contactStatus)} again, as of today.`
            : `${m.name} is now marked ${label(contactStatus)}${before ? ` (was ${label(before.contactStatus)})` : ""}.`,
        data: m,
        link: "/licensing",
        undo: () => {
          updateSupervisor(db, id, { contactStatus: before?.contactStatus, lastContacted: before?.lastContacted ?? null });
          return `${m.name} is ${label(before?.contactStatus ?? "not_contacted")} again.`;
        },
      };
    },
  }),
];
