import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseBackupName, type ParsedName } from "./names";

/** A copy as a destination lists it. */
export interface StoredCopy extends ParsedName {
  size: number;
}

/**
 * Somewhere backups are kept: the data dir's backups/ folder, a second folder, an S3-compatible bucket. Each call may
 * throw; the caller records the failure for that destination and carries on with the others.
 */
export interface Destination {
  id: "local" | "folder" | "s3";
  label: string;
  where: string;
  /** Copies leaving the data dir are encrypted when a passphrase is set. */
  leavesDataDir: boolean;
  put(name: string, file: string): Promise<void>;
  list(): Promise<StoredCopy[]>;
  remove(name: string): Promise<void>;
  read(name: string): Promise<Uint8Array>;
}

export function folderDestination(id: "local" | "folder", dir: string, label: string): Destination {
  return {
    id,
    label,
    where: dir,
    leavesDataDir: id !== "local",
    async put(name, file) {
      // A folder on a drive that is not plugged in must fail, not be created on the SD card in its place.
      if (id === "folder" && !existsSync(dir)) throw new Error(`${dir} does not exist (is the drive connected?)`);
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const partial = join(dir, `.${name}.partial`);
      copyFileSync(file, partial);
      renameSync(partial, join(dir, name));
    },
    async list() {
      if (!existsSync(dir)) {
        if (id === "folder") throw new Error(`${dir} does not exist (is the drive connected?)`);
        return [];
      }
      return readdirSync(dir).flatMap((name) => {
        const parsed = parseBackupName(name);
        return parsed ? [{ ...parsed, size: statSync(join(dir, name)).size }] : [];
      });
    },
    async remove(name) {
      rmSync(join(dir, name), { force: true });
    },
    async read(name) {
      return new Uint8Array(await Bun.file(join(dir, name)).arrayBuffer());
    },
  };
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  prefix: string;
  region?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3-compatible bucket through Bun's own client (path-style requests, so MinIO, Garage and others work). */
export function s3Destination(s: S3Settings): Destination {
  const client = new Bun.S3Client({
    endpoint: s.endpoint,
    bucket: s.bucket,
    region: s.region || "us-east-1",
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
  });
  const prefix = s.prefix ? `${s.prefix.replace(/\/+$/, "")}/` : "";
  return {
    id: "s3",
    label: "S3 bucket",
    where: `${s.endpoint.replace(/\/+$/, "")}/${s.bucket}/${prefix}`,
    leavesDataDir: true,
    async put(name, file) {
      await client.write(prefix + name, Bun.file(file));
    },
    async list() {
      const out: StoredCopy[] = [];
      let token: string | undefined;
      do {
        const page = await client.list({ prefix, continuationToken: token });
        for (const item of page.contents ?? []) {
          const parsed = parseBackupName(item.key.slice(prefix.length));
          if (parsed) out.push({ ...parsed, size: item.size ?? 0 });
        }
        token = page.isTruncated ? page.nextContinuationToken : undefined;
      } while (token);
      return out;
    },
    async remove(name) {
      await client.delete(prefix + name);
    },
    async read(name) {
      return new Uint8Array(await client.file(prefix + name).arrayBuffer());
    },
  };
}
