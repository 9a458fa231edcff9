import { raiseNotice } from "../../lib/events";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../lib/deps";
import { grants } from "./schema";
import { daysUntil, URGENT_DAYS } from "./service";

/** One bell notification per grant not yet applied for (status discovered) whose deadline is within 7 days; dedupeKey stops repeats. */
export function notifyGrantDeadlines(db: Db, now = new Date()): number {
  const open = db
    .select()
    .from(grants)
    .where(and(isNotNull(grants.deadline), eq(grants.status, "discovered")))
    .all();
  let raised = 0;
  for (const g of open) {
    const days = daysUntil(g.deadline!, now);
    if (days === null || days < 0 || days > URGENT_DAYS) continue;
    const when = days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`;
    const n = raiseNotice(db, {
      kind: "grant_deadline",
      title: `Grant deadline ${when}: ${g.title}`,
      body: `${g.organization} closes applications ${when}. You have not applied yet.`,
      link: "/grants",
      dedupeKey: `grant-deadline-${g.id}-${g.deadline}`,
    });
    if (n) raised++;
  }
  return raised;
}

export const GRANT_CHECK_MS = 60 * 60_000;

/** Background job: checks grant deadlines at start-up and every hour. */
export const grantDeadlineJob = ({ db }: AppDeps, clock: () => Date = () => new Date()) => {
  const run = () => {
    try {
      notifyGrantDeadlines(db, clock());
    } catch (e) {
      console.error("Grant deadline check failed", e);
    }
  };
  run();
  const timer = setInterval(run, GRANT_CHECK_MS);
  return () => clearInterval(timer);
};
