import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { conflict } from "../../lib/errors";
import { emit } from "../../lib/events";
import { backupContext } from "./job";
import { backupSettingsBody } from "./model";
import { backupRunning, runBackup } from "./pipeline";
import { backupDownload } from "./snapshot";
import { backupStatus, settingsView, updateSettings } from "./status";

export const backupModule = (deps: AppDeps) => {
  const { db, config } = deps;
  const ctx = backupContext(deps);
  return (
    new Elysia({ prefix: "/backup" })
      // The snapshot runs in a worker and the zip streams (snapshot.ts): other requests keep being answered meanwhile.
      .get("/download", () => backupDownload(db, config.version, config.dataDir))
      .get("/status", () => backupStatus(ctx))
      // Answers once the backup is made, verified and copied; other requests are served meanwhile (workers, streams).
      .post("/run", async ({ set }) => {
        if (backupRunning(db)) throw conflict("A backup is already running");
        await runBackup(ctx, "manual");
        set.status = 201;
        return backupStatus(ctx);
      })
      .get("/settings", () => settingsView(ctx))
      .put(
        "/settings",
        ({ body }) => {
          const view = updateSettings(ctx, body);
          emit(db, { type: "backup_settings_updated", message: "Backup settings changed" });
          return view;
        },
        { body: backupSettingsBody },
      )
  );
};
