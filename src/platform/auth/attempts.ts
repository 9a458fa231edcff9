import { HttpError } from "../../lib/errors";

/**
 * Slows down passphrase guessing: each client waits twice as long after every wrong passphrase (1 s, 2 s, 4 s … up
 * to 15 minutes), and all clients together get at most `globalPerMinute` wrong tries a minute, so changing address
 * (or forging a forwarding header behind a proxy) does not buy more guesses. A right passphrase clears the client.
 */
export interface AttemptLimits {
  firstDelayMs: number;
  maxDelayMs: number;
  globalPerMinute: number;
}

export const DEFAULT_LIMITS: AttemptLimits = { firstDelayMs: 1000, maxDelayMs: 15 * 60_000, globalPerMinute: 30 };

const MAX_CLIENTS = 10_000;

export function createAttemptLimiter(limits: AttemptLimits = DEFAULT_LIMITS, now: () => number = Date.now) {
  const clients = new Map<string, { failures: number; retryAt: number }>();
  let recentFailures: number[] = [];

  const tooMany = (waitMs: number, why: string) =>
    new HttpError(429, `${why}; try again in ${Math.ceil(waitMs / 1000)} s`, undefined, {
      "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))),
    });

  return {
    /** Throws 429 (with Retry-After) when this client, or everyone together, must wait before trying again. */
    check(client: string) {
      const t = now();
      const entry = clients.get(client);
      if (entry && entry.retryAt > t) throw tooMany(entry.retryAt - t, "Too many wrong passphrases from here");
      recentFailures = recentFailures.filter((at) => at > t - 60_000);
      if (recentFailures.length >= limits.globalPerMinute) {
        throw tooMany(recentFailures[0] + 60_000 - t, "Too many wrong passphrases lately");
      }
    },
    failed(client: string) {
      const t = now();
      const failures = (clients.get(client)?.failures ?? 0) + 1;
      const delay = Math.min(limits.firstDelayMs * 2 ** (failures - 1), limits.maxDelayMs);
      if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
      clients.delete(client); // re-insert so the map stays in order of last failure
      clients.set(client, { failures, retryAt: t + delay });
      recentFailures.push(t);
    },
    succeeded(client: string) {
      clients.delete(client);
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
