/**
 * Code that an idle server never runs is loaded on its first use instead of at start: every module evaluated at
 * start keeps its functions, structures and bytecode pages in memory for the whole run, and a server that nobody
 * talks to should hold only what answers the web app and runs the schedulers.
 *
 * `firstUse(load)` returns a function that calls `load` once and hands back its result from then on: pass
 * `() => import("…")` where the caller can wait (a route's handler), or `() => require("…")` where it cannot (a
 * synchronous helper; the bundler keeps the module in the binary and evaluates it on that first call).
 */
export function firstUse<T>(load: () => T): () => T {
  let loaded: { value: T } | undefined;
  return () => {
    loaded ??= { value: load() };
    return loaded.value;
  };
}
