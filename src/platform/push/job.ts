import type { AppDeps } from "../../lib/deps";
import { sendPushToAll, type PushPayload, type PushSender } from "./service";
import { loadOrCreateVapidKeys } from "./vapid";

/**
 * Background job: `listen` is how to hear new notifications (jobs.ts passes the notifications domain's emitter, so
 * the two domains stay apart). Each one goes to every subscribed browser without holding up whoever created it.
 */
export function pushJob(
  deps: AppDeps,
  listen: (handler: (payload: PushPayload) => void) => () => void,
  fetchInit?: PushSender["fetchInit"],
): () => void {
  const sender: PushSender = {
    vapid: loadOrCreateVapidKeys(deps.config.dataDir),
    subject: `mailto:${deps.config.email.includes("@") ? deps.config.email : "owner@localhost"}`,
    fetchInit,
  };
  return listen((payload) => {
    void sendPushToAll(deps.db, sender, payload).catch((e) => console.error("Web push failed", e));
  });
}
