import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { conflict, HttpError } from "../../lib/errors";
import { smtpTransport } from "../../lib/mailer";
import { ownerName, ownerProfile } from "../../lib/owner-profile";
import { localDateKey } from "../../shared/dates";
import { buildAgenda, renderAgenda } from "./agenda";
import { agendaEmails } from "./schema";

/** The bare address inside "Sunshine <sun@example.com>". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
const isPlaceholder = (email: string) => !email.includes("@") || email.endsWith("@localhost");

/**
 * Who gets the agenda: the e-mail in the owner's profile, else SUNSHINE_EMAIL, else the SMTP sender address
 * (mail to oneself), ignoring the "…@localhost" placeholders Sunshine uses when nothing was set.
 */
export function agendaRecipient(db: Db, config: Config): string | undefined {
  const candidates = [ownerProfile(db).email, config.email, config.smtp ? addressOf(config.smtp.from) : undefined];
  return candidates.find((c): c is string => Boolean(c) && !isPlaceholder(c!));
}

/** Sends today's agenda now. A clear 409 says what is missing when SMTP or the address is not set up yet. */
export async function sendAgenda(
  db: Db,
  config: Config,
  now = new Date(),
): Promise<{ sent: true; to: string; subject: string }> {
  if (!config.smtp)
    throw conflict("E-mail is not set up: start Sunshine with SMTP_URL (and SMTP_FROM) to receive the agenda");
  const to = agendaRecipient(db, config);
  if (!to)
    throw conflict("No address to send the agenda to: add your e-mail to your profile, or set SUNSHINE_EMAIL");
  const { subject, text } = renderAgenda(buildAgenda(db, now), now, ownerName(ownerProfile(db)));
  const transport = await smtpTransport(config.smtp.url);
  try {
    await transport.sendMail({ from: config.smtp.from, to, subject, text });
  } catch (e) {
    throw new HttpError(502, `The mail server did not accept the agenda: ${(e as Error).message}`);
  } finally {
    transport.close();
  }
  const day = localDateKey(now);
  db.insert(agendaEmails)
    .values({ day, recipient: to })
    .onConflictDoUpdate({ target: agendaEmails.day, set: { recipient: to } })
    .run();
  return { sent: true, to, subject };
}

export const agendaSentOn = (db: Db, day: string) =>
  Boolean(db.select().from(agendaEmails).where(eq(agendaEmails.day, day)).get());
