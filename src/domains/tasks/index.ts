import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, idParams, ok } from "../../lib/common-model";
import { createTaskBody, listTasksQuery, taskAnswer, taskDeletedAnswer, updateTaskBody } from "./model";
import { createTask, deleteTask, getTask, listTasksPage, updateTask } from "./service";
import { readCache } from "../../lib/read-cache";
import { pageParams, sendPage } from "../../lib/paging";

export const tasksModule = ({ db }: AppDeps) => {
  // The task list is the hottest read (dashboard, chat, CLI panel): reuse a page until something is written.
  const cachedPage = readCache(db, (key: string) => {
    const { limit, offset, ...filters } = JSON.parse(key) as typeof listTasksQuery.static;
    return listTasksPage(db, filters, pageParams({ limit, offset }));
  });
  return new Elysia({ prefix: "/api/tasks" })
    .get(
      "/",
      ({ query, request, set }) => sendPage({ request, set }, cachedPage(JSON.stringify(query)), pageParams(query)),
      {
        query: listTasksQuery,
        response: ok(t.Array(taskAnswer), 422),
      },
    )
    .get("/:id", ({ params }) => getTask(db, params.id), { params: idParams, response: ok(taskAnswer, 404, 422) })
    .post("/", ({ body, status }) => status(201, createTask(db, body)), {
      body: createTaskBody,
      response: created(taskAnswer, 422),
    })
    .put("/:id", ({ params, body }) => updateTask(db, params.id, body), {
      params: idParams,
      body: updateTaskBody,
      response: ok(taskAnswer, 404, 422),
    })
    .delete("/:id", ({ params }) => deleteTask(db, params.id), {
      params: idParams,
      response: ok(taskDeletedAnswer, 404, 422),
    });
};
