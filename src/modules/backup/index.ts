import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { createBackup } from "./service";

export const backupModule = ({ db, config }: AppDeps) =>
  new Elysia({ prefix: "/backup" }).get("/download", () => {
    const { fileName, zip } = createBackup(db, config.version);
    // fflate types its output over ArrayBufferLike; it is a plain ArrayBuffer, which Response accepts.
    return new Response(zip as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": "application/zip",
        "content-disposition": `attachment; filename="${fileName}"`,
        "cache-control": "no-store",
      },
    });
  });
