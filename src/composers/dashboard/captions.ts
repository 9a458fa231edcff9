/**
 * The sentences under the dashboard figures, from numbers the server computed (never fixed text). Pure, so the
 * unit tests can check each wording; the SQL that feeds them is in summary.ts.
 */
export type Trend = "up" | "down" | "neutral";
export interface Caption {
  text: string;
  trend: Trend;
}

/** Month-over-month change; neutral when last month had nothing to compare with. */
export function monthOverMonth(thisMonth: number, lastMonth: number): Caption {
  if (lastMonth <= 0) return { text: "No data last month", trend: "neutral" };
  const pct = Math.round(((thisMonth - lastMonth) / lastMonth) * 100);
  if (pct === 0) return { text: "Same as last month", trend: "neutral" };
  return { text: `${pct > 0 ? "+" : ""}${pct}% vs last month`, trend: pct > 0 ? "up" : "down" };
}

export function newThisWeek(count: number): Caption {
  return count > 0
    ? { text: `+${count} new this week`, trend: "up" }
    : { text: "None new this week", trend: "neutral" };
}

export function deadlinesSoon(count: number, days: number): Caption {
  if (count === 0) return { text: `No deadlines in the next ${days} days`, trend: "neutral" };
  return { text: `${count} ${count === 1 ? "deadline" : "deadlines"} in the next ${days} days`, trend: "neutral" };
}
