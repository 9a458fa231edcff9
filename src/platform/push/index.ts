import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, ok } from "../../lib/common-model";
import { publicKeyAnswer, subscribeBody, subscriptionAnswer, unsubscribeBody, unsubscribedAnswer } from "./model";
import { removeSubscription, saveSubscription } from "./service";
import { loadOrCreateVapidKeys } from "./vapid";

/** Web Push: the browser asks for the public key, subscribes with its push service, and hands us the subscription. */
export const pushModule = ({ db, config }: AppDeps) => {
  const vapid = loadOrCreateVapidKeys(config.dataDir);
  return new Elysia({ prefix: "/api/push" })
    .get("/public-key", () => ({ publicKey: vapid.publicKey }), { response: ok(publicKeyAnswer) })
    .post(
      "/subscriptions",
      ({ body, status }) => {
        const row = saveSubscription(db, body);
        return status(201, { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt });
      },
      { body: subscribeBody, response: created(subscriptionAnswer, 422) },
    )
    .delete("/subscriptions", ({ body }) => ({ removed: removeSubscription(db, body.endpoint) }), {
      body: unsubscribeBody,
      response: ok(unsubscribedAnswer, 422),
    });
};
