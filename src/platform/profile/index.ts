import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { fileAnswer, ok } from "../../lib/common-model";
import { notFound } from "../../lib/errors";
import { logoBody, profileAnswer, updateProfileBody } from "./model";
import { decodeImage, publicProfile, readLogo, readProfile, removeLogo, saveLogo, updateProfile } from "./service";

/** The owner's profile, business details and locale (one record), and the logo/photo kept in the data dir. */
export const profileModule = ({ db, config }: AppDeps) =>
  new Elysia({ prefix: "/api/profile" })
    .get("/", () => publicProfile(readProfile(db, config.dataDir)), { response: ok(profileAnswer) })
    .put("/", ({ body }) => publicProfile(updateProfile(db, body, config.dataDir)), {
      body: updateProfileBody,
      response: ok(profileAnswer, 422),
    })
    .get(
      "/logo",
      () => {
        const logo = readLogo(db, config.dataDir);
        if (!logo) throw notFound("Logo");
        return new Response(logo.bytes as Uint8Array<ArrayBuffer>, {
          headers: { "content-type": logo.type, "cache-control": "no-cache", "x-content-type-options": "nosniff" },
        });
      },
      { response: ok(fileAnswer("The logo image (PNG, JPEG, WebP or GIF)"), 404) },
    )
    .put("/logo", ({ body }) => publicProfile(saveLogo(db, config.dataDir, decodeImage(body.data))), {
      body: logoBody,
      response: ok(profileAnswer, 413, 422),
    })
    .delete("/logo", () => publicProfile(removeLogo(db, config.dataDir)), { response: ok(profileAnswer) });
