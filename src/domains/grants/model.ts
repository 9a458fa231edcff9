import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { GRANT_STATUSES } from "./schema";

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
