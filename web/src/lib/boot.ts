/**
 * The first screen's requests, sent by the inline script of index.html before the app's script arrived (with a saved
 * session; the dashboard's figures only on the dashboard). Each answer is used once, by the first query or check
 * that needs it; anything later (a refetch, another sign-in) asks the server as usual. A failed early request
 * (401, offline, server error) is simply asked again the normal way, so errors keep their usual handling.
 */
type Early = { promise: Promise<unknown>; data?: unknown };
const boot = (window as unknown as { __sunshineBoot?: Record<string, Early> }).__sunshineBoot ?? {};

/** The early answer for `url` if it has already arrived (taken: the next call gets undefined). */
export function earlyAnswer<T>(url: string): T | undefined {
  const entry = boot[url];
  if (!entry || entry.data == null) return undefined;
  delete boot[url];
  return entry.data as T;
}

/** The early answer for `url` (waiting for it if it is on its way), or else `fetch()`. */
export async function fromBoot<T>(url: string, fetch: () => Promise<T>): Promise<T> {
  const entry = boot[url];
  if (!entry) return fetch();
  delete boot[url];
  const data = await entry.promise;
  return data == null ? fetch() : (data as T);
}

/** useQuery options for a query the inline script may have sent early: its answer as initial data, or awaited. */
export const bootQuery = <T>(url: string, fetch: () => Promise<T>) => ({
  queryFn: () => fromBoot(url, fetch),
  initialData: () => earlyAnswer<T>(url),
});

/** Resolves once index.html's script has applied the whole stylesheet (at once without it: the development server). */
export const stylesReady = (): Promise<unknown> =>
  (window as unknown as { __sunshineStyles?: Promise<unknown> }).__sunshineStyles ?? Promise.resolve();
