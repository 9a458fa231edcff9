import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";

export const notificationsKeys = {
  all: root("notifications"),
  list: () => [...notificationsKeys.all, "list"] as const,
};
/** Whether this browser holds a push subscription: asked of the browser, not the server. */
export const pushKeys = {
  all: root("push"),
  subscription: () => [...pushKeys.all, "subscription"] as const,
};

export type NotificationList = Awaited<ReturnType<typeof fetchNotifications>>;
export type NotificationItem = NotificationList["items"][number];

const fetchNotifications = () => call(api.notifications.get());

export const notificationsQueries = {
  /** Read once; after that the live stream (stream.ts) keeps this cache current, so there is no polling. */
  list: () => queryOptions({ queryKey: notificationsKeys.list(), queryFn: fetchNotifications }),
};

export const useNotifications = () => useQuery(notificationsQueries.list());

export const useMarkRead = () =>
  useMutation({
    mutationFn: (id: number) => call(api.notifications({ id }).read.put()),
    onSettled: () => refreshAfter("notifications"),
  });

export const useMarkAllRead = () =>
  useMutation({
    mutationFn: () => call(api.notifications["read-all"].post()),
    onSettled: () => refreshAfter("notifications"),
  });
