import { daysFromToday, describeDay, localDateKey } from "../../shared/dates";
import type { RadioStation } from "./schema";

/** How the assistant describes one station: its reading tools and any question that names the station. */

export const contactedDay = (x: RadioStation, now: Date) => {
  if (!x.lastContacted) return "";
  const key = localDateKey(new Date(x.lastContacted));
  const days = -(daysFromToday(key, now) ?? 0);
  return days > 1 ? `${days} days ago (${describeDay(key, now)})` : describeDay(key, now);
};

/** "KEXP (90.3 FM, Seattle, WA): contacted 13 days ago (Nov 10), no reply yet. Contact: Kevin Cole <music@kexp.org>." */
export function stationLine(x: RadioStation, now: Date): string {
  const about = [x.frequency, x.location, x.genre].filter(Boolean).join(", ");
  const state =
    x.status === "pending"
      ? "not contacted yet"
      : x.status === "contacted"
        ? `contacted ${contactedDay(x, now) || "already"}, no reply yet`
        : x.status === "responded"
          ? "responded"
          : "rejected (said no)";
  const who = [x.contactName, x.contactEmail && `<${x.contactEmail}>`].filter(Boolean).join(" ");
  return `${x.name}${about ? ` (${about})` : ""}: ${state}. ${who ? `Contact: ${who}.` : "No contact on file."}`;
}
