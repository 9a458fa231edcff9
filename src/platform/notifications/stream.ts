import type { Db } from "../../db/client";
import { onNotification } from "./events";
import type { Notification } from "./schema";
import { notificationsAfter } from "./service";

/** A comment line every 25 s keeps proxies and the browser from closing a quiet connection. */
export const HEARTBEAT_MS = 25_000;

const frame = (n: Notification) => `id: ${n.id}\nevent: notification\ndata: ${JSON.stringify(n)}\n\n`;

/** "12" from a Last-Event-ID header or ?lastEventId=; anything else means "only what is new from now". */
export function parseLastEventId(raw: string | null | undefined): number | undefined {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * Server-Sent Events: every notification created on `db` while the client is connected, after first replaying
 * those with an id above `lastEventId` (a reconnect). Listening starts before the replay is read and a notification
 * is only sent when its id is above the last one sent, so nothing is lost or repeated in between.
 */
export function notificationStream(
  db: Db,
  lastEventId: number | undefined,
  signal: AbortSignal,
  heartbeatMs = HEARTBEAT_MS,
): Response {
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Without a Last-Event-ID only what is created from now on is sent: any new id is above 0.
      let lastSent = lastEventId ?? 0;
      let closed = false;
      const write = (text: string) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const send = (n: Notification) => {
        if (n.id <= lastSent) return;
        lastSent = n.id;
        write(frame(n));
      };
      const stopListening = onNotification(db, send);
      const heartbeat = setInterval(() => write(": ping\n\n"), heartbeatMs);
      cleanup = () => {
        if (closed) return;
        closed = true;
        stopListening();
        clearInterval(heartbeat);
        try {
          controller.close();
        } catch {}
      };
      signal.addEventListener("abort", cleanup);
      // retry: how long a browser waits before reconnecting; the comment makes the headers go out at once.
      write("retry: 3000\n: connected\n\n");
      // Replayed page by page: a client away for a long time still gets every one, in order.
      if (lastEventId !== undefined) {
        for (
          let page = notificationsAfter(db, lastSent);
          page.length && !closed;
          page = notificationsAfter(db, lastSent)
        )
          for (const n of page) send(n);
      }
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    },
  });
}
