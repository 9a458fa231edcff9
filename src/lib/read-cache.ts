import type { Db } from "../db/client";

/**
 * Remembers the result of a read until the database changes. SQLite's total_changes() counts every row written
 * through this process's connection (the only writer), so any insert/update/delete anywhere invalidates it.
 * Hot list routes use it so repeated reads skip the query and row mapping.
 */
export function readCache<K, V>(db: Db, compute: (key: K) => V, maxKeys = 64) {
  const changes = db.$client.query("SELECT total_changes() AS n");
  let version = -1;
  const entries = new Map<K, V>();
  return (key: K): V => {
    const now = (changes.get() as { n: number }).n;
    if (now !== version) {
      entries.clear();
      version = now;
    }
    let value = entries.get(key);
    if (value === undefined) {
      value = compute(key);
      if (entries.size >= maxKeys) entries.clear();
      entries.set(key, value);
    }
    return value;
  };
}
