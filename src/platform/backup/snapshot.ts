import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Db } from "../../db/client";
import { backupFileName, dataFiles, DB_FILE, type BackupManifest } from "./service";
import { smallChunks } from "./yielding";
// Loaded on the first backup rather than at start-up (start-up time counts).
const zipLib = (): typeof import("fflate") => require("fflate");

/**
 * The backup without stopping the world: the VACUUM INTO snapshot runs in a Worker on its own read-only
 * connection (WAL lets the server keep reading and writing meanwhile), and the zip is deflated chunk by chunk as the
 * download pulls it, so no single step holds the request thread for long.
 *
 * The worker is a Blob URL, not a file: it needs only bun:sqlite, and `bun build --compile` would otherwise need the
 * worker listed as a separate entry point.
 */
const WORKER_SOURCE = `
import { Database } from "bun:sqlite";
self.onmessage = (event) => {
  const { source, target } = event.data;
  try {
    const live = new Database(source, { readonly: true });
    live.exec("PRAGMA busy_timeout = 5000");
    live.run("VACUUM INTO ?", [target]);
    live.close();
    const copy = new Database(target, { readonly: true });
    const names = copy
      .query("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all();
    const tables = {};
    for (const { name } of names)
      tables[name] = copy.query('SELECT COUNT(*) AS n FROM "' + name.replaceAll('"', '""') + '"').get().n;
    copy.close();
    postMessage({ ok: true, tables });
  } catch (e) {
    postMessage({ ok: false, message: String(e && e.message || e) });
  }
};`;

let workerUrl: string | undefined;

/** VACUUM INTO `target` and the row count of every table, computed in a worker thread. */
export function snapshotInWorker(source: string, target: string): Promise<Record<string, number>> {
  workerUrl ??= URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "application/javascript" }));
  const worker = new Worker(workerUrl);
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.tables);
      else reject(new Error(`The backup snapshot failed: ${event.data.message}`));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(`The backup snapshot failed: ${event.message}`));
    };
    worker.postMessage({ source, target });
  });
}

/**
 * A zip of the snapshot, the data dir's files and the manifest, deflated as it is read; the temp dir goes when the
 * stream ends.
 */
export function zipStream(
  snapshot: string,
  files: Record<string, Uint8Array>,
  manifest: BackupManifest,
  cleanup: () => void,
): ReadableStream<Uint8Array> {
  const { Zip, ZipDeflate, ZipPassThrough, strToU8 } = zipLib();
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  let pending: Uint8Array[] = [];
  let finished = false;
  let failed: unknown;
  const zip = new Zip((err, chunk, final) => {
    if (err) failed = err;
    else pending.push(chunk);
    if (final) finished = true;
  });
  const entry = new ZipDeflate(DB_FILE, { level: 6 });
  zip.add(entry);
  return new ReadableStream<Uint8Array>({
    start() {
      reader = smallChunks(Bun.file(snapshot).stream()).getReader();
    },
    async pull(controller) {
      // Feed one chunk of the file at a time; each deflate step is a few milliseconds.
      while (!pending.length && !finished && !failed) {
        const { done, value } = await reader.read();
        if (done) {
          entry.push(new Uint8Array(0), true);
          for (const [name, bytes] of Object.entries(files)) {
            const file = new ZipPassThrough(name);
            zip.add(file);
            file.push(bytes, true);
          }
          const manifestEntry = new ZipPassThrough("manifest.json");
          zip.add(manifestEntry);
          manifestEntry.push(strToU8(JSON.stringify(manifest, null, 2)), true);
          zip.end();
        } else entry.push(value);
      }
      if (failed) {
        cleanup();
        return controller.error(failed);
      }
      for (const chunk of pending) controller.enqueue(chunk);
      pending = [];
      if (finished) {
        cleanup();
        controller.close();
      }
    },
    cancel() {
      void reader.cancel();
      cleanup();
    },
  });
}

/** Takes the snapshot off the request thread, then answers with the zip as a stream. */
export async function backupDownload(db: Db, version: string, dataDir?: string): Promise<Response> {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-backup-"));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    const snapshot = join(dir, DB_FILE);
    const tables = await snapshotInWorker(db.$client.filename, snapshot);
    const files = dataDir ? dataFiles(dataDir) : {};
    const manifest: BackupManifest = {
      product: "sunshine",
      version,
      createdAt: new Date().toISOString(),
      tables,
      files: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, bytes.length])),
    };
    return new Response(zipStream(snapshot, files, manifest, cleanup), {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${backupFileName()}"`,
        "cache-control": "no-store",
      },
    });
  } catch (e) {
    cleanup();
    throw e;
  }
}
