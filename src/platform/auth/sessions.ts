import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { authState, sessions, type Session } from "./schema";
import { isLoopbackAddress } from "./service";

/**
 * Signed-in devices. Which sessions exist is remembered per database (a revoked one is forgotten at once, so the
 * guard answers from memory); when each device was last seen is kept in memory and written when the list is read or
 * by the flush job, so checking a token never writes to the database.
 */
const alive = new WeakMap<Db, Set<number>>();
// Milliseconds, turned into a date only when written: a date string per request cost more than the check itself.
const seen = new WeakMap<Db, Map<number, number>>();
const aliveSet = (db: Db) => alive.get(db) ?? (alive.set(db, new Set()), alive.get(db)!);
const seenMap = (db: Db) => seen.get(db) ?? (seen.set(db, new Map()), seen.get(db)!);

export function createSession(db: Db, userId: number, userAgent: string, address: string): Session {
  const row = db
    .insert(sessions)
    .values({
      userId,
      userAgent: userAgent.slice(0, 300),
      address: address.slice(0, 100),
      lastSeenAt: new Date().toISOString(),
    })
    .returning()
    .get();
  aliveSet(db).add(row.id);
  return row;
}

/** Whether a token's session still exists (the guard asks on every request); notes that the device was seen. */
export function sessionAlive(db: Db, id: number, userId: number): boolean {
  const known = aliveSet(db);
  if (!known.has(id)) {
    const row = db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, id)).get();
    if (!row || row.userId !== userId) return false;
    known.add(id);
  }
  seenMap(db).set(id, Date.now());
  return true;
}

/** Writes the last-seen times gathered since the previous flush. */
export function flushLastSeen(db: Db) {
  const pending = seenMap(db);
  if (!pending.size) return;
  const entries = [...pending];
  pending.clear();
  db.transaction((tx) => {
    for (const [id, at] of entries)
      tx.update(sessions).set({ lastSeenAt: new Date(at).toISOString() }).where(eq(sessions.id, id)).run();
  });
}

export function listSessions(db: Db, userId: number, currentId: number | undefined) {
  flushLastSeen(db);
  return db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastSeenAt))
    .all()
    .map((s) => ({ ...s, current: s.id === currentId }));
}

/** Signs one other device out. The device in use signs out from its own menu, so this never cuts the caller off. */
export function revokeSession(db: Db, userId: number, id: number, currentId: number | undefined) {
  if (id === currentId) throw conflict("This is the device you are using: sign out from its menu instead");
  const row = db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning()
    .get();
  if (!row) throw notFound("Signed-in device");
  aliveSet(db).delete(id);
  return row;
}

/** Signs out every device but the one in use; returns how many were signed out. */
export function revokeOtherSessions(db: Db, userId: number, currentId: number | undefined): number {
  const gone = db
    .delete(sessions)
    .where(
      currentId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, currentId)),
    )
    .returning({ id: sessions.id })
    .all();
  for (const { id } of gone) aliveSet(db).delete(id);
  return gone.length;
}

/**
 * At start: when the LAN passphrase differs from the one the server last ran with, every device that signed in from
 * another machine is signed out (this computer's own sessions need no passphrase and stay). Returns how many.
 */
export function signOutOthersWhenPassphraseChanged(db: Db, secret: string, passphrase: string | undefined): number {
  // An HMAC through Bun's hasher (node:crypto stays unloaded at start).
  const check = new Bun.CryptoHasher("sha256", secret)
    .update(`lan-passphrase:${passphrase ?? ""}`)
    .digest("base64url");
  const stored = db.select().from(authState).where(eq(authState.id, 1)).get();
  if (stored?.passphraseCheck === check) return 0;
  db.insert(authState)
    .values({ id: 1, passphraseCheck: check })
    .onConflictDoUpdate({ target: authState.id, set: { passphraseCheck: check } })
    .run();
  if (!stored) return 0;
  const remote = db
    .select({ id: sessions.id, address: sessions.address })
    .from(sessions)
    .all()
    .filter((s) => !isLoopbackAddress(s.address));
  for (const { id } of remote) {
    db.delete(sessions).where(eq(sessions.id, id)).run();
    aliveSet(db).delete(id);
  }
  return remote.length;
}
