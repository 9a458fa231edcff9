import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { root } from "../../lib/keys";

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

export const calendarKeys = {
  all: root("calendar"),
  upcoming: (from: string) => [...calendarKeys.all, "upcoming", from] as const,
  day: (day: string) => [...calendarKeys.all, "day", day] as const,
  nextDay: (after: string) => [...calendarKeys.all, "next", after] as const,
};

const fetchEvents = (query: { from?: string; to?: string; limit?: number }) =>
  call(api["calendar-events"].get({ query }));
export type CalendarEvent = Awaited<ReturnType<typeof fetchEvents>>[number];

export const calendarQueries = {
  /** The next UPCOMING_LIMIT events from `from` on (the server sorts by date, then time). */
  upcoming: (from: string) =>
    queryOptions({ queryKey: calendarKeys.upcoming(from), queryFn: () => fetchEvents({ from, limit: UPCOMING_LIMIT }) }),
  /** One day's events: only the visible range is asked for, never the whole calendar. */
  day: (day: string) =>
    queryOptions({ queryKey: calendarKeys.day(day), queryFn: () => fetchEvents({ from: day, to: day, limit: 200 }) }),
  /** The first day after `day` that has an event (for the day panel's "View" button), or null. */
  nextDay: (day: string) =>
    queryOptions({
      queryKey: calendarKeys.nextDay(day),
      queryFn: async () => (await fetchEvents({ from: nextDayKey(day), limit: 1 }))[0]?.date ?? null,
    }),
};

export const useUpcomingEvents = (from: string) => useQuery(calendarQueries.upcoming(from));
export const useDayEvents = (day: string) => useQuery(calendarQueries.day(day));
export const useNextEventDay = (day: string) => useQuery(calendarQueries.nextDay(day));

/** "2026-02-28" → "2026-03-01" (calendar arithmetic at noon UTC, so no time zone can shift the day). */
export function nextDayKey(day: string) {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Events and the bell (an event soon raises a notice): lib/changes.ts. */
const refresh = () => void refreshAfter("calendar");

export const useSaveEvent = () =>
  useMutation({
    mutationFn: ({ id, input }: { id?: number; input: EventInput }) =>
      id ? call(api["calendar-events"]({ id }).put(input)) : call(api["calendar-events"].post(input)),
    onSuccess: refresh,
  });

export const useDeleteEvent = () =>
  useMutation({ mutationFn: (id: number) => call(api["calendar-events"]({ id }).delete()), onSuccess: refresh });
