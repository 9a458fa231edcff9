import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { getEngine } from "../ai/engine";
import { chatBody, chatQuery } from "./model";
import { clearChat, listChatMessages, sendChatMessage } from "./service";

export const chatModule = (deps: AppDeps) => {
  const engine = getEngine(deps);
  return new Elysia({ prefix: "/chat-messages" })
    .get("/", ({ query }) => listChatMessages(deps.db, query.limit ?? 200), { query: chatQuery })
    .post(
      "/",
      async ({ body, set }) => {
        set.status = 201;
        return sendChatMessage(deps.db, engine, body.message);
      },
      { body: chatBody },
    )
    .delete("/", () => clearChat(deps.db));
};
