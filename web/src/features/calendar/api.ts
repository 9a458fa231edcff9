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
/** Upcoming Events shows at most this many. */
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

const fetchEvents = (query: { from?: string; to?: string; limit?: number }) =>
  call(api["calendar-events"].get({ query }));
export type CalendarEvent = Awaited<ReturnType<typeof fetchEvents>>[number];

/** The next UPCOMING_LIMIT events from `from` on (the server sorts by date, then time). */
export const useUpcomingEvents = (from: string) =>
  useQuery({
    queryKey: [...eventsKey, "upcoming", from],
    queryFn: () => fetchEvents({ from, limit: UPCOMING_LIMIT }),
  });

/** One day's events: only the visible range is asked for, never the whole calendar. */
export const useDayEvents = (day: string) =>
  useQuery({ queryKey: [...eventsKey, "day", day], queryFn: () => fetchEvents({ from: day, to: day, limit: 200 }) });

/** The first day after `day` that has an event (for the day panel's "View" button), or null. */
export const useNextEventDay = (day: string) =>
  useQuery({
    queryKey: [...eventsKey, "next", day],
    queryFn: async () => (await fetchEvents({ from: nextDayKey(day), limit: 1 }))[0]?.date ?? null,
  });

/** "2026-02-28" → "2026-03-01" (calendar arithmetic at noon UTC, so no time zone can shift the day). */
export function nextDayKey(day: string) {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

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
