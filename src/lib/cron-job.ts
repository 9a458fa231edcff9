import { Cron } from "croner";

/**
 * A background check that runs once now and then on a cron pattern; a failing run is logged and the next one still
 * happens. Returns how to stop it (what `BackgroundJob` expects).
 */
export function cronJob(pattern: string, what: string, run: () => void): () => void {
  const safe = () => {
    try {
      run();
    } catch (e) {
      console.error(`${what} failed`, e);
    }
  };
  safe();
  const cron = new Cron(pattern, { protect: true }, safe);
  return () => cron.stop();
}

/** "Mon, Nov 24" for a stored date or ISO time (read as UTC, like every stored time without a zone). */
export const utcDayLabel = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
