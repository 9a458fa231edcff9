import { Database } from "bun:sqlite";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { UnzipFile } from "fflate";
import { secureFiles } from "../../lib/data-dir";
import { DB_FILE, tableCounts, type BackupManifest } from "./service";

// Loaded on the first restore rather than at start-up (start-up time counts).
const zipLib = (): typeof import("fflate") => require("fflate");

export class RestoreError extends Error {}

/** Size caps: a backup is a database and a small manifest; anything bigger is refused while it is being read. */
export interface RestoreLimits {
  maxDatabaseBytes: number;
  maxManifestBytes: number;
}
export const DEFAULT_RESTORE_LIMITS: RestoreLimits = { maxDatabaseBytes: 8 * 1024 ** 3, maxManifestBytes: 1024 * 1024 };

/** Tables every Sunshine database has; a backup without them is some other SQLite file. */
const REQUIRED_TABLES = ["__drizzle_migrations", "users"];
// Small pieces: deflate can expand ~1000×, and each piece pushed is inflated in one go, so this bounds memory.
const CHUNK = 4 * 1024;

/** Feeds a zip (a file path or bytes) to `push` in small pieces, so a big backup is never held in memory whole. */
function readInChunks(source: string | Uint8Array, push: (chunk: Uint8Array, final: boolean) => void) {
  if (typeof source !== "string") {
    for (let at = 0; at < source.length || at === 0; at += CHUNK)
      push(source.subarray(at, at + CHUNK), at + CHUNK >= source.length);
    return;
  }
  const fd = openSync(source, "r");
  try {
    const buffer = new Uint8Array(CHUNK);
    for (;;) {
      const n = readSync(fd, buffer, 0, CHUNK, null);
      push(buffer.slice(0, n), n === 0);
      if (n === 0) break;
    }
  } finally {
    closeSync(fd);
  }
}

/** Unpacks sunshine.db (to `databaseFile`, mode 0600) and manifest.json, refusing any other entry and any excess size. */
function extract(
  source: string | Uint8Array,
  databaseFile: string,
  limits: RestoreLimits,
  dataFiles = new Map<string, Uint8Array>(),
): BackupManifest {
  let dataFilesBytes = 0;
  const { Unzip, UnzipInflate, strFromU8 } = zipLib();
  const fd = openSync(databaseFile, "wx", 0o600);
  let databaseBytes = 0;
  let databaseDone = false;
  const manifestChunks: Uint8Array[] = [];
  let manifestBytes = 0;
  let manifestDone = false;
  let failure: RestoreError | undefined;
  const fail = (message: string, file?: UnzipFile) => {
    failure ??= new RestoreError(message);
    file?.terminate();
  };
  let firstChunk = true;
  try {
    const unzip = new Unzip((file) => {
      if (failure) return file.terminate();
      if (file.name === DB_FILE && !databaseDone) {
        if ((file.originalSize ?? 0) > limits.maxDatabaseBytes) return fail(`${DB_FILE} in the backup is too large`);
        file.ondata = (err, data, final) => {
          if (err) return fail(`${DB_FILE} in the backup is damaged (${err.message})`);
          databaseBytes += data.length;
          if (databaseBytes > limits.maxDatabaseBytes) return fail(`${DB_FILE} in the backup is too large`, file);
          writeSync(fd, data);
          if (final) databaseDone = true;
        };
      } else if (file.name === "manifest.json" && !manifestDone) {
        file.ondata = (err, data, final) => {
          if (err) return fail(`manifest.json in the backup is damaged (${err.message})`);
          manifestBytes += data.length;
          if (manifestBytes > limits.maxManifestBytes) return fail("manifest.json in the backup is too large", file);
          manifestChunks.push(data);
          if (final) manifestDone = true;
        };
      } else if (DATA_FILE.test(file.name) && !file.name.split("/").includes("..") && !dataFiles.has(file.name)) {
        // Files the app keeps in the data dir (files/…, e.g. the owner's logo): held in memory, capped in total.
        const chunks: Uint8Array[] = [];
        file.ondata = (err, data, final) => {
          if (err) return fail(`${file.name} in the backup is damaged (${err.message})`);
          dataFilesBytes += data.length;
          if (dataFilesBytes > MAX_DATA_FILES_BYTES) return fail("The files in the backup are too large", file);
          chunks.push(data);
          if (final) dataFiles.set(file.name, Buffer.concat(chunks));
        };
      } else {
        return fail(`This is not a Sunshine backup: the zip holds an unexpected "${file.name.slice(0, 80)}"`);
      }
      file.start();
    });
    unzip.register(UnzipInflate);
    readInChunks(source, (chunk, final) => {
      if (failure) return;
      if (firstChunk) {
        firstChunk = false;
        // "PK\x03\x04": every zip starts with a local file header.
        if (!(chunk[0] === 0x50 && chunk[1] === 0x4b && chunk[2] === 3 && chunk[3] === 4)) {
          return fail("This file is not a zip archive, so it is not a Sunshine backup");
        }
      }
      try {
        unzip.push(chunk, final);
      } catch (e) {
        fail(`The zip is damaged (${(e as Error).message})`);
      }
    });
  } finally {
    closeSync(fd);
  }
  if (failure) throw failure;
  if (!databaseDone || !manifestDone)
    throw new RestoreError(`The zip has no ${DB_FILE} and manifest.json: not a Sunshine backup`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(strFromU8(Buffer.concat(manifestChunks)));
  } catch {
    throw new RestoreError("manifest.json in the backup is not valid JSON");
  }
  if (manifest?.product !== "sunshine" || typeof manifest.tables !== "object" || manifest.tables === null) {
    throw new RestoreError("manifest.json does not describe a Sunshine backup");
  }
  for (const [name, size] of Object.entries(manifest.files ?? {}))
    if (dataFiles.get(name)?.length !== size)
      throw new RestoreError(`The backup does not match its manifest: ${name.slice(0, 80)} is missing or damaged`);
  for (const name of dataFiles.keys())
    if (!manifest.files || !(name in manifest.files))
      throw new RestoreError(`This is not a Sunshine backup: the zip holds an unexpected "${name.slice(0, 80)}"`);
  return manifest;
}

/** The unpacked database must open, pass SQLite's integrity check and hold exactly the tables and rows listed. */
function checkDatabase(file: string, manifest: BackupManifest) {
  let sqlite: Database;
  let counts: Record<string, number>;
  try {
    sqlite = new Database(file, { readonly: true });
  } catch {
    throw new RestoreError("The database in the backup cannot be opened: it is not a valid SQLite file");
  }
  try {
    const check = sqlite.query("PRAGMA integrity_check").all() as { integrity_check: string }[];
    if (check[0]?.integrity_check !== "ok")
      throw new RestoreError("The database in the backup is damaged (integrity check failed)");
    counts = tableCounts(sqlite);
  } catch (e) {
    if (e instanceof RestoreError) throw e;
    throw new RestoreError("The database in the backup cannot be opened: it is not a valid SQLite file");
  } finally {
    sqlite.close();
  }
  const listed = Object.keys(manifest.tables).sort();
  const found = Object.keys(counts).sort();
  const missing = REQUIRED_TABLES.filter((t) => !found.includes(t) || !listed.includes(t));
  if (missing.length)
    throw new RestoreError(`The backup has no ${missing.join(" or ")} table: not a Sunshine database`);
  const unlisted = found.filter((t) => !listed.includes(t));
  const absent = listed.filter((t) => !found.includes(t));
  if (unlisted.length || absent.length) {
    throw new RestoreError(
      `The backup does not match its manifest: ${[...unlisted.map((t) => `table ${t} is not listed`), ...absent.map((t) => `table ${t} is missing`)].slice(0, 3).join(", ")}`,
    );
  }
  for (const [table, n] of Object.entries(manifest.tables)) {
    if (counts[table] !== n) {
      throw new RestoreError(
        `The backup does not match its manifest: table ${table} has ${counts[table] ?? 0} rows, expected ${n}`,
      );
    }
  }
}

/** Unpacks and checks a backup into `file`; the file is removed again when anything is wrong. */
function unpackVerified(
  source: string | Uint8Array,
  file: string,
  limits: RestoreLimits,
  dataFiles?: Map<string, Uint8Array>,
): BackupManifest {
  rmSync(file, { force: true });
  try {
    const manifest = extract(source, file, limits, dataFiles);
    checkDatabase(file, manifest);
    return manifest;
  } catch (e) {
    rmSync(file, { force: true });
    throw e;
  }
}

/** Checks a backup without touching any data dir. */
export function verifyBackup(
  source: string | Uint8Array,
  limits = DEFAULT_RESTORE_LIMITS,
): { manifest: BackupManifest } {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-verify-"));
  try {
    return { manifest: unpackVerified(source, join(dir, DB_FILE), limits) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Restores into a stopped data dir (created, mode 0700, when it does not exist yet). The current database and its
 * WAL files are kept aside as sunshine.db.before-restore-<time>; nothing is changed when verification fails.
 */
export function restoreBackup(
  source: string | Uint8Array,
  dataDir: string,
  limits = DEFAULT_RESTORE_LIMITS,
): { keptAs?: string; manifest: BackupManifest; createdDir: boolean } {
  const createdDir = !existsSync(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (e) {
    throw new RestoreError(`Cannot create the data dir ${dataDir} (${(e as { code?: string }).code ?? e})`);
  }
  const target = join(dataDir, DB_FILE);
  const incoming = `${target}.incoming`;
  let manifest: BackupManifest;
  const dataFiles = new Map<string, Uint8Array>();
  try {
    manifest = unpackVerified(source, incoming, limits, dataFiles);
  } catch (e) {
    if (createdDir) rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  let keptAs: string | undefined;
  if (existsSync(target)) {
    keptAs = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(target, keptAs);
    for (const suffix of ["-wal", "-shm"])
      if (existsSync(target + suffix)) renameSync(target + suffix, keptAs + suffix);
  }
  renameSync(incoming, target);
  restoreDataFiles(dataDir, dataFiles);
  secureFiles(dataDir);
  return { keptAs, manifest, createdDir };
}

/** files/… entries of a backup: the data dir's own files (the owner's logo), restored beside the database. */
const DATA_FILE = /^files\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$/;
const MAX_DATA_FILES_BYTES = 256 * 1024 * 1024;

/** The current files/ folder is kept aside (files.before-restore-<time>) and replaced by the backup's. */
function restoreDataFiles(dataDir: string, dataFiles: Map<string, Uint8Array>) {
  const dir = join(dataDir, "files");
  if (existsSync(dir)) renameSync(dir, `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`);
  for (const [name, bytes] of dataFiles) {
    const path = join(dataDir, name);
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    writeFileSync(path, bytes, { mode: 0o600 });
  }
}
