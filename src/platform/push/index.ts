import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { subscribeBody, unsubscribeBody } from "./model";
import { removeSubscription, saveSubscription } from "./service";
import { loadOrCreateVapidKeys } from "./vapid";

/** Web Push: the browser asks for the public key, subscribes with its push service, and hands us the subscription. */
export const pushModule = ({ db, config }: AppDeps) => {
  const vapid = loadOrCreateVapidKeys(config.dataDir);
  return new Elysia({ prefix: "/push" })
    .get("/public-key", () => ({ publicKey: vapid.publicKey }))
    .post(
      "/subscriptions",
      ({ body, set }) => {
        const row = saveSubscription(db, body);
        set.status = 201;
        return { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt };
      },
      { body: subscribeBody },
    )
    .delete("/subscriptions", ({ body }) => ({ removed: removeSubscription(db, body.endpoint) }), {
      body: unsubscribeBody,
    });
};
