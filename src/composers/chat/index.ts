import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, ok } from "../../lib/common-model";
import { loadEngine } from "../ai/engine";
import { chatBody, chatClearedAnswer, chatMessageAnswer, chatQuery } from "./model";
import { clearChat, listChatMessages, sendChatMessage } from "./service";

export const chatModule = (deps: AppDeps) =>
  new Elysia({ prefix: "/api/chat-messages" })
    .get("/", ({ query }) => listChatMessages(deps.db, query.limit ?? 200), {
      query: chatQuery,
      response: ok(t.Array(chatMessageAnswer), 422),
    })
    .post(
      "/",
      async ({ body, status }) => {
        // The assistant's engine loads on the first message (engine.ts says why).
        const assistant = (await loadEngine()).getAssistant(deps);
        return status(201, await sendChatMessage(deps.db, assistant, body.message, { confirmId: body.confirmId }));
      },
      { body: chatBody, response: created(chatMessageAnswer, 422) },
    )
    .delete("/", () => clearChat(deps.db), { response: ok(chatClearedAnswer) });
