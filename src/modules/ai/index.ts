import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createReminderBody } from "../reminders/model";
import { pokeReminders } from "../reminders/scheduler";
import { createReminder, deleteReminder, listReminders } from "../reminders/service";
import { monitorTasks } from "../tasks/service";
import { getEngine } from "./engine";
import { processBody, sendEmailBody } from "./model";
import { processMessage, sendEmail } from "./service";

/** Spec §8: when the monitor cannot read the tasks. */
const MONITOR_FAILURE = {
  overdueTasks: [],
  upcomingTasks: [],
  suggestions: ["Tasks cannot be checked right now. Please try again later."],
};

const aiRoutes = (deps: AppDeps) => {
  const engine = getEngine(deps);
  return new Elysia({ prefix: "/ai" })
    .get("/status", () => ({ persona: deps.config.persona, provider: engine.provider, model: engine.model ?? null }))
    .post("/process", ({ body }) => processMessage(engine, body), { body: processBody })
    .get("/monitor-tasks", () => {
      try {
        return monitorTasks(deps.db);
      } catch (e) {
        console.error("Task monitor failed", e);
        return MONITOR_FAILURE;
      }
    })
    .post("/send-email", ({ body }) => sendEmail(deps.db, deps.config, body), { body: sendEmailBody });
};

/** Reminders (schedule_reminder actions) live here because app.ts registers one module per domain. */
const reminderRoutes = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/reminders" })
    .get("/", () => listReminders(db))
    .post(
      "/",
      ({ body, set }) => {
        const reminder = createReminder(db, body);
        pokeReminders();
        set.status = 201;
        return reminder;
      },
      { body: createReminderBody },
    )
    .delete("/:id", ({ params }) => deleteReminder(db, params.id), { params: idParams });

export const aiModule = (deps: AppDeps) => new Elysia().use(aiRoutes(deps)).use(reminderRoutes(deps));
