import { addDays, localDateKey, parseDateKey } from "../../shared/dates";
import type { When } from "./when";

/**
 * Days said relative to the record being changed, not to today: "move the gig to the next day" is the day after the
 * gig, "postpone it to next week" the same weekday a week on. The date reader reads these words from today, which is
 * right everywhere else ("remind me the next day" has no other day to count from).
 */
const COUNTED_FROM_RECORD: [RegExp, number][] = [
  [/^(?:to\s+)?(?:the )?next week$/i, 7],
  [/^(?:to\s+)?(?:the )?(?:next|following) day$|^(?:to\s+)?the day after$/i, 1],
];

/**
 * How many days after the record's own day the words of `when` mean, when they count from it. A task due "next
 * week" is due as that week starts (`days` only), while an event or a reminder keeps its weekday.
 */
export const daysAfterOwn = (when: When | undefined, only?: "days"): number | undefined =>
  when && COUNTED_FROM_RECORD.find(([said, days]) => (only !== "days" || days === 1) && said.test(when.text.trim()))?.[1];

/** `date` (YYYY-MM-DD) moved on by `days`, in the same form. */
export const dayKeyAfter = (date: string, days: number) => localDateKey(addDays(parseDateKey(date.slice(0, 10))!, days));
