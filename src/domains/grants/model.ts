import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { answer, oneOf, rowOf, typed } from "../../lib/common-model";
import { grants, GRANT_STATUSES } from "./schema";
import type { GrantSearchResult } from "./search";
import type { GrantSummary } from "./service";
import { integer } from "../../lib/validation";

const optionalText = (max = 2000) => t.Optional(t.Union([t.String({ maxLength: max }), t.Null()]));

export const grantStatus = t.Union(
  [t.Literal("discovered"), t.Literal("applied"), t.Literal("awarded"), t.Literal("rejected")],
  { error: `Status must be one of: ${GRANT_STATUSES.join(", ")}` },
);

/** Amount: a number or numeric string (the form sends text); blank means unknown. */
const amount = t.Optional(t.Union([t.String({ maxLength: 40 }), t.Number(), t.Null()]));

const grantFields = {
  amount,
  deadline: optionalText(40),
  description: optionalText(10_000),
  requirements: optionalText(10_000),
  applicationUrl: optionalText(2000),
  notes: optionalText(10_000),
  status: t.Optional(grantStatus),
  catalogueId: optionalText(100),
};

export const createGrantBody = t.Object({
  title: t.String({ minLength: 1, pattern: "\\S", error: "Grant title is required" }),
  organization: t.String({ minLength: 1, pattern: "\\S", error: "Organization is required" }),
  ...grantFields,
});

export const updateGrantBody = t.Object({
  title: t.Optional(t.String({ minLength: 1, maxLength: 300, pattern: "\\S", error: "Grant title cannot be empty" })),
  organization: t.Optional(
    t.String({ minLength: 1, maxLength: 300, pattern: "\\S", error: "Organization cannot be empty" }),
  ),
  ...grantFields,
});

export const grantsQuery = t.Object({
  search: t.Optional(t.String({ maxLength: 200 })),
  status: t.Optional(
    t.Union(
      [t.Literal("all"), t.Literal("discovered"), t.Literal("applied"), t.Literal("awarded"), t.Literal("rejected")],
      { error: "status must be all, discovered, applied, awarded or rejected" },
    ),
  ),
  q: t.Optional(t.String({ maxLength: 200, error: "Search text is at most 200 characters" })),
  sort: t.Optional(t.Union([t.Literal("newest"), t.Literal("deadline")], { error: "sort must be newest or deadline" })),
  ...pageQuery,
});

export const grantSummaryQuery = t.Object({
  today: t.Optional(t.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", error: "today must be a date (YYYY-MM-DD)" })),
});

export const searchGrantsBody = t.Object({
  projectName: t.Optional(t.String({ maxLength: 300 })),
  description: t.Optional(t.String({ maxLength: 5000 })),
  focus: t.Optional(t.String({ maxLength: 300 })),
});

export const grantAnswer = rowOf(grants, { status: oneOf(GRANT_STATUSES) }, "A grant on the owner's list");
export const grantSummaryAnswer = typed<GrantSummary>(
  answer({
    total: integer(),
    byStatus: answer(Object.fromEntries(GRANT_STATUSES.map((s) => [s, integer()]))),
    urgency: answer(
      {
        past: integer(),
        urgent: integer({ description: "Deadline within 7 days" }),
        soon: integer({ description: "Deadline within 30 days" }),
        future: integer(),
        noDeadline: integer(),
      },
      { description: "Grants still open to act on (discovered or applied) by how near their deadline is" },
    ),
  }),
);
export const grantSearchAnswer = typed<{ grants: GrantSearchResult[] }>(
  answer({
    grants: t.Array(
      answer({
        id: t.String({ description: 'Catalogue id; a model\'s suggestion starts with "ai-"' }),
        organization: t.String(),
        title: t.String(),
        country: t.String(),
        description: t.String(),
        amount: t.String({ description: "Typical amount, as text" }),
        deadline: t.String({ description: "How the deadline recurs, as text" }),
        eligibility: t.String(),
        applicationUrl: t.String(),
        tags: t.Array(t.String()),
        score: t.Number({ description: "Relevance, higher is better" }),
        reason: t.String(),
        source: t.String({ enum: ["catalogue", "model"] }),
        verify: t.Boolean({ description: "Not from the curated catalogue: check it before applying" }),
        saved: t.Boolean({ description: "Already on the grant list" }),
      }),
    ),
  }),
);
