import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { monitorTasks } from "../../domains/tasks/service";
import { getAssistant } from "./assistant";
import { TOOLS } from "./registry";
import { ok } from "../../lib/common-model";
import {
  confirmBody,
  emailSentAnswer,
  monitorAnswer,
  monitorQuery,
  processAnswer,
  processBody,
  sendEmailBody,
  statusAnswer,
  toolsAnswer,
  vocabularyAnswer,
} from "./model";
import { processMessage, sendEmail } from "./service";
import { recognisedPhrases } from "./vocabulary";

/** When the monitor cannot read the tasks. */
const MONITOR_FAILURE = {
  overdueTasks: [],
  upcomingTasks: [],
  suggestions: ["Tasks cannot be checked right now. Please try again later."],
};

export const aiModule = (deps: AppDeps) => {
  const assistant = getAssistant(deps);
  return (
    new Elysia({ prefix: "/ai" })
      .get(
        "/status",
        () => ({ persona: deps.config.persona, provider: assistant.provider, model: assistant.model ?? null }),
        { response: ok(statusAnswer) },
      )
      .get(
        "/tools",
        () => TOOLS.map(({ name, description, kind, examples }) => ({ name, description, kind, examples })),
        {
          response: ok(toolsAnswer),
        },
      )
      // What offline voice recognition may listen for: templates, rules, the owner's names and the word list.
      .get("/vocabulary", () => recognisedPhrases(deps.db), { response: ok(vocabularyAnswer) })
      .post("/process", ({ body }) => processMessage(assistant, body), {
        body: processBody,
        response: ok(processAnswer, 422),
      })
      .post("/confirm", ({ body }) => processMessage(assistant, { message: "yes", confirmId: body.id }), {
        body: confirmBody,
        response: ok(processAnswer, 422),
      })
      .post("/undo", () => processMessage(assistant, { message: "undo" }), {
        body: t.Optional(t.Object({})),
        response: ok(processAnswer, 422),
      })
      .get(
        "/monitor-tasks",
        ({ query }) => {
          try {
            return monitorTasks(deps.db, new Date(), query.limit);
          } catch (e) {
            console.error("Task monitor failed", e);
            return MONITOR_FAILURE;
          }
        },
        { query: monitorQuery, response: ok(monitorAnswer, 422) },
      )
      .post("/send-email", ({ body }) => sendEmail(deps.db, deps.config, body), {
        body: sendEmailBody,
        response: ok(emailSentAnswer, 409, 422, 502),
      })
  );
};
