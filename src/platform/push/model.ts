import { t } from "elysia";
import { answer } from "../../lib/common-model";
import { integer } from "../../lib/validation";

const key = (name: string) =>
  t.String({
    minLength: 1,
    maxLength: 200,
    pattern: "^[A-Za-z0-9_\\-=+/]+$",
    error: `keys.${name} must be the browser's base64url key`,
  });

export const subscribeBody = t.Object(
  {
    endpoint: t.String({
      minLength: 1,
      maxLength: 2000,
      format: "uri",
      error: "endpoint must be the push service URL from the browser",
    }),
    keys: t.Object({ p256dh: key("p256dh"), auth: key("auth") }, { error: "keys must hold p256dh and auth" }),
    expirationTime: t.Optional(t.Union([t.Null(), t.Number()])),
  },
  {
    additionalProperties: true,
    error: "Send the browser's PushSubscription as JSON: { endpoint, keys: { p256dh, auth } }",
  },
);

export const unsubscribeBody = t.Object(
  { endpoint: t.String({ minLength: 1, error: "endpoint is required" }) },
  { additionalProperties: true, error: "Send { endpoint } as JSON" },
);

export const publicKeyAnswer = answer({ publicKey: t.String({ description: "The VAPID public key (base64url)" }) });
export const subscriptionAnswer = answer({ id: integer(), endpoint: t.String(), createdAt: t.String() });
export const unsubscribedAnswer = answer({ removed: t.Boolean() });
