import { loadNodemailer } from "./lazy-libs";

/** SMTP through nodemailer, loaded only when Sunshine actually sends e-mail (it is large; most installs never do). */
export async function smtpTransport(url: string, { pool = false } = {}) {
  const { default: nodemailer } = await loadNodemailer();
  // A pooled single connection sends a campaign's messages back to back without a new handshake each.
  return pool
    ? nodemailer.createTransport({ url, pool: true, maxConnections: 1 } as never)
    : nodemailer.createTransport(url);
}
