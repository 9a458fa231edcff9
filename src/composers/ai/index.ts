import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { monitorTasks } from "../../domains/tasks/service";
import { ok } from "../../lib/common-model";
import { type Engine, loadEngine } from "./engine";
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

/** When the monitor cannot read the tasks. */
const MONITOR_FAILURE = {
  overdueTasks: [],
  upcomingTasks: [],
  suggestions: ["Tasks cannot be checked right now. Please try again later."],
};

export const aiModule = (deps: AppDeps) => {
  // The engine loads on the first request that needs it (engine.ts says why); the status needs only the settings.
  const engine = async () => {
    const e = await loadEngine();
    return { ...e, assistant: e.getAssistant(deps) };
  };
  const processMessage = async (body: Parameters<Engine["processMessage"]>[1]) => {
    const e = await engine();
    return e.processMessage(e.assistant, body);
  };
  return (
    new Elysia({ prefix: "/api/ai" })
      .get(
        "/status",
        () => ({ persona: deps.config.persona, provider: deps.llm ? "model" : "rules", model: deps.llm?.model ?? null }),
        { response: ok(statusAnswer) },
      )
      .get(
        "/tools",
        async () =>
          (await engine()).TOOLS.map(({ name, description, kind, examples }) => ({ name, description, kind, examples })),
        { response: ok(toolsAnswer) },
      )
      // What offline voice recognition may listen for: templates, rules, the owner's names and the word list.
      .get(
        "/vocabulary",
        async () => (await engine()).recognisedPhrases({ db: deps.db, now: new Date(), config: deps.config }),
        { response: ok(vocabularyAnswer) },
      )
      .post("/process", ({ body }) => processMessage(body), { body: processBody, response: ok(processAnswer, 422) })
      .post("/confirm", ({ body }) => processMessage({ message: "yes", confirmId: body.id }), {
        body: confirmBody,
        response: ok(processAnswer, 422),
      })
      .post("/undo", () => processMessage({ message: "undo" }), {
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
      .post("/send-email", async ({ body }) => (await engine()).sendEmail(deps.db, deps.config, body), {
        body: sendEmailBody,
        response: ok(emailSentAnswer, 409, 422, 502),
      })
  );
};
