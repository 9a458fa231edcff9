import { t } from "elysia";

export const generateBody = t.Object(
  {
    variables: t.Optional(
      t.Record(
        t.String(),
        t.String({ maxLength: 20_000, error: "Each variable value must be text of at most 20,000 characters" }),
        {
          error: "variables must be an object of variable name to text",
        },
      ),
    ),
  },
  { error: "Send {variables: {name: text}}" },
);
export type GenerateInput = typeof generateBody.static;

export const updateDraftBody = t.Object({
  name: t.Optional(t.String({ minLength: 1, maxLength: 300, error: "Name is required (at most 300 characters)" })),
  content: t.Optional(
    t.String({ minLength: 1, maxLength: 200_000, error: "Contract text is required (at most 200,000 characters)" }),
  ),
});
export type UpdateDraftInput = typeof updateDraftBody.static;
