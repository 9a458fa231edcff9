import { useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { queryClient } from "../../lib/query";

export const notificationsKey = ["notifications"] as const;

export type NotificationList = Awaited<ReturnType<typeof fetchNotifications>>;
export type NotificationItem = NotificationList["items"][number];

export const fetchNotifications = () => call(api.notifications.get());

/** Read once; after that the live stream (stream.ts) keeps this cache current, so there is no polling. */
export const useNotifications = () => useQuery({ queryKey: notificationsKey, queryFn: fetchNotifications });

export const useMarkRead = () =>
  useMutation({
    mutationFn: (id: number) => call(api.notifications({ id }).read.put()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });

export const useMarkAllRead = () =>
  useMutation({
    mutationFn: () => call(api.notifications["read-all"].post()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
