import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { conflict } from "../../lib/errors";
import { emit } from "../../lib/events";
import { backupContext } from "./job";
import { backupSettingsAnswer, backupSettingsBody, backupStatusAnswer } from "./model";
import { created, fileAnswer, ok } from "../../lib/common-model";
import { backupRunning, runBackup } from "./pipeline";
import { backupDownload } from "./snapshot";
import { backupStatus, settingsView, updateSettings } from "./status";

export const backupModule = (deps: AppDeps) => {
  const { db, config } = deps;
  const ctx = backupContext(deps);
  return (
    new Elysia({ prefix: "/api/backup" })
      // The snapshot runs in a worker and the zip streams (snapshot.ts): other requests keep being answered meanwhile.
      .get("/download", () => backupDownload(db, config.version, config.dataDir), {
        response: ok(fileAnswer("A zip of the database and files (application/zip), streamed")),
      })
      .get("/status", () => backupStatus(ctx), { response: ok(backupStatusAnswer) })
      // Answers once the backup is made, verified and copied; other requests are served meanwhile (workers, streams).
      .post(
        "/run",
        async ({ status }) => {
          if (backupRunning(db)) throw conflict("A backup is already running");
          await runBackup(ctx, "manual");
          return status(201, backupStatus(ctx));
        },
        { response: created(backupStatusAnswer, 409) },
      )
      .get("/settings", () => settingsView(ctx), { response: ok(backupSettingsAnswer) })
      .put(
        "/settings",
        ({ body }) => {
          const view = updateSettings(ctx, body);
          emit(db, { type: "backup_settings_updated", message: "Backup settings changed" });
          return view;
        },
        { body: backupSettingsBody, response: ok(backupSettingsAnswer, 422) },
      )
  );
};
