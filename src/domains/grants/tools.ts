import { t } from "elysia";
import { defineTool, withSentences, ToolError, type Tool } from "../../lib/tools";
import SENTENCES from "./sentences.yaml";
import { describeDay, localDateKey } from "../../shared/dates";
import { grantStatus } from "./model";
import type { GrantStatus } from "./schema";
import { createGrant, deleteGrant, getGrant, updateGrant } from "./service";
import { atGrants, GRANT_LISTS, grantAmount, type GrantRef, noGrant, pickGrant, statusWord } from "./tools-lists";
import { readGrantTools } from "./tools-read";
import { newGrant } from "./tools-save";
import { integer } from "../../lib/validation";

/** What the assistant can do with grants: save one, mark how an application went, and (tools-read) answer about them. */

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
    if (found.grant.status === status)
      return { reply: `"${found.grant.title}" is already marked ${statusWord(status)}.`, final: true };
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
    const again = `"${grant.title}" is ${statusWord(before.status)} again.`;
    return atGrants(summary, grant, () => (updateGrant(db, id, { status: before.status }), again));
  },
});

/** What the assistant can do in this domain (see src/lib/tools.ts). */
export const grantsTools: Tool[] = withSentences(SENTENCES, [saveGrant, setGrantStatus, ...readGrantTools]);
