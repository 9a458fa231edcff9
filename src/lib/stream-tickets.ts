/**
 * Short-lived, single-use tickets for the notification event stream: a browser's EventSource cannot send an
 * Authorization header, so the web app trades its bearer token for a ticket and puts it in the stream's URL.
 * A ticket in a URL may end up in a log, hence one use and one minute.
 */
const TICKET_TTL_MS = 60_000;
const tickets = new Map<string, { userId: number; expires: number }>();

/** The one route that accepts `?ticket=` instead of the bearer header. */
export const STREAM_PATH = "/api/notifications/stream";

export function issueStreamTicket(userId: number, now = Date.now()): { ticket: string; expiresAt: string } {
  for (const [key, value] of tickets) if (value.expires <= now) tickets.delete(key);
  const ticket = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString("base64url");
  tickets.set(ticket, { userId, expires: now + TICKET_TTL_MS });
  return { ticket, expiresAt: new Date(now + TICKET_TTL_MS).toISOString() };
}

/** The ticket's user, once: a redeemed or expired ticket gives undefined. */
export function redeemStreamTicket(ticket: unknown, now = Date.now()): number | undefined {
  if (typeof ticket !== "string" || !ticket) return undefined;
  const entry = tickets.get(ticket);
  tickets.delete(ticket);
  return entry && entry.expires > now ? entry.userId : undefined;
}
