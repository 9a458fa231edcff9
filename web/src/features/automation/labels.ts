/** "content_calendar" → "Content calendar": server enum values shown as words. */
export const humanize = (s: string) => s.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
