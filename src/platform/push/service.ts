import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loadWebPush } from "../../lib/lazy-libs";
import { pushSubscriptions, type PushSubscriptionRow } from "./schema";
import type { VapidKeys } from "./vapid";

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the service worker receives and shows. */
export interface PushPayload {
  id: number;
  title: string;
  body: string;
  link: string | null;
  kind: string;
}

/** Stores a browser's subscription; the same endpoint again just takes the new keys. */
export function saveSubscription(db: Db, input: SubscriptionInput): PushSubscriptionRow {
  const values = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
  return db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: values.p256dh, auth: values.auth } })
    .returning()
    .get();
}

export function removeSubscription(db: Db, endpoint: string): boolean {
  return Boolean(db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)).returning().get());
}

export const listSubscriptions = (db: Db) => db.select().from(pushSubscriptions).all();

export interface PushSender {
  vapid: VapidKeys;
  /** mailto: or https: address push services may contact about this sender. */
  subject: string;
  /** Extra fetch options (tests pass the loopback push service's certificate). */
  fetchInit?: Record<string, unknown>;
}

export interface PushResult {
  endpoint: string;
  status: number | "failed";
  removed: boolean;
}

/**
 * Encrypts the payload for each subscription (web-push does the RFC 8291 encryption and VAPID signature) and posts
 * it. A 404 or 410 means the browser dropped the subscription: it is removed so it is not tried again.
 */
export async function sendPushToAll(db: Db, sender: PushSender, payload: PushPayload): Promise<PushResult[]> {
  const subscriptions = listSubscriptions(db);
  if (!subscriptions.length) return [];
  // web-push (and the crypto and network modules under it) loads on the first push, not with the server.
  const { default: webpush } = await loadWebPush();
  const body = JSON.stringify(payload);
  return Promise.all(
    subscriptions.map(async (s): Promise<PushResult> => {
      const details = webpush.generateRequestDetails(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        body,
        {
          vapidDetails: {
            subject: sender.subject,
            publicKey: sender.vapid.publicKey,
            privateKey: sender.vapid.privateKey,
          },
          TTL: 24 * 60 * 60,
          urgency: payload.kind === "reminder" ? "high" : "normal",
        },
      );
      try {
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ? new Uint8Array(details.body) : undefined,
          signal: AbortSignal.timeout(15_000),
          ...sender.fetchInit,
        });
        await res.body?.cancel();
        const gone = res.status === 404 || res.status === 410;
        if (gone) removeSubscription(db, s.endpoint);
        else if (!res.ok) console.error(`Web push to ${new URL(s.endpoint).host} answered ${res.status}`);
        return { endpoint: s.endpoint, status: res.status, removed: gone };
      } catch (e) {
        console.error(`Web push to ${new URL(s.endpoint).host} failed: ${(e as Error).message}`);
        return { endpoint: s.endpoint, status: "failed", removed: false };
      }
    }),
  );
}
