import { chmodSync, existsSync, readFileSync } from "node:fs";
import { writeFreshFile } from "../../lib/data-dir";
import { join } from "node:path";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { users, type User } from "./schema";

export const TOKEN_TTL = "30d";

/** An HS256 key shorter than the hash (32 bytes) can be guessed offline from a single token. */
export const MIN_SECRET_BYTES = 32;

/**
 * The JWT secret lives in the data dir (mode 0600) so tokens survive a restart. A stored secret that is too short
 * (or empty) is replaced by a new one, with a one-line warning: tokens signed with it stop working.
 */
export function loadOrCreateSecret(dataDir: string, warn: (line: string) => void = console.warn): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (Buffer.byteLength(stored) >= MIN_SECRET_BYTES) {
      chmodSync(file, 0o600);
      return stored;
    }
    warn(
      `sunshine: ${file} held a ${Buffer.byteLength(stored)}-byte secret (at least ${MIN_SECRET_BYTES} needed); a new one was made, so sign in again`,
    );
  }
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString("base64url");
  writeFreshFile(file, secret + "\n");
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

/**
 * The auth guard asks this on every request: one statement prepared once (building and preparing the query anew
 * each time cost more than most handlers).
 */
export function userExistsCheck(db: Db): (id: number) => boolean {
  const exists = db.$client.query<{ n: number }, [number]>("SELECT 1 AS n FROM users WHERE id = ?");
  // A running server never deletes a user (a restore happens with the server stopped), so a user found once is
  // remembered; one not found is asked again, as it may be created later.
  const known = new Set<number>();
  return (id) => {
    if (known.has(id)) return true;
    if (exists.get(id) === null) return false;
    known.add(id);
    return true;
  };
}

export function getUser(db: Db, id: number): User | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** Constant time whatever the lengths: both sides are hashed to 32 bytes before the comparison. */
export function passphraseMatches(expected: string, given: string | undefined): boolean {
  if (typeof given !== "string" || !given) return false;
  // Bun's hasher and its global crypto.timingSafeEqual: node:crypto (and the streams under it) stays unloaded at start.
  const digest = (v: string) => new Bun.CryptoHasher("sha256").update(v).digest();
  return crypto.timingSafeEqual(digest(expected), digest(given));
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/**
 * Automatic sign-in is only for this machine: a loopback socket whose request does not come through a proxy or
 * tunnel (forwarding headers, a --public-host name). Anyone else is remote and needs the passphrase.
 */
export const isRemoteClient = (address: string | undefined, proxied: boolean) => proxied || !isLoopbackAddress(address);

/** Remote clients need the configured passphrase; without one, sign-in is only allowed from this computer. */
export function checkLoginAllowed(remote: boolean, configured: string | undefined, given: string | undefined) {
  if (!remote) return;
  if (!configured) throw new HttpError(403, "Sign-in is only allowed from this computer");
  if (!passphraseMatches(configured, given)) throw new HttpError(401, "Wrong or missing passphrase");
}
