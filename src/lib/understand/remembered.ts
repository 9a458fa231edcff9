/**
 * What `work` gives for `key`, worked out once and kept in `kept`: the same names, words and templates come back
 * sentence after sentence. A Map past `max` entries is emptied first, so a server running for months stays small.
 */
export function remembered<K, V>(kept: Kept<K, V>, key: K, work: () => V, max = Infinity): V {
  if (kept.has(key)) return kept.get(key) as V;
  if (kept instanceof Map && kept.size > max) kept.clear();
  const value = work();
  kept.set(key, value);
  return value;
}
/** `work`'s answer, worked out on the first call and kept: what only some sentences need is not built at start. */
export function once<T>(work: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= work());
}
type Kept<K, V> = { get(key: K): V | undefined; set(key: K, value: V): unknown; has(key: K): boolean };
