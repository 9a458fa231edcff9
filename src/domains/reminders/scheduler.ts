import type { Db } from "../../db/client";
import { fireDueReminders, nextReminderAt } from "./service";

export interface ReminderScheduler {
  /** Call after a reminder is created so a near one fires on time instead of at the next sweep. */
  poke(): void;
  stop(): void;
}

const SWEEP_MS = 20_000;
let active: ReminderScheduler | undefined;
/** The running scheduler (if the server started one): the reminders API pokes it after a create. */
export const pokeReminders = () => active?.poke();

/**
 * Fires missed reminders at start-up, then sweeps every 20 seconds and also sets a precise timer for the next one.
 * `clock` is injectable so tests can drive it.
 */
export function startReminderScheduler(db: Db, clock: () => Date = () => new Date()): ReminderScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sweep = () => {
    try {
      fireDueReminders(db, clock());
    } catch (e) {
      console.error("Reminder sweep failed", e);
    }
    arm();
  };
  const arm = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const next = nextReminderAt(db);
    if (!next) return;
    const wait = next.getTime() - clock().getTime();
    if (wait < SWEEP_MS) timer = setTimeout(sweep, Math.max(0, wait) + 50);
  };
  // A plain interval rather than a cron pattern: a cron library reads the local clock, which loads the time zone's
  // rules (~3 MiB) even when no reminder is due.
  const interval = setInterval(sweep, SWEEP_MS);
  sweep();
  const scheduler: ReminderScheduler = {
    poke: arm,
    stop() {
      clearInterval(interval);
      if (timer) clearTimeout(timer);
      if (active === scheduler) active = undefined;
    },
  };
  active = scheduler;
  return scheduler;
}
