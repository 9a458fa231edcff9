import { Database, type Statement } from "bun:sqlite";

let offsetQuery: Statement<{ seconds: number }, [number]> | undefined;

/**
 * Minutes the server's local time is ahead of UTC at `at`, read from the C library's clock through SQLite.
 * JavaScript's local time gives the same answer, but its first use loads the time zone's rules and calendar data
 * (~3 MiB that stay for the whole run), which the idle server's scheduler checks should not pay. Both follow TZ, or
 * else /etc/localtime, as they were when Sunshine started.
 */
export function localOffsetMinutes(at: Date): number {
  offsetQuery ??= new Database(":memory:").query("SELECT strftime('%s', ?1, 'unixepoch', 'localtime') - ?1 AS seconds");
  return Math.round(offsetQuery.get(Math.floor(at.getTime() / 1000))!.seconds / 60);
}
