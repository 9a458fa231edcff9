import { type AnyElysia, Elysia } from "elysia";
import { VERSION } from "../config";
import { firstUse } from "./first-use";

/**
 * The API description, generated from the same `t` schemas that validate requests, at /api/openapi.json (behind the
 * token like the rest of /api). No HTML viewer: it would load scripts from the internet.
 *
 * The generator (@elysiajs/openapi, the largest module the server has) loads on the first request for the description,
 * not with every start; the route itself is registered at start like every other. The document is made once: the
 * routes do not change once the server runs.
 */
const SPEC_PATH = "/api/openapi.json";
const OPENAPI_VERSION = "3.1.2";
const documentation = {
  info: {
    title: "Sunshine API",
    version: VERSION,
    description:
      "Errors are { error: { status, message, details? } }: 400 unreadable request, 401 not signed in, 404, " +
      "409 state conflict, 413 body over 1 MB, 422 validation (details name the fields), 429 too many attempts. " +
      "Each operation lists its own error answers; 400, 401 and 413 can come from any of them. Answer objects " +
      "name every field they carry today and may gain fields later: ignore the ones you do not know.",
  },
};
const generator = firstUse(() => import("@elysiajs/openapi"));

/**
 * `moreApps` hands over the modules mounted to load on first use (src/lazy-modules.ts), each an app of its own: the
 * description lists their routes beside the app's.
 */
export const openApi = (moreApps: () => Promise<AnyElysia[]>) => {
  const plugin = new Elysia({ name: "sunshine-openapi" });
  let document: object | undefined;
  return plugin.get(
    SPEC_PATH,
    async function openAPISchema() {
      if (document) return document;
      const { toOpenAPISchema } = await generator();
      // `use` lets the plugin read the whole app's routes, as the library's own plugin does.
      const exclude = { paths: [SPEC_PATH], staticFile: false };
      const describe = (app: AnyElysia) => toOpenAPISchema(app, exclude, undefined, undefined, OPENAPI_VERSION);
      const { paths, components } = describe(plugin);
      for (const app of await moreApps()) {
        const more = describe(app);
        for (const [path, operations] of Object.entries(more.paths)) paths[path] = { ...paths[path], ...operations };
        Object.assign((components.schemas ??= {}), more.components.schemas);
      }
      document = { ...documentation, openapi: OPENAPI_VERSION, paths, components: { schemas: components.schemas } };
      return document;
    },
    { detail: { hide: true } },
  );
};
