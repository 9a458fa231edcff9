import { createFileRoute } from "@tanstack/react-router";
import { CalendarPage } from "../features/calendar/CalendarPage";
import { parseCalendarSearch } from "../features/calendar/search";

export const Route = createFileRoute("/calendar")({ validateSearch: parseCalendarSearch, component: CalendarPage });
