import { Cron } from "croner";
import type { Db } from "../../db/client";
import { fireDueReminders, nextReminderAt } from "./service";

export interface ReminderScheduler {
  /** Call after a reminder is created so a near one fires on time instead of at the next sweep. */
  poke(): void;
  stop(): void;
}

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
    if (wait < 20_000) timer = setTimeout(sweep, Math.max(0, wait) + 50);
  };
  const cron = new Cron("*/20 * * * * *", { protect: true }, sweep);
  sweep();
  const scheduler: ReminderScheduler = {
    poke: arm,
    stop() {
      cron.stop();
      if (timer) clearTimeout(timer);
      if (active === scheduler) active = undefined;
    },
  };
  active = scheduler;
  return scheduler;
}
