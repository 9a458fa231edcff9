import type { AppDeps } from "../../lib/deps";
import { localDateKey, localTimeKey } from "../../shared/dates";
import { agendaSentOn, sendAgenda } from "./service";

/**
 * Sends the agenda once a day at config.digestAt (local time) when SMTP is set. It checks every 30 s against
 * `clock` rather than trusting a timer, so a laptop waking after 08:00 or a restart at 08:05 still sends it, once.
 */
export function agendaJob(deps: AppDeps, clock: () => Date = () => new Date(), everyMs = 30_000): (() => void) | void {
  const { db, config } = deps;
  if (!config.smtp || !config.digestAt) return;
  let sending = false;
  let retryAfter = 0; // a failed send waits 10 minutes instead of knocking on the mail server every 30 s
  const tick = async () => {
    const now = clock();
    if (sending || now.getTime() < retryAfter) return;
    if (localTimeKey(now) < config.digestAt! || agendaSentOn(db, localDateKey(now))) return;
    sending = true;
    try {
      const { to } = await sendAgenda(db, config, now);
      console.log(`Sent today's agenda to ${to}`);
    } catch (e) {
      retryAfter = now.getTime() + 10 * 60_000;
      console.error(`The daily agenda was not sent (next try in 10 minutes): ${(e as Error).message}`);
    } finally {
      sending = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  return () => clearInterval(timer);
}
