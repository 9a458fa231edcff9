import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { loadEngine } from "../ai/engine";
import { chatBody, chatQuery } from "./model";
import { clearChat, listChatMessages, sendChatMessage } from "./service";

export const chatModule = (deps: AppDeps) => {
  return new Elysia({ prefix: "/chat-messages" })
    .get("/", ({ query }) => listChatMessages(deps.db, query.limit ?? 200), { query: chatQuery })
    .post(
      "/",
      async ({ body, set }) => {
        set.status = 201;
        return sendChatMessage(deps.db, (await loadEngine()).getAssistant(deps), body.message, { confirmId: body.confirmId });
      },
      { body: chatBody },
    )
    .delete("/", () => clearChat(deps.db));
};
