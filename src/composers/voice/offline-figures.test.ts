import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { measureCommands, measureWake } from "../../lib/speech/evaluate";
import { OfflineRecogniser } from "../../lib/speech/recogniser";
import { TEST_VOICES } from "../../lib/speech/test-clips";
import { EVAL_COMMANDS, EVAL_PROSE } from "../../lib/speech/voice-phrases-eval";
import floor from "./floor.json";
import { voiceVocabulary } from "./service";

// Figures on espeak-ng voices with white noise, held to floors (bench/voice-offline.ts prints the full set).
let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const voices = [TEST_VOICES[0]!, TEST_VOICES[2]!];
const says = EVAL_COMMANDS.map((c) => c.say);

describe("offline recogniser on synthetic speech", () => {
  test("wake phrase: most wake clips heard, at most one false wake on talk without it", () => {
    const w = measureWake(
      voiceVocabulary(s.deps.db),
      "hey sunshine",
      says.slice(0, 8),
      EVAL_PROSE.slice(0, 6),
      voices,
      [0.02],
    );
    console.log(`wake ${w.hits}/${w.clips}, false wakes ${w.falseWakes} in ${w.proseSeconds.toFixed(0)} s`);
    expect(w.hits / w.clips).toBeGreaterThanOrEqual(floor.wakeHitRate);
    expect(w.falseWakes).toBeLessThanOrEqual(floor.falseWakes);
  }, 600_000);

  test("spoken commands: word error rate, and the right effect through the real API", async () => {
    const recogniser = new OfflineRecogniser({ vocabulary: voiceVocabulary(s.deps.db) });
    const c = measureCommands(recogniser, says, voices, 0.02);
    recogniser.release();
    const wer = c.errors / c.words;
    let right = 0;
    for (const [i, h] of c.heard.entries()) {
      const expected = EVAL_COMMANDS[i % EVAL_COMMANDS.length]!;
      if (!h.text || h.confidence < 0.5) continue; // asked again: not right, not wrong
      const reply = await s.request("POST", "/api/ai/process", { message: h.text, type: "voice" });
      const wrote = (reply.body.results ?? []).some((r: { ok: boolean; pending?: boolean }) => r.ok && !r.pending);
      const understood = !/didn't understand/i.test(reply.body.message ?? "");
      if (expected.effect === "write" ? wrote : understood && !wrote) right++;
    }
    console.log(`WER ${(wer * 100).toFixed(1)} %, right effect ${right}/${c.clips}`);
    expect(wer).toBeLessThanOrEqual(floor.commandWer);
    expect(right / c.clips).toBeGreaterThanOrEqual(floor.rightEffect);
  }, 600_000);
});
