// The values each licensing field may take: the checks, the tools and the web forms all read them from here.
export const LICENSE_TYPES = ["film", "tv", "commercial", "game", "other"] as const;
export const SONG_PROMOTION_STATUSES = ["not_started", "pitching", "active", "placed", "paused"] as const;
export const ACTION_STATUSES = ["pending", "in_progress", "completed", "blocked"] as const;
export const PRIORITIES = ["low", "medium", "high", "critical"] as const;
export const CONTACT_STATUSES = ["not_contacted", "contacted", "responded", "relationship"] as const;
export const SYNC_STATUSES = ["planning", "active", "paused", "completed"] as const;
export const OPPORTUNITY_STATUSES = ["active", "pending", "submitted", "won", "lost"] as const;
export const SUBMISSION_STATUSES = ["submitted", "shortlisted", "accepted", "rejected"] as const;
