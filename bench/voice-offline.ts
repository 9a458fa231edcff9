/**
 * The offline, keyless voice pipeline on synthetic speech (espeak-ng in four voices, white noise from sox):
 * wake hits and false wakes, command word error rate, spoken command → right effect through the real API,
 * end of speech → reply, and CPU. Nothing is downloaded; PocketSphinx comes from Debian.
 * Usage: bun bench/voice-offline.ts [wake threshold, default 1e-30]
 */
import { measureCommands, measureWake } from "../src/lib/speech/evaluate";
import { OfflineRecogniser } from "../src/lib/speech/recogniser";
import { TEST_VOICES } from "../src/lib/speech/test-clips";
import { EVAL_COMMANDS, EVAL_PROSE } from "../src/lib/speech/voice-phrases-eval";
import { voiceVocabulary } from "../src/composers/voice/service";
import { startTestServer } from "../src/test/harness";

const threshold = process.argv[2] ? Number(process.argv[2]) : undefined;
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(1)} %`;
const server = await startTestServer();
try {
  const vocabulary = voiceVocabulary(server.deps.db);
  const says = EVAL_COMMANDS.map((c) => c.say);

  const wake = measureWake(vocabulary, "hey sunshine", says, EVAL_PROSE, TEST_VOICES, [0.01, 0.03], threshold);
  console.log(
    `Wake ("hey sunshine", threshold ${threshold ?? "default"}): ${wake.hits}/${wake.clips} heard (${pct(wake.hits, wake.clips)})`,
  );
  console.log(
    `False wakes: ${wake.falseWakes} in ${(wake.proseSeconds / 60).toFixed(1)} min of speech without the phrase (${((wake.falseWakes * 3600) / wake.proseSeconds).toFixed(1)} per hour)`,
  );
  console.log(`Always-on listening: ${(wake.cpuPerSecond * 100).toFixed(1)} % of one core`);

  const rss0 = process.memoryUsage().rss;
  const recogniser = new OfflineRecogniser({ vocabulary });
  console.log(
    `Recogniser: ${recogniser.words} words; extra memory ${((process.memoryUsage().rss - rss0) / 1e6).toFixed(0)} MB`,
  );
  const cmd = measureCommands(recogniser, says, TEST_VOICES, 0.02);
  console.log(
    `Command WER: ${pct(cmd.errors, cmd.words)} (${cmd.errors}/${cmd.words} words, ${cmd.clips} clips); CPU ${(cmd.cpuPerSecond * 100).toFixed(1)} % of real time`,
  );

  let right = 0;
  let wrongWrites = 0;
  let asked = 0;
  const latencies: number[] = [];
  for (const [i, h] of cmd.heard.entries()) {
    const expect = EVAL_COMMANDS[i % EVAL_COMMANDS.length]!;
    const unsure = !h.text || h.confidence < 0.5;
    const t0 = performance.now();
    const reply = unsure ? null : await server.request("POST", "/api/ai/process", { message: h.text, type: "voice" });
    latencies.push(h.ms + performance.now() - t0);
    if (!reply) {
      asked++;
      continue;
    }
    const results = (reply.body.results ?? []) as { ok: boolean; pending?: boolean }[];
    const wrote = results.some((r) => r.ok && !r.pending);
    const understood = !/didn't understand/i.test(reply.body.message ?? "");
    const ok = expect.effect === "write" ? wrote : understood && !wrote;
    if (ok) right++;
    else if (wrote) wrongWrites++;
    if (!ok) console.log(`  miss: "${h.said}" heard "${h.text}" (${h.confidence})`);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `Spoken command → right effect: ${right}/${cmd.clips} (${pct(right, cmd.clips)}); asked again ${asked}; wrong writes ${wrongWrites}`,
  );
  console.log(
    `End of speech → reply: median ${latencies[Math.floor(latencies.length / 2)]!.toFixed(0)} ms, p90 ${latencies[Math.floor(latencies.length * 0.9)]!.toFixed(0)} ms (transcription + assistant, this machine)`,
  );
  recogniser.release();
} finally {
  await server.close();
}
