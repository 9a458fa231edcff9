import type { Db } from "../../db/client";
import type { AppDeps } from "../../lib/deps";
import { respond, type AssistantDeps, type AssistantReply } from "./conversation";
import type { AssistantInput } from "./types";

export { type AssistantInput, CHAT_FAILURE, PROCESS_FAILURE } from "./types";

/** The assistant as the HTTP routes, chat and automations use it (an interface so tests can break it on purpose). */
export interface Assistant {
  provider: "rules" | "model";
  model?: string;
  respond(input: AssistantInput): Promise<AssistantReply>;
}

const assistants = new WeakMap<Db, Assistant>();
/** One assistant per open database. */
export function getAssistant(deps: Pick<AppDeps, "db" | "config" | "llm"> & { owner?: AppDeps["owner"] }): Assistant {
  let a = assistants.get(deps.db);
  if (!a) {
    const own: AssistantDeps = { db: deps.db, config: deps.config, llm: deps.llm, owner: deps.owner };
    a = { provider: deps.llm ? "model" : "rules", model: deps.llm?.model, respond: (input) => respond(own, input) };
    assistants.set(deps.db, a);
  }
  return a;
}
