import { Elysia } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createReminderBody } from "./model";
import { pokeReminders } from "./scheduler";
import { createReminder, deleteReminder, listReminders } from "./service";

export const remindersModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/reminders" })
    .get("/", ({ query, request, set }) => sendArrayPage({ request, set }, listReminders(db), query), {
      query: pageOnlyQuery,
    })
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
