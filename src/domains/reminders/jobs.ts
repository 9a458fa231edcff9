import type { AppDeps } from "../../lib/deps";
import { startReminderScheduler } from "./scheduler";

/** Background job: fires reminders at their time (and missed ones at start-up). */
export const reminderJob = ({ db }: AppDeps) => {
  const scheduler = startReminderScheduler(db);
  return () => scheduler.stop();
};
