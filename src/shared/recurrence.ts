import type { RRule } from "rrule";
import { firstUse } from "../lib/first-use";

/**
 * Repeating things ("every Monday", "on the 1st of every month") as RFC 5545 recurrence rules, the form calendars
 * and .ics files share. A rule is kept without DTSTART ("FREQ=WEEKLY;BYDAY=MO"); the first occurrence is the stored
 * moment, and every occurrence keeps its local time of day (9 AM stays 9 AM across a clock change).
 */

// rrule counts in UTC; local wall-clock times are handed to it as if they were UTC and read back the same way.
const wallAsUtc = (d: Date) => new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()));
const utcAsWall = (u: Date) => new Date(u.getUTCFullYear(), u.getUTCMonth(), u.getUTCDate(), u.getUTCHours(), u.getUTCMinutes());

// The rules library loads with the first repeating task or reminder, not with every start.
const rrule = firstUse(() => (require("rrule") as typeof import("rrule")).RRule);

function ruleFrom(rule: string, start: Date): RRule {
  const RRule = rrule();
  const options = RRule.parseString(rule.replace(/^RRULE:/i, ""));
  return new RRule({ ...options, dtstart: wallAsUtc(start) });
}

/** Whether `rule` is a recurrence rule Sunshine can follow (a FREQ, nothing unknown). */
export function isRecurrence(rule: string): boolean {
  try {
    const r = ruleFrom(rule, new Date());
    return r.options.freq !== undefined && /\bFREQ=/i.test(rule);
  } catch {
    return false;
  }
}

/** The first occurrence after `after`, counting from `start` (an occurrence's day and time of day). */
export function nextOccurrence(rule: string, start: Date, after: Date): Date | undefined {
  const next = ruleFrom(rule, start).after(wallAsUtc(after), false);
  return next ? utcAsWall(next) : undefined;
}

/**
 * The first occurrence at hour:minute after `now`, for a rule said just now ("every Monday at 9"). "Every other Tuesday"
 * said on a Saturday starts next Tuesday, not in the week after: weeks are counted from the first occurrence, so the
 * interval does not delay the first named day.
 */
export function firstOccurrence(rule: string, hour: number, minute: number, now: Date): Date | undefined {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, minute);
  const first = ruleFrom(/BYDAY=/.test(rule) ? rule.replace(/;INTERVAL=\d+/, "") : rule, start).after(wallAsUtc(now), false);
  return first ? utcAsWall(first) : undefined;
}

/** "every week on Monday", "every month on the 1st": the rule in words. */
export function describeRecurrence(rule: string): string {
  // The rules library's words leave the position out ("every month on weekdays"): a working day counted in the month.
  const counted = /BYSETPOS=(-?1)\b/.exec(rule);
  if (counted && /FREQ=MONTHLY/.test(rule) && /BYDAY=MO,TU,WE,TH,FR\b/.test(rule))
    return `every month on the ${counted[1] === "1" ? "first" : "last"} working day`;
  try {
    return ruleFrom(rule, new Date()).toText();
  } catch {
    return rule;
  }
}
