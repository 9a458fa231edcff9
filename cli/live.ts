import { createParser } from "eventsource-parser";
import type { SunshineClient } from "./client";

/** One notification as the server's stream (and GET /api/notifications) gives it. */
export interface LiveNotification {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
}

export interface FollowOptions {
  signal: AbortSignal;
  /** Told when the connection drops and when it is back, for a status line. */
  onStatus?: (status: "connected" | "reconnecting", detail?: string) => void;
  /** Wait before reconnecting (the server's `retry:` wins when it sends one). */
  retryMs?: number;
}

/**
 * Follows /api/notifications/stream and calls `onNotification` for each new one, the moment the server creates it.
 * A dropped connection is reopened with Last-Event-ID, so a reminder that fired in between still arrives, once.
 * Resolves when `signal` aborts.
 */
export async function followNotifications(
  client: SunshineClient,
  onNotification: (n: LiveNotification) => void,
  { signal, onStatus, retryMs = 3000 }: FollowOptions,
): Promise<void> {
  let lastEventId: string | undefined;
  let retry = retryMs;
  while (!signal.aborted) {
    try {
      const headers: Record<string, string> = { accept: "text/event-stream" };
      if (lastEventId) headers["last-event-id"] = lastEventId;
      const res = await client.openStream("/api/notifications/stream", headers, signal);
      onStatus?.("connected");
      const parser = createParser({
        onRetry: (ms) => (retry = ms),
        onEvent: (event) => {
          if (event.id) lastEventId = event.id;
          if (event.event !== "notification") return;
          try {
            onNotification(JSON.parse(event.data) as LiveNotification);
          } catch {}
        },
      });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser.feed(value);
      }
    } catch (e) {
      // An older server without the stream: nothing to follow, and asking again every few seconds would not help.
      if (signal.aborted || (e as { status?: number }).status === 404) return;
      onStatus?.("reconnecting", (e as Error).message);
    }
    if (signal.aborted) return;
    onStatus?.("reconnecting");
    await new Promise((r) => {
      const timer = setTimeout(r, retry);
      signal.addEventListener("abort", () => (clearTimeout(timer), r(undefined)), { once: true });
    });
  }
}

/** "🔔 Reminder: call the venue — You asked me to remind you at 5:00 PM today." */
export const formatNotification = (n: LiveNotification) => `🔔 ${n.title}${n.body ? ` — ${n.body}` : ""}`;

/** What `listen` says aloud: the title, and the body when it adds something. */
export const spokenNotification = (n: LiveNotification) => `${n.title.replace(/^Reminder:\s*/i, "Reminder: ")}.`;
