import { t } from "elysia";
import { answer, oneOf, textOrNull, typed } from "../../lib/common-model";
import { ASSISTANT_DOMAINS } from "../../shared/domains";
import type { ToolKind } from "../../lib/tools";
import { taskAnswer } from "../../domains/tasks/model";
import type { MonitorResult } from "../../domains/tasks/service";
import type { ProcessReply } from "./service";
import type { Vocabulary } from "./vocabulary";
import { integer } from "../../lib/validation";

export const processBody = t.Object(
  {
    message: t.String({ minLength: 1, maxLength: 4000, error: "Message is required (up to 4000 characters)" }),
    type: t.Optional(t.String({ maxLength: 50, error: 'type must be a short text such as "chat" or "voice"' })),
    context: t.Optional(t.Union([t.Null(), t.Record(t.String(), t.Unknown())], { error: "context must be an object" })),
    confirmId: t.Optional(t.String({ maxLength: 100, error: "confirmId is the pending action's id from the reply" })),
  },
  { additionalProperties: true, error: 'Send JSON with a message, e.g. {"message": "what is overdue?"}' },
);

export const sendEmailBody = t.Object(
  {
    to: t.String({ format: "email", error: "A valid recipient e-mail address is required" }),
    subject: t.String({ minLength: 1, maxLength: 300, error: "Subject is required" }),
    body: t.String({ minLength: 1, maxLength: 20000, error: "The e-mail needs some text" }),
  },
  { error: "Send JSON with to, subject and body" },
);

export const confirmBody = t.Object(
  { id: t.String({ minLength: 1, maxLength: 100, error: "id is the pending action's id from the reply" }) },
  { error: 'Send JSON with the pending action\'s id, e.g. {"id": "…"}' },
);

/** `?limit=` caps the task monitor's two lists (the suggestions still count every task). */
export const monitorQuery = t.Object({
  limit: t.Optional(integer({ minimum: 1, maximum: 200, error: "limit must be a whole number from 1 to 200" })),
});

/** What a reply did, or will do once confirmed: the spec's actions (create_task, update_task, schedule_reminder…). */
export const replyActions = t.Array(
  answer({ type: t.String(), tool: t.Optional(t.String()), data: t.Record(t.String(), t.Unknown()) }),
);
/** What was actually carried out (or waits for a yes), one human line each. */
export const replyResults = t.Array(
  answer({
    tool: t.String(),
    kind: t.String({ enum: ["read", "write", "destructive", "outgoing"] }),
    ok: t.Boolean(),
    summary: t.String(),
    link: t.Optional(t.String({ description: "Where in the app to see it" })),
    pending: t.Optional(t.Boolean({ description: "Waits for the owner's yes" })),
    error: t.Optional(t.String()),
    domain: t.Optional(oneOf(ASSISTANT_DOMAINS, "Whose records a change touched: a client refreshes that domain's views")),
  }),
);
/** A destructive or outgoing action waiting for the owner's yes (POST /api/ai/confirm with its id). */
export const replyPending = answer({ id: t.String(), tool: t.String(), summary: t.String() });

export const processAnswer = typed<ProcessReply>(
  answer({
    message: t.String({ description: "The assistant's answer, in words" }),
    confidence: t.Number({ minimum: 0, maximum: 1 }),
    actions: replyActions,
    results: replyResults,
    pending: t.Optional(replyPending),
    provider: t.Optional(t.String({ enum: ["rules", "model", "rules-fallback"] })),
  }),
);

export const statusAnswer = answer({
  persona: t.String(),
  provider: t.String({ enum: ["rules", "model"], description: "rules: offline engine; model: a configured model" }),
  model: textOrNull(),
});
export const toolsAnswer = typed<{ name: string; description: string; kind: ToolKind; examples: string[] }[]>(
  t.Array(
    answer({
      name: t.String(),
      description: t.String(),
      kind: t.String({ enum: ["read", "write", "destructive", "outgoing"] }),
      examples: t.Array(t.String()),
    }),
  ),
);
export const vocabularyAnswer = typed<Vocabulary>(
  answer({
    rules: t.Record(t.String(), t.String(), { description: "Shared sentence rules (<polite>, <when>…)" }),
    intents: t.Array(
      answer({
        tool: t.String(),
        kind: t.String(),
        templates: t.Array(t.String()),
        rules: t.Record(t.String(), t.String(), { description: "The rules of the tool's domain, before the shared ones" }),
        examples: t.Array(t.String()),
      }),
    ),
    lists: t.Record(t.String(), t.Array(t.String()), { description: "Fixed lists: the words a slot of that list may be" }),
    records: t.Record(t.String(), t.Array(t.String()), {
      description: "The owner's records a slot of that list names (tasks, clients, stations, books…)",
    }),
    samples: t.Array(t.String(), { description: "Sentences known to be understood" }),
    words: t.Array(t.String(), { description: "Every word used, lower case, sorted" }),
  }),
);
export const monitorAnswer = typed<MonitorResult>(
  answer({
    overdueTasks: t.Array(taskAnswer),
    upcomingTasks: t.Array(taskAnswer),
    suggestions: t.Array(t.String()),
  }),
);
export const emailSentAnswer = answer({ sent: t.Literal(true), to: t.String() });
