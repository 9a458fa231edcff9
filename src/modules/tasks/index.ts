import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createTaskBody, listTasksQuery, updateTaskBody } from "./model";
import { createTask, deleteTask, getTask, listTasks, updateTask } from "./service";

export const tasksModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/tasks" })
    .get("/", ({ query }) => listTasks(db, query.status), { query: listTasksQuery })
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
