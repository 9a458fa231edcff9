import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, ok } from "../../lib/common-model";
import { getAssistant } from "../ai/assistant";
import { chatBody, chatClearedAnswer, chatMessageAnswer, chatQuery } from "./model";
import { clearChat, listChatMessages, sendChatMessage } from "./service";

export const chatModule = (deps: AppDeps) => {
  const assistant = getAssistant(deps);
  return new Elysia({ prefix: "/chat-messages" })
    .get("/", ({ query }) => listChatMessages(deps.db, query.limit ?? 200), {
      query: chatQuery,
      response: ok(t.Array(chatMessageAnswer), 422),
    })
    .post(
      "/",
      async ({ body, status }) =>
        status(201, await sendChatMessage(deps.db, assistant, body.message, { confirmId: body.confirmId })),
      { body: chatBody, response: created(chatMessageAnswer, 422) },
    )
    .delete("/", () => clearChat(deps.db), { response: ok(chatClearedAnswer) });
};
