import { describe, expect, test } from "bun:test";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { ASSISTANT_DOMAINS } from "../shared/domains";
import { KEY_ROOTS } from "../../web/src/lib/keys";
import { changedDomains, rootsAfter, SHOWN_IN } from "../../web/src/lib/changes";

/**
 * The web app's data layer, held against its source: every query key comes from a domain's key factory (no literal
 * arrays in screens), only lib/changes.ts may refetch everything, and no screen formats with a fixed locale.
 */
const WEB = join(import.meta.dir, "../../web/src");

function webFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return webFiles(full);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith(".gen.ts") ? [full] : [];
  });
}

/** "file:line  text" for every line of code (not comment) in web/src matching `pattern`, outside the files allowed to. */
function offending(pattern: RegExp, allowed: string[] = []): string[] {
  return webFiles(WEB).flatMap((file) => {
    const name = relative(WEB, file);
    if (allowed.includes(name)) return [];
    return readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, i) =>
        pattern.test(line) && !/^\s*(\/\/|\/\*|\*)/.test(line) ? [`${name}:${i + 1}  ${line.trim()}`] : [],
      );
  });
}

describe("web data layer", () => {
  test("query keys come from the key factories, never literal arrays", () => {
    // lib/keys.ts and lib/changes.ts are the mechanism: roots, and invalidating one root.
    expect(offending(/queryKey:\s*\[/, ["lib/keys.ts", "lib/changes.ts"])).toEqual([]);
    expect(offending(/(invalidateQueries|setQueryData|getQueryData|removeQueries)\(\s*\[/)).toEqual([]);
  });

  test("every key factory starts from a known root", () => {
    const factories = offending(/export const \w+Keys = \{/);
    expect(factories.length).toBeGreaterThan(20);
    for (const file of new Set(factories.map((f) => f.split(":")[0]!))) {
      const text = readFileSync(join(WEB, file), "utf8");
      for (const m of text.matchAll(/export const (\w+Keys) = \{\s*all: (\S+)/g))
        expect(`${m[1]} ${m[2]}`).toMatch(/ root\("[a-z]+"\),$/);
    }
  });

  test("only lib/changes.ts refetches everything", () => {
    expect(offending(/invalidateQueries\(\s*\)/, ["lib/changes.ts"])).toEqual([]);
  });

  test("amounts and dates go through the owner's locale", () => {
    // lib/format.ts holds the owner's locale; the settings preview shows the locale being typed.
    const allowed = ["lib/format.ts", "features/settings/Preview.tsx"];
    expect(offending(/\.toLocale\w*String\(\s*["']/, allowed)).toEqual([]);
    expect(offending(/new Intl\.(NumberFormat|DateTimeFormat)\(\s*["']/, allowed)).toEqual([]);
    // A hard-coded dollar: "Budget ($)", "$2,000", <span>${amount}</span>. The dashboard's early markup is written
    // in template strings (">${text}" is a placeholder there), its figures formatted by lib/format.ts.
    const markup = [...allowed, "features/dashboard/first-screen.ts"];
    expect(offending(/\(\$\)|["'>\s]\$\d|>\$\{/, markup)).toEqual([]);
  });
});

describe("what a change refreshes", () => {
  test("every domain the assistant can change has its views listed, on known roots", () => {
    for (const d of ASSISTANT_DOMAINS) expect(SHOWN_IN[d]).toContain(d);
    for (const roots of Object.values(SHOWN_IN)) for (const r of roots) expect(KEY_ROOTS).toContain(r);
  });

  test("the dashboard refreshes when a domain it counts changes, and not for one it does not", () => {
    for (const d of ["invoices", "audiobooks", "grants", "radio", "outreach", "tasks", "income"] as const)
      expect(rootsAfter([d])).toContain("dashboard");
    expect(rootsAfter(["knowledge"])).toEqual(["activity", "knowledge"]);
  });

  test("an assistant reply refreshes only the domains its successful writes name", () => {
    expect(
      changedDomains([
        { ok: true, kind: "write", domain: "calendar" },
        { ok: true, kind: "read", domain: "invoices" },
        { ok: false, kind: "write", domain: "grants" },
        { ok: false, kind: "destructive", pending: true, domain: "tasks" },
        { ok: true, kind: "write", domain: "calendar" },
      ]),
    ).toEqual(["calendar"]);
    expect(changedDomains(undefined)).toEqual([]);
  });
});
