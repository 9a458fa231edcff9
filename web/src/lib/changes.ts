import type { AssistantDomain } from "@shared/domains";
import { queryClient } from "./query";
import type { KeyRoot } from "./keys";

/**
 * After a change, what has to be fetched again. One table says, for each domain whose records can change, which
 * roots show them (its own views, and what is computed from them: the dashboard's figures, another domain's
 * pickers). Mutations call `refreshAfter("invoices")`; the assistant's replies name the domains they touched and go
 * through the same table (`refreshAfterReply`), so nothing invalidates everything.
 */
export type ChangedDomain =
  | AssistantDomain
  | "contracts"
  | "promotion"
  | "abtesting"
  | "optimization"
  | "automation"
  | "monitoring"
  | "notifications"
  | "chat"
  | "backup"
  | "sessions";

export const SHOWN_IN: Record<ChangedDomain, readonly KeyRoot[]> = {
  // The dashboard lists the next tasks; a task's reminders go with it.
  tasks: ["tasks", "reminders", "dashboard"],
  reminders: ["reminders"],
  // An event soon raises a notice in the bell.
  calendar: ["calendar", "notifications"],
  // Paid invoices count as income and as the dashboard's revenue.
  invoices: ["invoices", "income", "dashboard"],
  // An import adds report income, and its address books and calendars add stations, supervisors and events.
  income: ["income", "dashboard", "audiobooks", "radio", "licensing", "calendar"],
  // Sales are revenue; promotion campaigns pick their book from the catalogue.
  audiobooks: ["audiobooks", "income", "dashboard", "promotion"],
  // Stations are e-mail campaign recipients.
  radio: ["radio", "outreach", "dashboard"],
  outreach: ["outreach", "dashboard"],
  grants: ["grants", "dashboard"],
  knowledge: ["knowledge"],
  // Supervisors are e-mail campaign recipients.
  licensing: ["licensing", "outreach"],
  // The currency and locale change how every figure reads.
  profile: ["profile", "dashboard"],
  contracts: ["contracts"],
  promotion: ["promotion"],
  abtesting: ["abtesting"],
  optimization: ["optimization", "monitoring"],
  // A job's run saves grants, licensing action items and e-mail drafts, and marks stations pitched.
  automation: ["automation", "grants", "licensing", "outreach", "radio", "dashboard"],
  monitoring: ["monitoring", "notifications"],
  notifications: ["notifications"],
  chat: ["chat"],
  backup: ["backup"],
  sessions: ["sessions"],
};

/** Every change the owner makes is written to the activity log, so the log refreshes with any of them. */
const ALWAYS: readonly KeyRoot[] = ["activity"];

/** The roots to refetch after these domains changed (each once). */
export const rootsAfter = (domains: Iterable<ChangedDomain>): KeyRoot[] => {
  const roots = new Set<KeyRoot>(ALWAYS);
  for (const d of domains) for (const r of SHOWN_IN[d] ?? []) roots.add(r);
  return [...roots];
};

/** Refetches (on screen) or marks stale (off screen) every view of what these domains changed. */
export const refreshAfter = (...domains: ChangedDomain[]) =>
  Promise.all(rootsAfter(domains).map((r) => queryClient.invalidateQueries({ queryKey: [r] })));

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => JSON.stringify(key[i]) === JSON.stringify(part));

/**
 * After a record was deleted: as `refreshAfter`, except the record's own query (`gone`), which is left alone —
 * refetching it while its view closes would only get a 404.
 */
export const refreshAfterDelete = (domain: ChangedDomain, gone: readonly unknown[]) =>
  Promise.all(
    rootsAfter([domain]).map((r) =>
      queryClient.invalidateQueries({ queryKey: [r], predicate: (q) => !startsWith(q.queryKey, gone) }),
    ),
  );

interface ReplyResult {
  ok: boolean;
  kind: string;
  pending?: boolean;
  domain?: AssistantDomain | null;
}

/** The domains an assistant reply changed: its successful writes name theirs (reads and waiting ones changed nothing). */
export const changedDomains = (results: readonly ReplyResult[] | undefined): AssistantDomain[] => [
  ...new Set(
    (results ?? []).flatMap((r) => (r.ok && !r.pending && r.kind !== "read" && r.domain ? [r.domain] : [])),
  ),
];

/** After a chat or voice reply: refresh what its results say they changed, nothing when they changed nothing. */
export const refreshAfterReply = async (results: readonly ReplyResult[] | undefined) => {
  const domains = changedDomains(results);
  if (domains.length) await refreshAfter(...domains);
};

/**
 * Everything, refetched: only when the owner asks for it ("refresh") or the connection comes back, when any of it may
 * be out of date. A change the app made itself always goes through `refreshAfter`.
 */
export const refreshEverything = () => queryClient.invalidateQueries();
