import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { notFound } from "../../lib/errors";
import { logoBody, updateProfileBody } from "./model";
import { decodeImage, publicProfile, readLogo, readProfile, removeLogo, saveLogo, updateProfile } from "./service";

/** The owner's profile, business details and locale (one record), and the logo/photo kept in the data dir. */
export const profileModule = ({ db, config }: AppDeps) =>
  new Elysia({ prefix: "/profile" })
    .get("/", () => publicProfile(readProfile(db, config.dataDir)))
    .put("/", ({ body }) => publicProfile(updateProfile(db, body, config.dataDir)), { body: updateProfileBody })
    .get("/logo", () => {
      const logo = readLogo(db, config.dataDir);
      if (!logo) throw notFound("Logo");
      return new Response(logo.bytes as Uint8Array<ArrayBuffer>, {
        headers: { "content-type": logo.type, "cache-control": "no-cache", "x-content-type-options": "nosniff" },
      });
    })
    .put("/logo", ({ body }) => publicProfile(saveLogo(db, config.dataDir, decodeImage(body.data))), { body: logoBody })
    .delete("/logo", () => publicProfile(removeLogo(db, config.dataDir)));
