import { describe, expect, test } from "bun:test";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

/**
 * No two files of the server, the terminal companion or the web app import each other, directly or round a longer
 * loop: a circle makes the order modules are evaluated in depend on which one is imported first, and lets two files
 * grow into one without anyone deciding it. What a file needs from a file that needs it belongs in a third, lower
 * file (a row's view type beside its table, a shared type in the folder's `types.ts`).
 * A type-only import is left out: it is erased when the code is built and orders nothing. That is how a domain's
 * `model.ts` gives an answer schema its service's return type (`typed<ReturnType<typeof listCampaigns>>`) while the
 * service reads the request types from the model.
 */
const ROOT = join(import.meta.dir, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];
const IMPORT = /(import\s+type\s+[^"';]*?from\s*|export\s+type\s+[^"';]*?from\s*|import\s*\(\s*|from\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.(?:test|e2e)\.tsx?$|\.gen\.ts$|\.d\.ts$/.test(e.name) ? [full] : [];
  });
}

const resolveImport = (from: string, spec: string) =>
  EXTENSIONS.map((ext) => normalize(join(dirname(from), spec)) + ext).find((p) => existsSync(p) && statSync(p).isFile());

/** Each file's runtime imports among the given files. */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, "utf8").matchAll(IMPORT)]
        .filter((m) => !/^(?:import|export)\s+type\b/.test(m[1]!))
        .map((m) => resolveImport(file, m[2]!))
        .filter((p): p is string => !!p && known.has(p)),
    ]),
  );
}

/** The circles of a graph: each group of files that reach one another (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) visit(w), low.set(v, Math.min(low.get(v)!, low.get(w)!));
      else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    for (let w = stack.pop(); w; w = w === v ? undefined : stack.pop()) group.push(w);
    if (group.length > 1) out.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

describe("import circles", () => {
  test("no file of src, cli or web/src imports one that imports it back", () => {
    const files = ["src", "cli", "web/src"].flatMap((d) => sourceFiles(join(ROOT, d)));
    expect(files.length).toBeGreaterThan(400);
    expect(circles(importGraph(files)).map((group) => group.map((f) => relative(ROOT, f)))).toEqual([]);
  });

  test("a circle is found however long it is, and a type-only import makes none", () => {
    const g = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(circles(g)).toEqual([["a", "b", "c"]]);
    expect(circles(new Map([["a", ["b"]], ["b", []]]))).toEqual([]);
  });
});
