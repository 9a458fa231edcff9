import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../../db/client";
import { localDateKey, localTimeKey } from "../../../shared/dates";
import { actionTool } from "../actions";
import { respond, resetConversation, type AssistantReply } from "../conversation";
import { updateProfile } from "../../../platform/profile/service";
import { CORPUS_NOW, seedCorpus } from "./fixture";

/** Runs the corpus offline (see README.md beside this file): `bun src/composers/ai/corpus/run.ts [group…]` prints misses. */

export interface CorpusCase {
  say: string | string[];
  /** `count`: how many actions the sentence carried out (several items in one sentence). */
  expect: { tool?: string; args?: Record<string, unknown>; answer?: string[]; writes?: false; count?: number };
  style?: string | string[];
  /** The owner's locale for this case (e.g. "en-GB": numeric dates are day first). */
  locale?: string;
}
export interface CaseResult {
  group: string;
  styles: string[];
  say: string;
  ok: boolean;
  /** Wrote something it should not have (worse than a miss). */
  wrongWrite: boolean;
  why?: string;
  reply: string;
  ms: number;
}

const DIR = import.meta.dir;

export function loadCorpus(groups?: string[], dir = DIR): { group: string; cases: CorpusCase[] }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json") && f !== "floor.json")
    .map((f) => ({ group: f.replace(/\.json$/, ""), cases: JSON.parse(readFileSync(join(dir, f), "utf8")) as CorpusCase[] }))
    .filter((g) => !groups?.length || groups.includes(g.group));
}

const moment = (v: string) => {
  const d = new Date(v);
  return Number.isNaN(d.getTime()) || !/T\d/.test(v) ? v : `${localDateKey(d)}T${localTimeKey(d)}`;
};
function same(want: unknown, got: unknown): boolean {
  if (typeof want === "string" && typeof got === "string") {
    const w = /T\d\d:\d\d/.test(want) ? want.slice(0, 16) : want;
    return moment(got).toLowerCase().trim() === w.toLowerCase().trim() || got.toLowerCase().trim() === want.toLowerCase().trim();
  }
  if (typeof want === "number" && typeof got === "string") return Number(got) === want;
  if (Array.isArray(want) && Array.isArray(got)) return want.length === got.length && want.every((w, i) => same(w, got[i]));
  if (want && typeof want === "object" && got && typeof got === "object")
    return Object.entries(want).every(([k, v]) => same(v, (got as Record<string, unknown>)[k]));
  // null: the argument must not be there (a company nobody said is not stored).
  if (want === null) return got == null;
  return want === got;
}

const wrote = (r: AssistantReply) => r.actions.length > 0 || !!r.pending;

export function judge(c: CorpusCase, r: AssistantReply): { ok: boolean; wrongWrite: boolean; why?: string } {
  const e = c.expect;
  const did = r.actions[0];
  if (e.tool) {
    if (!did) return { ok: false, wrongWrite: false, why: `expected ${e.tool}, nothing was done` };
    if (actionTool(did) !== e.tool)
      return { ok: false, wrongWrite: true, why: `expected ${e.tool}, ran ${actionTool(did)} ${JSON.stringify(did.data)}` };
    const bad = Object.entries(e.args ?? {}).filter(([k, v]) => !same(v, did.data[k]));
    if (e.count !== undefined && r.actions.length !== e.count)
      return { ok: false, wrongWrite: r.actions.length > e.count, why: `expected ${e.count} actions, got ${r.actions.length}` };
    if (bad.length)
      return { ok: false, wrongWrite: true, why: bad.map(([k, v]) => `${k}: expected ${JSON.stringify(v)}, got ${JSON.stringify(did.data[k])}`).join("; ") };
    return { ok: true, wrongWrite: false };
  }
  if (wrote(r)) return { ok: false, wrongWrite: true, why: `should not write; ran ${did && actionTool(did)} ${JSON.stringify(did?.data)}` };
  const missing = (e.answer ?? []).filter((f) => !r.message.toLowerCase().includes(f.toLowerCase()));
  if (missing.length) return { ok: false, wrongWrite: false, why: `answer lacks ${missing.map((m) => JSON.stringify(m)).join(", ")}` };
  return { ok: true, wrongWrite: false };
}

/** A database seeded once; every case runs inside a savepoint that is rolled back. */
export function corpusDb(): { db: Db; close: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-corpus-"));
  const db = openDatabase(join(dir, "corpus.db"));
  seedCorpus(db, CORPUS_NOW);
  return { db, close: () => (db.$client.close(), rmSync(dir, { recursive: true, force: true })) };
}

export async function runCorpus(groups?: string[], db?: Db, dir = DIR): Promise<CaseResult[]> {
  const own = db ? undefined : corpusDb();
  const base = db ?? own!.db;
  const deps = { db: base, config: { persona: "Sunshine" } };
  const out: CaseResult[] = [];
  for (const { group, cases } of loadCorpus(groups, dir)) {
    for (const c of cases) {
      const says = [c.say].flat();
      resetConversation(base);
      base.$client.exec("SAVEPOINT corpus_case");
      if (c.locale) updateProfile(base, { locale: c.locale });
      let r: AssistantReply | undefined;
      const t0 = performance.now();
      try {
        for (const say of says) r = await respond(deps, { message: say, now: CORPUS_NOW });
      } catch (e) {
        r = { message: `CRASH ${(e as Error).stack}`, confidence: 0, actions: [], results: [], provider: "rules" };
      }
      const ms = (performance.now() - t0) / says.length;
      base.$client.exec("ROLLBACK TO corpus_case");
      base.$client.exec("RELEASE corpus_case");
      const verdict = r!.message.startsWith("CRASH") ? { ok: false, wrongWrite: false, why: r!.message } : judge(c, r!);
      out.push({ group, styles: [c.style ?? []].flat(), say: says.join(" ⏎ "), ...verdict, reply: r!.message.split("\n")[0]!, ms });
    }
  }
  own?.close();
  return out;
}

/** Accuracy per group (domain files and styles) and overall. */
export function tally(results: CaseResult[]) {
  const groups = new Map<string, { n: number; ok: number; wrong: number }>();
  const add = (g: string, r: CaseResult) => {
    const x = groups.get(g) ?? { n: 0, ok: 0, wrong: 0 };
    x.n++;
    if (r.ok) x.ok++;
    if (r.wrongWrite) x.wrong++;
    groups.set(g, x);
  };
  for (const r of results) {
    add(r.group, r);
    for (const s of r.styles) add(`style:${s}`, r);
  }
  const ok = results.filter((r) => r.ok).length;
  return {
    groups,
    total: results.length,
    accuracy: results.length ? ok / results.length : 0,
    wrongWrites: results.length ? results.filter((r) => r.wrongWrite).length / results.length : 0,
  };
}

if (import.meta.main) {
  // CORPUS_DIR=/some/dir runs another set of cases (e.g. new sentences before they join the corpus).
  const results = await runCorpus(process.argv.slice(2), undefined, process.env.CORPUS_DIR || DIR);
  for (const r of results.filter((x) => !x.ok)) console.log(`✗ [${r.group}] ${r.say}\n    ${r.why}\n    reply: ${r.reply}`);
  const t = tally(results);
  for (const [g, x] of t.groups) console.log(`${g.padEnd(18)} ${x.ok}/${x.n} (${((100 * x.ok) / x.n).toFixed(0)}%)${x.wrong ? `, ${x.wrong} wrong writes` : ""}`);
  console.log(`overall ${(t.accuracy * 100).toFixed(1)}% of ${t.total}; wrong writes ${(t.wrongWrites * 100).toFixed(1)}%`);
}
