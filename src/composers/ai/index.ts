import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { monitorTasks } from "../../domains/tasks/service";
import { loadEngine } from "./engine";
import { confirmBody, monitorQuery, processBody, sendEmailBody } from "./model";

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
  return new Elysia({ prefix: "/ai" })
    .get("/status", () => ({ persona: deps.config.persona, provider: deps.llm ? "model" : "rules", model: deps.llm?.model ?? null }))
    .get("/tools", async () =>
      (await engine()).TOOLS.map(({ name, description, kind, examples }) => ({ name, description, kind, examples })),
    )
    // What offline voice recognition may listen for: templates, rules, the owner's names and the word list.
    .get("/vocabulary", async () => (await engine()).recognisedPhrases(deps.db))
    .post("/process", async ({ body }) => {
      const e = await engine();
      return e.processMessage(e.assistant, body);
    }, { body: processBody })
    .post("/confirm", async ({ body }) => {
      const e = await engine();
      return e.processMessage(e.assistant, { message: "yes", confirmId: body.id });
    }, { body: confirmBody })
    .post("/undo", async () => {
      const e = await engine();
      return e.processMessage(e.assistant, { message: "undo" });
    }, { body: t.Optional(t.Object({})) })
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
      { query: monitorQuery },
    )
    .post("/send-email", async ({ body }) => (await engine()).sendEmail(deps.db, deps.config, body), { body: sendEmailBody });
};
