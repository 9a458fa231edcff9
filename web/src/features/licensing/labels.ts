

export const LICENSE_TYPES = ["film", "tv", "commercial", "game", "other"] as const;
export const TYPE_LABEL: Record<string, string> = {
  film: "Film",
  tv: "TV",
  commercial: "Commercial",
  game: "Game",
  other: "Other",
};
export const SONG_STATUSES = ["not_started", "pitching", "active", "placed", "paused"] as const;
export const PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const CONTACT_STATUSES = ["not_contacted", "contacted", "responded", "relationship"] as const;
export const SYNC_STATUSES = ["planning", "active", "paused", "completed"] as const;
export const OPPORTUNITY_STATUSES = ["active", "pending", "submitted", "won", "lost"] as const;

export const human = (v: string) => v.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

export const priorityLook: Record<string, string> = {
  low: "badge-ghost",
  medium: "badge-info",
  high: "badge-warning",
  critical: "badge-error",
};
export const actionLook: Record<string, string> = {
  pending: "badge-ghost",
  in_progress: "badge-info",
  completed: "badge-success",
  blocked: "badge-error",
};
export const songLook: Record<string, string> = {
  not_started: "badge-ghost",
  pitching: "badge-info",
  active: "badge-success",
  placed: "badge-primary",
  paused: "badge-warning",
};
export const contactLook: Record<string, string> = {
  not_contacted: "badge-ghost",
  contacted: "badge-info",
  responded: "badge-success",
  relationship: "badge-primary",
};
export const syncLook: Record<string, string> = {
  planning: "badge-warning",
  active: "badge-success",
  paused: "badge-ghost",
  completed: "badge-info",
};
export const opportunityLook: Record<string, string> = {
  active: "badge-success",
  pending: "badge-warning",
  submitted: "badge-info",
  won: "badge-primary",
  lost: "badge-ghost",
};

/** Comma-separated text → trimmed list without empties. */
export const splitList = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);

export { currencySymbol } from "../../lib/format";
