import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DB_FILE, type BackupManifest } from "./service";
import { smallChunks, yieldToRequests } from "./yielding";
const zipLib = (): typeof import("fflate") => require("fflate");

/**
 * Verifying a written backup without holding up requests: the database is unpacked from the zip piece by piece
 * (awaiting the file between pieces), and SQLite's integrity check and the row counts run in a worker thread.
 */
const CHECK_WORKER = `
import { Database } from "bun:sqlite";
self.onmessage = (event) => {
  try {
    const db = new Database(event.data.file, { readonly: true });
    const integrity = db.query("PRAGMA integrity_check").all().map((r) => r.integrity_check).join("; ");
    const names = db.query("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'").all();
    const tables = {};
    for (const { name } of names)
      tables[name] = db.query('SELECT COUNT(*) AS n FROM "' + name.replaceAll('"', '""') + '"').get().n;
    db.close();
    postMessage({ ok: true, integrity, tables });
  } catch (e) {
    postMessage({ ok: false, message: String((e && e.message) || e) });
  }
};`;
let workerUrl: string | undefined;

function checkInWorker(file: string): Promise<{ integrity: string; tables: Record<string, number> }> {
  workerUrl ??= URL.createObjectURL(new Blob([CHECK_WORKER], { type: "application/javascript" }));
  const worker = new Worker(workerUrl);
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data);
      else reject(new Error(`the database in it cannot be opened (${event.data.message})`));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ file });
  });
}

/** Unpacks sunshine.db from the zip file into `target`, one read at a time. */
async function unpackDatabase(zipFile: string, target: string) {
  const { Unzip, UnzipInflate } = zipLib();
  const fd = openSync(target, "wx", 0o600);
  let found = false;
  let done = false;
  let failure: Error | undefined;
  try {
    const unzip = new Unzip((file) => {
      if (file.name !== DB_FILE) return;
      found = true;
      file.ondata = (err, data, final) => {
        if (err) failure ??= err;
        else writeSync(fd, data);
        if (final) done = true;
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    // Small pieces: deflated data expands many times over, and each piece is inflated in one go.
    const reader = smallChunks(Bun.file(zipFile).stream(), 8 * 1024).getReader();
    for (;;) {
      const { done: end, value } = await reader.read();
      if (failure) break;
      unzip.push(end ? new Uint8Array(0) : value, end);
      if (end) break;
      await yieldToRequests();
    }
  } finally {
    closeSync(fd);
  }
  if (failure) throw new Error(`the zip is damaged (${failure.message})`);
  if (!found || !done) throw new Error(`the zip has no ${DB_FILE}`);
}

/** Opens the database inside a written backup, runs SQLite's integrity check and compares every table's rows. */
export async function verifyWrittenBackup(zipFile: string, manifest: BackupManifest): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-verify-"));
  try {
    const file = join(dir, DB_FILE);
    await unpackDatabase(zipFile, file);
    const { integrity, tables } = await checkInWorker(file);
    if (integrity !== "ok") throw new Error(`the integrity check failed (${integrity.slice(0, 200)})`);
    for (const name of new Set([...Object.keys(tables), ...Object.keys(manifest.tables)]))
      if (tables[name] !== manifest.tables[name])
        throw new Error(`table ${name} has ${tables[name] ?? 0} rows, the manifest says ${manifest.tables[name] ?? 0}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
