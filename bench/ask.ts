/**
 * `sunshine ask` round trip against the compiled server (run `make build` first):
 *  - process: spawn `dist/sunshine ask "…"` until it exits (binary start, sign-in from the saved token, AI, action);
 *  - client: the same request and action from an already running companion (HTTP + AI + action only).
 * Usage: bun bench/ask.ts [runs]
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BINARY, startSunshine } from "../e2e/server";
import { SunshineClient } from "../cli/client";
import { handleLine } from "../cli/core";

export const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return {
    runs: s.length,
    median: +q(0.5).toFixed(1),
    p95: +q(0.95).toFixed(1),
    min: +s[0]!.toFixed(1),
    max: +s.at(-1)!.toFixed(1),
  };
};

export async function benchAsk(runs = 20) {
  const server = await startSunshine({ OPENAI_API_KEY: "", OPENAI_BASE_URL: "" });
  const config = join(mkdtempSync(join(tmpdir(), "sunshine-bench-")), "companion.json");
  try {
    const env = { ...process.env, SUNSHINE_COMPANION_CONFIG: config, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" };
    const processMs: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const t = performance.now();
      const r = spawnSync(BINARY, ["ask", "--server", server.url, `add task bench item ${i} tomorrow`], {
        env,
        encoding: "utf8",
      });
      if (r.status !== 0) throw new Error(`ask failed: ${r.stderr}`);
      if (i > 0) processMs.push(performance.now() - t); // the first run signs in and writes the token file
    }
    const client = new SunshineClient({ server: server.url, configFile: config });
    await handleLine(client, "what is due today?");
    const clientMs: number[] = [];
    for (let i = 0; i < runs * 5; i++) {
      const t = performance.now();
      const x = await handleLine(client, `add task client bench ${i} today urgent`);
      if (!x.outcomes[0]?.ok) throw new Error("action failed");
      clientMs.push(performance.now() - t);
    }
    return { process: stats(processMs), client: stats(clientMs) };
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  const result = await benchAsk(Number(process.argv[2]) || 20);
  console.log("sunshine ask round trip (ms)");
  console.table(result);
}
