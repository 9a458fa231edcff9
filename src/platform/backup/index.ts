import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { backupDownload } from "./snapshot";

export const backupModule = ({ db, config }: AppDeps) =>
  // The snapshot runs in a worker and the zip streams (snapshot.ts): other requests keep being answered meanwhile.
  new Elysia({ prefix: "/backup" }).get("/download", () => backupDownload(db, config.version, config.dataDir));
