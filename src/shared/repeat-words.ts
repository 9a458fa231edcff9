import { ordinal } from "./text";
/**
 * A repetition rule (RFC 5545, "FREQ=WEEKLY;BYDAY=MO") in a few words for a list ("every Monday", "every 2 weeks on
 * Friday", "monthly on the 1st"). Pure and small so the web app can show it without the rule library.
 */
const DAY: Record<string, string> = { MO: "Monday", TU: "Tuesday", WE: "Wednesday", TH: "Thursday", FR: "Friday", SA: "Saturday", SU: "Sunday" };
const UNIT: Record<string, string> = { DAILY: "day", WEEKLY: "week", MONTHLY: "month", YEARLY: "year" };

export function repeatWords(rule: string | null | undefined): string | undefined {
  if (!rule) return undefined;
  const parts = Object.fromEntries(
    rule
      .replace(/^RRULE:/i, "")
      .split(";")
      .map((p) => p.split("=") as [string, string]),
  );
  const unit = UNIT[parts.FREQ?.toUpperCase() ?? ""];
  if (!unit) return undefined;
  const n = Number(parts.INTERVAL ?? 1);
  const days = (parts.BYDAY ?? "").split(",").filter(Boolean).map((d: string) => DAY[d.toUpperCase()] ?? d);
  if (days.length === 5 && !days.includes("Saturday") && !days.includes("Sunday") && n === 1) return "every weekday";
  const every = n > 1 ? (n === 2 && unit === "week" && days.length ? "every other" : `every ${n} ${unit}s`) : "every";
  if (days.length) return n > 1 && every !== "every other" ? `${every} on ${days.join(" and ")}` : `${every} ${days.join(" and ")}`;
  if (parts.BYMONTHDAY) return `${n > 1 ? `every ${n} months` : "monthly"} on the ${ordinal(Number(parts.BYMONTHDAY))}`;
  return n > 1 ? every : `every ${unit}`;
}
