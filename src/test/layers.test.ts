import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/**
 * The layers of the server, as the folders name them, held against every import in the tree:
 * - `src/lib`, `src/shared`, `src/db`: the foundation; they import no layer above them.
 * - `src/platform/<piece>`: what every domain relies on (auth, activity log, notifications, push, backup, health,
 *   the owner's profile); it may use other platform pieces, never a domain or a composer.
 * - `src/domains/<domain>`: one business area each; a domain imports its own folder, the platform and the
 *   foundation, never another domain (what two domains share lives in `src/shared` or is wired in `src/wiring.ts`).
 * - `src/composers/<name>`: what reads across domains (assistant, automations, dashboard, digest, monitoring, chat).
 * - The composition root (`src/*.ts`: app, server, wiring, jobs) may import anything; `src/config.ts` and
 *   `src/paths.ts` (settings and where files are) belong to the foundation.
 * Two allowances, both visible here: a `schema.ts` may name another domain's table in a foreign key (the database
 * keeps the rows consistent; no code reads through it), and tests may reach any layer to arrange their data.
 * The web app imports from the server only `src/shared` (pure code) and the `App` type (`import type`) its typed
 * client is built on.
 */
const ROOT = join(import.meta.dir, "../..");
const FOUNDATION = new Set(["lib", "shared", "db"]);
const FOUNDATION_FILES = new Set(["config.ts", "paths.ts", "config", "paths", "production-mode", "production-mode.ts"]);

type Where = { layer: string; unit?: string };
function whereIs(path: string): Where {
  const rel = relative(ROOT, path);
  const parts = rel.split("/");
  if (rel === "src/app" || rel === "src/app.ts") return { layer: "root", unit: "app" };
  if (parts[0] === "web") return { layer: "web" };
  if (parts[0] !== "src") return { layer: "outside" };
  if (parts.length === 2) return FOUNDATION_FILES.has(parts[1]!) ? { layer: "foundation" } : { layer: "root" };
  const layer = parts[1]!;
  if (FOUNDATION.has(layer)) return { layer: "foundation", unit: layer };
  return { layer, unit: parts[2] };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".gen.ts") ? [full] : [];
  });
}

const IMPORT = /(import\s+type\s+[^"']*?from\s*|import\s*\(\s*|from\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g;

/** Every relative import that breaks a rule: "importer → imported (why)". */
function violations(files: string[]): string[] {
  const out: string[] = [];
  for (const file of files) {
    const from = whereIs(file);
    const isTest = /\.test\.tsx?$/.test(file) || from.layer === "test" || /\/test-[\w-]+\.ts$/.test(file);
    if (isTest) continue;
    const isSchema = file.endsWith("/schema.ts");
    for (const m of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const typeOnly = m[1]!.startsWith("import type");
      const target = normalize(join(dirname(file), m[2]!));
      const to = whereIs(target);
      if (isSchema && target.endsWith("/schema")) continue;
      const why = rule(from, to, typeOnly);
      if (why) out.push(`${relative(ROOT, file)} → ${relative(ROOT, target)} (${why})`);
    }
  }
  return out;
}

function rule(from: Where, to: Where, typeOnly: boolean): string | undefined {
  const above = (layer: string) => ["platform", "domains", "composers", "root"].includes(layer);
  // The web app talks to the server through the typed client (the `App` type of src/app.ts) and shares its pure code
  // (src/shared, by the `@shared/…` alias); anything else, even a type, ties a screen to the server's internals.
  if (from.layer === "web")
    return to.layer === "web" ||
      to.layer === "outside" ||
      (typeOnly && to.layer === "root" && to.unit === "app") ||
      (to.layer === "foundation" && to.unit === "shared")
      ? undefined
      : "the web app imports only src/shared and the App type from the server";
  if (from.layer === "foundation" && above(to.layer)) return "the foundation imports no layer above it";
  if (from.layer === "platform" && (to.layer === "domains" || to.layer === "composers"))
    return "the platform never imports a domain or a composer";
  if (from.layer === "domains" && to.layer === "domains" && to.unit !== from.unit)
    return "a domain never imports another domain";
  if (from.layer === "domains" && to.layer === "composers") return "a domain never imports a composer";
  return undefined;
}

describe("layers", () => {
  test("every import in src and web/src follows the layer rules", () => {
    const files = [...sourceFiles(join(ROOT, "src")), ...sourceFiles(join(ROOT, "web/src"))];
    expect(files.length).toBeGreaterThan(300);
    expect(violations(files)).toEqual([]);
  });

  test("the rules catch what they are meant to catch", () => {
    const at = (p: string) => whereIs(join(ROOT, p));
    expect(rule(at("src/domains/promotion/service.ts"), at("src/domains/audiobooks/schema"), false)).toBe(
      "a domain never imports another domain",
    );
    expect(rule(at("src/lib/auth-guard.ts"), at("src/platform/auth/service"), false)).toBe(
      "the foundation imports no layer above it",
    );
    expect(rule(at("src/platform/activity/service.ts"), at("src/domains/tasks/service"), false)).toBeDefined();
    expect(rule(at("web/src/features/x.tsx"), at("src/domains/promotion/catalog"), false)).toBeDefined();
    expect(rule(at("web/src/features/x.tsx"), at("src/composers/ai/service"), true)).toBeDefined();
    expect(rule(at("web/src/lib/api.ts"), at("src/app"), true)).toBeUndefined();
    expect(rule(at("src/composers/dashboard/service.ts"), at("src/domains/tasks/read"), false)).toBeUndefined();
    expect(rule(at("src/domains/tasks/service.ts"), at("src/platform/activity/service"), false)).toBeUndefined();
  });
});
