import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { timingSafeEqual } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { users, type User } from "./schema";

export const TOKEN_TTL = "30d";

/** The JWT secret lives in the data dir (mode 0600) so tokens survive a restart. */
export function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Creates the single user on first run; later runs keep the stored user (and follow a changed SUNSHINE_EMAIL/NAME). */
export function ensureOwner(db: Db, email: string, name: string): User {
  const existing = db.select().from(users).orderBy(asc(users.id)).limit(1).get();
  if (!existing) return db.insert(users).values({ email, name }).returning().get();
  if (existing.email !== email || (name && existing.name !== name)) {
    return db
      .update(users)
      .set({ email, name: name || existing.name })
      .where(eq(users.id, existing.id))
      .returning()
      .get();
  }
  return existing;
}

export function getUser(db: Db, id: number): User | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function passphraseMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/**
 * Automatic sign-in is only for this machine (loopback). Anyone else needs the passphrase, which is only
 * configured when Sunshine is bound to a non-loopback address (LAN use).
 */
export function checkLoginAllowed(
  address: string | undefined,
  configured: string | undefined,
  given: string | undefined,
) {
  if (isLoopbackAddress(address)) return;
  if (!configured) throw new HttpError(403, "Sign-in is only allowed from this computer");
  if (!passphraseMatches(configured, given)) throw new HttpError(401, "Wrong or missing passphrase");
}
