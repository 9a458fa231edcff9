import { Database } from "bun:sqlite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/bun-sqlite";
import type { BackupEnv } from "../../config";
import type { Db } from "../../db/client";
import type { Destination, StoredCopy } from "./destinations";
import { decryptBytes, isAgeFile } from "./encryption";
import { destinationsFor } from "./pipeline";
import { DB_FILE } from "./service";
import { effectiveSettings, type EffectiveSettings } from "./settings";

/**
 * Finding backups from the command line, with or without a server and even without a database (a new Pi): the
 * settings saved in the data dir's database when there is one, with the SUNSHINE_BACKUP_* variables over them.
 */
export function settingsForCli(dataDir: string, env: BackupEnv): EffectiveSettings {
  const file = join(dataDir, DB_FILE);
  if (existsSync(file)) {
    let sqlite: Database | undefined;
    try {
      sqlite = new Database(file, { readonly: true });
      const hasTable = sqlite.query("SELECT 1 FROM sqlite_master WHERE name = 'backup_settings'").get();
      if (hasTable && sqlite.query("SELECT 1 FROM backup_settings WHERE id = 1").get()) {
        return effectiveSettings(drizzle({ client: sqlite }) as unknown as Db, env);
      }
    } catch {
      // An unreadable database: the variables alone decide.
    } finally {
      sqlite?.close();
    }
  }
  return {
    schedule: env.schedule ?? "0 3 * * *",
    retention: { daily: 7, weekly: 4, monthly: 6 },
    folder: env.folder,
    s3:
      env.s3?.endpoint && env.s3.bucket
        ? ({ prefix: "", accessKeyId: "", secretAccessKey: "", ...env.s3 } as EffectiveSettings["s3"])
        : undefined,
    passphrase: env.passphrase,
    fromEnv: [],
  };
}

export interface DestinationListing {
  destination: Destination;
  copies: StoredCopy[];
  error?: string;
}

/** Every destination's copies, newest first; a destination that cannot be read says why and the others still list. */
export async function listAllCopies(dataDir: string, settings: EffectiveSettings): Promise<DestinationListing[]> {
  return Promise.all(
    destinationsFor(dataDir, settings).map(async (destination) => {
      try {
        const copies = (await destination.list()).sort((a, b) => b.at.getTime() - a.at.getTime());
        return { destination, copies };
      } catch (e) {
        return { destination, copies: [], error: (e as Error).message };
      }
    }),
  );
}

/** The newest copy anywhere (the data dir's own copy wins a tie: it needs no download and no passphrase). */
export function newestCopy(listings: DestinationListing[]) {
  let best: { destination: Destination; copy: StoredCopy } | undefined;
  for (const { destination, copies } of listings)
    for (const copy of copies) if (!best || copy.at > best.copy.at) best = { destination, copy };
  return best;
}

/** A copy by name (with or without .age) in whichever destination has it. */
export function findCopy(listings: DestinationListing[], name: string) {
  const plain = name.replace(/\.age$/, "");
  for (const { destination, copies } of listings)
    for (const copy of copies)
      if (copy.name === name || copy.name === plain || copy.name === `${plain}.age`) return { destination, copy };
  return undefined;
}

/** The zip of a copy, decrypted when it is an age file; a wrong passphrase throws WrongPassphraseError. */
export async function readCopy(bytes: Uint8Array, passphrase: () => Promise<string | undefined>): Promise<Uint8Array> {
  if (!isAgeFile(bytes)) return bytes;
  const secret = await passphrase();
  if (!secret)
    throw new Error(
      "This copy is encrypted: give the backup passphrase (SUNSHINE_BACKUP_PASSPHRASE, --passphrase-file, or type it when asked)",
    );
  return decryptBytes(bytes, secret);
}
