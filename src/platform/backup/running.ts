import type { Db } from "../../db/client";
import type { BackupRun } from "./schema";

/**
 * The backup each database is making, if any: one at a time (runBackup in pipeline.ts). Kept apart from the pipeline
 * so the schedule's checks can ask without loading it.
 */
export const runningBackups = new WeakMap<Db, Promise<BackupRun>>();
export const backupRunning = (db: Db) => runningBackups.has(db);
