import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createTaskBody, listTasksQuery, updateTaskBody } from "./model";
import { createTask, deleteTask, getTask, listTasks, updateTask } from "./service";
import { jsonReadCache } from "../../lib/read-cache";
import type { TaskStatus } from "./schema";

export const tasksModule = ({ db }: AppDeps) => {
  // The task list is the hottest read (dashboard, chat, CLI panel): reuse it until something is written.
  const cachedList = jsonReadCache(db, (status: TaskStatus | "all") =>
    listTasks(db, status === "all" ? undefined : status),
  );
  return new Elysia({ prefix: "/tasks" })
    .get("/", ({ query }) => cachedList(query.status ?? "all"), { query: listTasksQuery })
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
