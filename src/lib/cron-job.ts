const HOUR = 3_600_000;

/**
 * A background check that runs once now and then at the given minutes past every hour; a failing run is logged and
 * the next one still happens. Returns how to stop it (what `BackgroundJob` expects).
 *
 * The minutes are read on the UTC clock, which shows the same minutes as the local one in every time zone a whole
 * number of hours from UTC (elsewhere the check runs at other minutes, still hourly). A cron library reads the local
 * clock, and JavaScript's local time loads the time zone's rules and calendar data the first time it is used
 * (~3 MiB that stay): an idle server whose checks find nothing to do never needs them.
 */
export function hourlyJob(minutesPast: number[], what: string, run: () => void): () => void {
  const safe = () => {
    try {
      run();
    } catch (e) {
      console.error(`${what} failed`, e);
    }
  };
  safe();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastRun = Date.now();
  const arm = () => {
    // After the last run, not after now: a timer that fires a little early must not run the check twice.
    const next = nextMinutePast(minutesPast, Math.max(Date.now(), lastRun));
    timer = setTimeout(() => {
      lastRun = next;
      safe();
      arm();
    }, next - Date.now());
  };
  arm();
  return () => clearTimeout(timer);
}

/** The first time strictly after `after` (ms since the epoch) at one of `minutesPast` past a UTC hour. */
export function nextMinutePast(minutesPast: number[], after: number): number {
  const hour = after - (after % HOUR);
  return Math.min(...minutesPast.map((m) => hour + m * 60_000).map((t) => (t <= after ? t + HOUR : t)));
}

/** "Mon, Nov 24" for a stored date or ISO time (read as UTC, like every stored time without a zone). */
export const utcDayLabel = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
