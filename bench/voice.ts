/**
 * `sunshine listen` from the end of speech to the reply printed, excluding the transcription server's own time
 * (the companion prints this with --timings). Input: a WAV made by espeak-ng, padded with silence like a microphone
 * recording; a local OpenAI-compatible transcription endpoint answers at once. Run `make build` first.
 * Usage: bun bench/voice.ts [runs]
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BINARY, startSunshine } from "../e2e/server";
import { stats } from "./ask";

export async function benchVoice(runs = 10) {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-bench-voice-"));
  execFileSync("espeak-ng", ["-w", join(dir, "raw.wav"), "add task buy guitar strings tomorrow"]);
  execFileSync("sox", [join(dir, "raw.wav"), join(dir, "command.wav"), "pad", "1", "1.5"]);
  const stt = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch: async (req) => (await req.formData(), Response.json({ text: "add task buy guitar strings tomorrow" })),
  });
  const server = await startSunshine({ OPENAI_API_KEY: "", OPENAI_BASE_URL: "" });
  try {
    const env = {
      ...process.env,
      SUNSHINE_COMPANION_CONFIG: join(dir, "companion.json"),
      OPENAI_BASE_URL: `http://127.0.0.1:${stt.port}/v1`,
      OPENAI_API_KEY: "bench",
    };
    const endToReply: number[] = [];
    const stt_: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      const t = performance.now();
      // spawnSync would block the in-process STT server: run the child asynchronously.
      const proc = Bun.spawn(
        [BINARY, "listen", "--input", join(dir, "command.wav"), "--no-speak", "--timings", "--server", server.url],
        { env, stdout: "pipe", stderr: "pipe" },
      );
      const [out, err, code] = await Promise.all([
        new Response(proc.stdout).text(),
        new Response(proc.stderr).text(),
        proc.exited,
      ]);
      if (code !== 0) throw new Error(`listen failed: ${err}`);
      const m = /end of speech → reply printed (\d+) ms \(excluding speech-to-text (\d+) ms\)/.exec(out);
      if (!m) throw new Error(`no timing line in:\n${out}`);
      if (i === 0) continue; // first run signs in
      endToReply.push(Number(m[1]));
      stt_.push(Number(m[2]));
      wall.push(performance.now() - t);
    }
    return { endOfSpeechToReply: stats(endToReply), sttServer: stats(stt_), wholeCommand: stats(wall) };
  } finally {
    stt.stop(true);
    await server.stop();
  }
}

if (import.meta.main) {
  const result = await benchVoice(Number(process.argv[2]) || 10);
  console.log("sunshine listen --input (ms): end of speech → reply printed, excluding speech-to-text");
  console.table(result);
}
