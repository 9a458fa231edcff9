import type { Db } from "../db/client";

/**
 * Values computed from one table's rows (the assistant's lists of open tasks, clients, stations, grants…), kept
 * between messages until the table is written. Triggers (migration 0018) give each of these tables a version that
 * every insert, update and delete sets to a new random number; a rolled-back write puts the old version back together
 * with the old rows, so a cache never outlives the rows it was read from, and writes to other tables leave it alone
 * (total_changes() moves on any write anywhere, so a cache keyed on it was read again after every change).
 */
export type VersionedTable =
  | "tasks"
  | "invoices"
  | "radio_stations"
  | "grants"
  | "music_supervisors"
  | "action_items"
  | "audiobooks"
  | "audiobook_sales";

/** The table's version now; undefined on a database without the versions (then nothing is kept). */
export function tableVersion(db: Db, table: VersionedTable): number | undefined {
  try {
    const row = db.$client.query("SELECT version FROM table_versions WHERE name = ?").get(table) as { version: number } | null;
    return row?.version;
  } catch {
    return undefined;
  }
}

const kept = new WeakMap<Db, Map<string, { version: number; value: unknown }>>();
const lasting = new WeakSet<object>();
/** A value kept between messages (worth an index of its own: `candidatesOf` in understand/records.ts builds one). */
export const isKept = (value: object) => lasting.has(value);

/** `read()`'s value for `table` as it is now: read again only when the table's version moved since it was kept. */
export function keptUntilWritten<T>(db: Db, table: VersionedTable, name: string, read: () => T): T {
  const version = tableVersion(db, table);
  if (version === undefined) return read();
  let mine = kept.get(db);
  if (!mine) kept.set(db, (mine = new Map()));
  const key = `${table}\u0000${name}`;
  const hit = mine.get(key);
  if (hit && hit.version === version) return hit.value as T;
  const value = read();
  // Keys may name a question's filter (a period, a platform): a long-running server must not grow them without end.
  if (mine.size >= 500) mine.clear();
  mine.set(key, { version, value });
  if (value && typeof value === "object") lasting.add(value);
  return value;
}
