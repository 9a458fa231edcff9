import { ASSISTANT_DOMAINS } from "@shared/domains";

/**
 * The first element of every query key: one root per domain (or per part of the app that keeps its own data). Each
 * feature's `api.ts` builds its key factory on its root (`tasksKeys.all` is `["tasks"]`), so refreshing a domain
 * is one `invalidateQueries({ queryKey: [root] })` and `lib/changes.ts` can name roots without importing features.
 */
export const KEY_ROOTS = [
  // Every part the assistant can change is a root, so its results name roots directly.
  ...ASSISTANT_DOMAINS,
  "contracts",
  "promotion",
  "abtesting",
  "optimization",
  "automation",
  "monitoring",
  "dashboard",
  "activity",
  "notifications",
  "chat",
  "assistant",
  "backup",
  "sessions",
  "push",
] as const;
export type KeyRoot = (typeof KEY_ROOTS)[number];

/** `root("tasks")` → `["tasks"]`, typed so a factory can only start from a known root. */
export const root = <R extends KeyRoot>(r: R) => [r] as const;
