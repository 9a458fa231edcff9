import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query";

export const EVENT_TYPES = ["meeting", "deadline", "gig", "interview", "payment", "other"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const REMINDERS = [
  "none",
  "15 minutes before",
  "1 hour before",
  "2 hours before",
  "1 day before",
  "1 week before",
] as const;
export type Reminder = (typeof REMINDERS)[number];
export const DEFAULT_REMINDER: Reminder = "15 minutes before";
/** Upcoming Events shows at most this many (spec §9). */
export const UPCOMING_LIMIT = 10;

export interface EventInput {
  title: string;
  date: string;
  time: string;
  type: EventType;
  description: string;
  location: string;
  reminder: Reminder;
}

export const eventsKey = ["/api/calendar-events"] as const;

export const useEvents = () =>
  useQuery({ queryKey: eventsKey, queryFn: () => call(api["calendar-events"].get({ query: {} })) });
export type CalendarEvent = NonNullable<ReturnType<typeof useEvents>["data"]>[number];

const refresh = () => {
  void queryClient.invalidateQueries({ queryKey: eventsKey });
  void queryClient.invalidateQueries({ queryKey: ["notifications"] });
};

export const useSaveEvent = () =>
  useMutation({
    mutationFn: ({ id, input }: { id?: number; input: EventInput }) =>
      id ? call(api["calendar-events"]({ id }).put(input)) : call(api["calendar-events"].post(input)),
    onSuccess: refresh,
  });

export const useDeleteEvent = () =>
  useMutation({ mutationFn: (id: number) => call(api["calendar-events"]({ id }).delete()), onSuccess: refresh });
