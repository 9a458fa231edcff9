import { dayKey } from "../../lib/url-state";

/** The Calendar screen's address: ?day= the day the panel shows (today when absent). */
export interface CalendarSearch {
  day?: string;
}

export const parseCalendarSearch = (raw: Record<string, unknown>): CalendarSearch => ({ day: dayKey(raw.day) });
