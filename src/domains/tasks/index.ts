import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createTaskBody, listTasksQuery, updateTaskBody } from "./model";
import { createTask, deleteTask, getTask, listTasksPage, updateTask } from "./service";
import { readCache } from "../../lib/read-cache";
import { pageParams, sendPage } from "../../lib/paging";

export const tasksModule = ({ db }: AppDeps) => {
  // The task list is the hottest read (dashboard, chat, CLI panel): reuse a page until something is written.
  const cachedPage = readCache(db, (key: string) => {
    const { limit, offset, ...filters } = JSON.parse(key) as typeof listTasksQuery.static;
    return listTasksPage(db, filters, pageParams({ limit, offset }));
  });
  return new Elysia({ prefix: "/tasks" })
    .get("/", ({ query, request, set }) => sendPage({ request, set }, cachedPage(JSON.stringify(query)), pageParams(query)), {
      query: listTasksQuery,
    })
    .get("/:id", ({ params }) => getTask(db, params.id), { params: idParams })
    .post(
      "/",
      ({ body, set }) => {
        set.status = 201;
        return createTask(db, body);
      },
      { body: createTaskBody },
    )
    .put("/:id", ({ params, body }) => updateTask(db, params.id, body), { params: idParams, body: updateTaskBody })
    .delete("/:id", ({ params }) => deleteTask(db, params.id), { params: idParams });
};
