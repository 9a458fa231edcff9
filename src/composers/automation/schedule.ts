/** Schedule arithmetic in the computer's local time: a job runs at timeOfDay (HH:MM) daily, weekly or monthly. */
export type Frequency = "daily" | "weekly" | "monthly";

const atTime = (d: Date, timeOfDay: string) => {
  const [h, m] = timeOfDay.split(":").map(Number);
  const x = new Date(d);
  x.setHours(h || 0, m || 0, 0, 0);
  return x;
};

/** The first slot at or after `now`: today at timeOfDay if that is still ahead, else tomorrow. */
export function firstRun(now: Date, timeOfDay: string): Date {
  const today = atTime(now, timeOfDay);
  if (today.getTime() >= now.getTime()) return today;
  const next = new Date(today);
  next.setDate(next.getDate() + 1);
  return atTime(next, timeOfDay);
}

/** One period after `slot`, keeping the local time of day across daylight-saving changes. */
export function advance(slot: Date, frequency: Frequency, timeOfDay: string): Date {
  const x = new Date(slot);
  if (frequency === "daily") x.setDate(x.getDate() + 1);
  else if (frequency === "weekly") x.setDate(x.getDate() + 7);
  else {
    const day = x.getDate();
    x.setDate(1);
    x.setMonth(x.getMonth() + 1);
    const last = new Date(x.getFullYear(), x.getMonth() + 1, 0).getDate();
    x.setDate(Math.min(day, last));
  }
  return atTime(x, timeOfDay);
}

/** The next slot strictly after `now`, stepping from a (possibly long-missed) slot. */
export function nextAfter(slot: Date, now: Date, frequency: Frequency, timeOfDay: string): Date {
  let x = advance(slot, frequency, timeOfDay);
  // A job missed for years still steps quickly: jump close first for daily/weekly.
  if (x.getTime() <= now.getTime() && frequency !== "monthly") {
    const step = frequency === "daily" ? 1 : 7;
    const days = Math.floor((now.getTime() - x.getTime()) / 86_400_000 / step) * step;
    if (days > 0) {
      x.setDate(x.getDate() + days);
      x = atTime(x, timeOfDay);
    }
  }
  while (x.getTime() <= now.getTime()) x = advance(x, frequency, timeOfDay);
  return x;
}

export const periodDays = (frequency: Frequency) => (frequency === "daily" ? 1 : frequency === "weekly" ? 7 : 30);

/**
 * A slot `dayOffset` days after the first timeOfDay strictly after `now`: what automations schedule work at, so
 * nothing they create is ever in the past (a 09:00 slot asked for at 15:00 starts tomorrow).
 */
export function slotAfter(now: Date, dayOffset: number, timeOfDay: string): Date {
  let first = atTime(now, timeOfDay);
  if (first.getTime() <= now.getTime()) {
    first.setDate(first.getDate() + 1);
    first = atTime(first, timeOfDay);
  }
  const x = new Date(first);
  x.setDate(x.getDate() + dayOffset);
  return atTime(x, timeOfDay);
}
