import { useEffect } from "react";
import { api, call, ApiError } from "../../lib/api";
import { queryClient } from "../../lib/query";
import { checkServer, serverAnswered, serverReachableAtom } from "../pwa/connection";
import { store } from "../session/state";
import { notificationsKeys, notificationsQueries, type NotificationList, type NotificationItem } from "./api";
import { showSystemNotification } from "./system";

const RECONNECT_MS = [1_000, 3_000, 10_000, 30_000];

/** The newest notification id this tab knows: the stream resumes after it, so nothing is missed or repeated. */
function newestKnownId(): number | undefined {
  const list = queryClient.getQueryData<NotificationList>(notificationsKeys.list());
  return list?.items.reduce((max, n) => Math.max(max, n.id), 0);
}

/** Puts a notification from the stream at the top of the bell's list (once, whatever the order of arrival). */
function addToBell(n: NotificationItem) {
  queryClient.setQueryData<NotificationList>(notificationsKeys.list(), (old) => {
    if (!old) return { items: [n], unread: n.readAt ? 0 : 1 };
    if (old.items.some((x) => x.id === n.id)) return old;
    const items = [n, ...old.items].sort((a, b) => b.id - a.id).slice(0, 50);
    return { items, unread: old.unread + (n.readAt ? 0 : 1) };
  });
}

/**
 * Keeps the bell current from GET /api/notifications/stream (Server-Sent Events) instead of polling: each new
 * notification lands in the TanStack Query cache and, when turned on, as a system notification. An EventSource
 * cannot send the bearer header, so each connection trades it for a single-use ticket first; a dropped connection
 * gets a new ticket and resumes with lastEventId. Mounted once for the signed-in app.
 */
export function useNotificationStream() {
  useEffect(() => {
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let lastId: number | undefined;
    let stopped = false;
    let connecting = false;

    const reconnectLater = () => {
      if (stopped) return;
      const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
      timer = setTimeout(() => void connect(), delay);
    };

    const connect = async () => {
      if (stopped || connecting) return;
      connecting = true;
      try {
        await open();
      } finally {
        connecting = false;
      }
    };

    const open = async () => {
      let ticket: string;
      try {
        // The list is read first, so the stream's replay starts right after what the bell already shows.
        await queryClient.ensureQueryData(notificationsQueries.list());
        ({ ticket } = await call(api.notifications["stream-ticket"].post()));
      } catch (e) {
        if (e instanceof ApiError && e.status === 401) return; // signed out: the session layer takes over
        void checkServer();
        return reconnectLater();
      }
      if (stopped) return;
      // Fixed at the first connection: later ones resume after the last event this tab got, not after a list
      // refetched meanwhile, so what arrived during an outage still pops up.
      const since = (lastId ??= newestKnownId());
      const params = new URLSearchParams({ ticket });
      if (since !== undefined) params.set("lastEventId", String(since));
      source = new EventSource(`/api/notifications/stream?${params}`);
      source.onopen = () => {
        attempt = 0;
        serverAnswered();
      };
      source.addEventListener("notification", (event) => {
        const n = JSON.parse((event as MessageEvent<string>).data) as NotificationItem;
        lastId = Math.max(lastId ?? 0, n.id);
        addToBell(n);
        if (!n.readAt) void showSystemNotification(n);
      });
      source.onerror = () => {
        // The browser would retry with the same (now spent) ticket: close and reconnect with a fresh one.
        source?.close();
        source = undefined;
        void checkServer();
        reconnectLater();
      };
    };

    // When the server answers again after an outage, reconnect at once instead of waiting out the back-off.
    const stopWatching = store.sub(serverReachableAtom, () => {
      if (!store.get(serverReachableAtom) || source || stopped || connecting) return;
      clearTimeout(timer);
      attempt = 0;
      void connect();
    });

    void connect();
    return () => {
      stopped = true;
      stopWatching();
      clearTimeout(timer);
      source?.close();
    };
  }, []);
}
