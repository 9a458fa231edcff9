import { useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { queryClient } from "../../lib/query";

export const notificationsKey = ["notifications"] as const;

/** The bell polls once a minute so reminders and alerts fired by the server show up. */
export const useNotifications = () =>
  useQuery({ queryKey: notificationsKey, queryFn: () => call(api.notifications.get()), refetchInterval: 60_000 });

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
