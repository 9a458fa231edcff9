import { t } from "elysia";
import { answer, columnFields, typed } from "../../lib/common-model";
import { type ContractSummary, musicContracts } from "./schema";

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

const { templateKey: _key, content: _content, ...contractFields } = columnFields(musicContracts);
const contractProps = {
  ...contractFields,
  tags: t.Array(t.String()),
  variables: t.Record(t.String(), t.String(), { description: "Template variables and their values" }),
  displayName: t.String(),
};
/** A template or draft in the list (without its text). */
export const contractSummaryAnswer = typed<ContractSummary>(answer(contractProps));
/** One template or draft with its text. */
export const contractAnswer = typed<ContractSummary & { content: string }>(
  answer({ ...contractProps, content: t.String() }),
);
export const generatedAnswer = answer({
  generatedContract: t.String({ description: "The filled-in text" }),
  contract: t.String({ description: "The same text (older clients read this name)" }),
  draft: contractSummaryAnswer,
  unknownVariables: t.Array(t.String(), { description: "Variables sent that the template does not use" }),
});
