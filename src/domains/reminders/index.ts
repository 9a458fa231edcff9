import { Elysia, t } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import type { AppDeps } from "../../lib/deps";
import { created, deletedAnswer, idParams, ok } from "../../lib/common-model";
import { createReminderBody, reminderAnswer } from "./model";
import { pokeReminders } from "./scheduler";
import { createReminder, deleteReminder, listReminders } from "./service";

export const remindersModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/api/reminders" })
    .get("/", ({ query, request, set }) => sendArrayPage({ request, set }, listReminders(db), query), {
      query: pageOnlyQuery,
      response: ok(t.Array(reminderAnswer), 422),
    })
    .post(
      "/",
      ({ body, status }) => {
        const reminder = createReminder(db, body);
        pokeReminders();
        return status(201, reminder);
      },
      { body: createReminderBody, response: created(reminderAnswer, 422) },
    )
    .delete("/:id", ({ params }) => deleteReminder(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    });
