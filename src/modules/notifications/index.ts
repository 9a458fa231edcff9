import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { listNotifications, markAllRead, markRead } from "./service";

export const notificationsModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/notifications" })
    .get("/", () => listNotifications(db))
    .put("/:id/read", ({ params }) => markRead(db, params.id), { params: idParams })
    .post("/read-all", () => ({ updated: markAllRead(db) }));
