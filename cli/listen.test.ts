import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningServer } from "../e2e/server";
import { decodeWav, SAMPLE_RATE } from "./listen/wav";
import { compiledServer, localDate, runBinary, tasksInDb, tempConfig } from "./test-helpers";

const SPOKEN = "add task buy guitar strings tomorrow";
const dir = mkdtempSync(join(tmpdir(), "sunshine-listen-"));
let server: RunningServer;
let stt: ReturnType<typeof Bun.serve>;
let speechSeconds = 0;
const uploads: { model: string; seconds: number; rate: number }[] = [];

beforeAll(async () => {
  server = await compiledServer();
  // The spoken command, with a second of silence before and after, as a microphone would give it.
  execFileSync("espeak-ng", ["-w", join(dir, "raw.wav"), SPOKEN]);
  execFileSync("sox", ["-R", join(dir, "raw.wav"), join(dir, "command.wav"), "pad", "1", "1.5"]);
  speechSeconds = decodeWav(new Uint8Array(readFileSync(join(dir, "raw.wav")))).length / SAMPLE_RATE;
  // An OpenAI-compatible transcription server. It checks that what arrives is the trimmed 16 kHz utterance, and
  // answers with what espeak-ng was told to say (a real whisper server would hear the same words).
  stt = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      if (req.method !== "POST" || url.pathname !== "/v1/audio/transcriptions")
        return new Response("not found", { status: 404 });
      const form = await req.formData();
      const file = form.get("file") as File;
      const bytes = new Uint8Array(await file.arrayBuffer());
      const view = new DataView(bytes.buffer);
      const rate = view.getUint32(24, true);
      const samples = decodeWav(bytes);
      uploads.push({ model: String(form.get("model")), seconds: samples.length / SAMPLE_RATE, rate });
      return Response.json({ text: "Add task buy guitar strings tomorrow." });
    },
  });
});
afterAll(async () => {
  stt?.stop(true);
  await server?.stop();
});

const sttEnv = () => ({ OPENAI_BASE_URL: `http://127.0.0.1:${stt.port}/v1`, OPENAI_API_KEY: "test" });

describe("sunshine listen (compiled binary)", () => {
  test("a spoken WAV becomes a task: end-of-speech detection, transcription, AI, action, reply printed", async () => {
    const r = await runBinary(
      ["listen", "--input", join(dir, "command.wav"), "--no-wake", "--no-speak", "--timings", "--server", server.url],
      { ...sttEnv(), SUNSHINE_COMPANION_CONFIG: tempConfig(), SUNSHINE_STT_MODEL: "whisper-large-v3" },
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("the file is taken as one command");
    expect(r.stdout).toContain('You said: "Add task buy guitar strings tomorrow."');
    expect(r.stdout).toMatch(/Sunshine: .*Buy guitar strings/);
    expect(r.stdout).toContain('✓ Added task "Buy guitar strings" — medium, due tomorrow');
    expect(r.stdout).toMatch(/Timing: end of speech → reply printed \d+ ms/);
    // What reached the transcription server: 16 kHz, the configured model, the speech without most of the silence.
    expect(uploads.at(-1)!.model).toBe("whisper-large-v3");
    expect(uploads.at(-1)!.rate).toBe(16_000);
    expect(uploads.at(-1)!.seconds).toBeGreaterThan(speechSeconds - 0.3);
    expect(uploads.at(-1)!.seconds).toBeLessThan(speechSeconds + 0.9);
    expect(tasksInDb(server)).toContainEqual({
      title: "Buy guitar strings",
      priority: "medium",
      due_date: localDate(1),
      status: "pending",
    });
  });

  test("push-to-talk from the microphone: arecord's raw 16 kHz stream, Enter, speech, silence → task", async () => {
    // A stand-in `arecord` on PATH that "records" the spoken command: raw S16_LE 16 kHz mono, like the real one.
    execFileSync("sox", ["-R", 
      join(dir, "command.wav"),
      "-t",
      "raw",
      "-r",
      "16000",
      "-e",
      "signed-integer",
      "-b",
      "16",
      "-c",
      "1",
      join(dir, "mic.raw"),
    ]);
    const bin = join(dir, "bin");
    execFileSync("mkdir", ["-p", bin]);
    writeFileSync(
      join(bin, "arecord"),
      `#!/bin/sh\necho "$@" > ${join(dir, "arecord-args")}\nsleep 0.5\ncat ${join(dir, "mic.raw")}\n`,
      { mode: 0o755 },
    );
    const r = await runBinary(
      ["listen", "--push-to-talk", "--once", "--no-speak", "--device", "plughw:1,0", "--server", server.url],
      { ...sttEnv(), SUNSHINE_COMPANION_CONFIG: tempConfig(), PATH: `${bin}:${process.env.PATH}` },
      "\n",
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Audio: microphone via arecord (plughw:1,0).");
    expect(r.stdout).toContain("Press Enter, then speak (Ctrl+C quits).");
    expect(r.stdout).toContain("Listening…");
    expect(r.stdout).toContain('✓ Added task "Buy guitar strings" — medium, due tomorrow');
    expect(readFileSync(join(dir, "arecord-args"), "utf8").trim()).toBe(
      "-q -t raw -f S16_LE -r 16000 -c 1 -D plughw:1,0",
    );
    expect(uploads.at(-1)!.seconds).toBeLessThan(speechSeconds + 0.9);
  });

  test("a silent file is reported, nothing is sent", async () => {
    execFileSync("sox", ["-R", "-n", "-r", "16000", "-c", "1", "-b", "16", join(dir, "silence.wav"), "trim", "0", "2"]);
    const before = uploads.length;
    const r = await runBinary(
      ["listen", "--input", join(dir, "silence.wav"), "--no-wake", "--no-speak", "--server", server.url],
      {
        ...sttEnv(),
        SUNSHINE_COMPANION_CONFIG: tempConfig(),
      },
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("I didn't hear anything.");
    expect(uploads.length).toBe(before);
  });

  test("the compiled binary loads Porcupine's native module and explains a rejected AccessKey", async () => {
    const r = await runBinary(["listen", "--access-key", "not-a-real-key", "--server", server.url], {
      ...sttEnv(),
      SUNSHINE_COMPANION_CONFIG: tempConfig(),
    });
    expect(r.code).toBe(1);
    // "Failed to parse AccessKey" comes from the C library: the .node module, model and keyword were all loaded.
    expect(r.stderr.trim()).toBe(
      "sunshine: Picovoice did not accept the AccessKey (Failed to parse AccessKey `not-a-real-key`.). Get a free AccessKey at https://console.picovoice.ai/ and set PICOVOICE_ACCESS_KEY (or pass --access-key), or use --push-to-talk, which needs no key.",
    );
  });

  test("each missing piece is one clear message: no offline model, no recorder, STT server down, bad file", async () => {
    const env = { SUNSHINE_COMPANION_CONFIG: tempConfig() };
    // Without a key the wake word is offline; without the offline model the message says what to install.
    const noKey = await runBinary(["listen", "--server", server.url], {
      ...sttEnv(),
      ...env,
      SUNSHINE_SPEECH_MODEL: "/nonexistent",
    });
    expect(noKey.code).toBe(1);
    expect(noKey.stderr).toStartWith("sunshine: No PocketSphinx English model found in /nonexistent.");
    expect(noKey.stderr).toContain("sudo apt-get install libpocketsphinx3 libsphinxbase3 pocketsphinx-en-us");
    const noRecorder = await runBinary(["listen", "--push-to-talk", "--server", server.url], {
      ...sttEnv(),
      ...env,
      PATH: "/nonexistent",
    });
    expect(noRecorder.code).toBe(1);
    expect(noRecorder.stderr.trim()).toBe(
      "sunshine: No audio recorder found: install alsa-utils (arecord) or sox (Debian/Raspberry Pi OS: sudo apt install alsa-utils), or use --input FILE.wav.",
    );
    const noStt = await runBinary(
      ["listen", "--input", join(dir, "command.wav"), "--no-wake", "--server", server.url],
      { ...env, SUNSHINE_SPEECH_MODEL: "/nonexistent" },
    );
    expect(noStt.code).toBe(1);
    expect(noStt.stderr).toStartWith("sunshine: No PocketSphinx English model found");
    const sttDown = await runBinary(
      ["listen", "--input", join(dir, "command.wav"), "--no-wake", "--no-speak", "--server", server.url],
      {
        ...env,
        OPENAI_BASE_URL: "http://127.0.0.1:9/v1",
      },
    );
    expect(sttDown.code).toBe(1);
    expect(sttDown.stderr).toContain("sunshine: Cannot reach the speech-to-text server at http://127.0.0.1:9/v1");
    writeFileSync(join(dir, "not.wav"), "hello");
    const badFile = await runBinary(["listen", "--input", join(dir, "not.wav"), "--server", server.url], {
      ...sttEnv(),
      ...env,
    });
    expect(badFile.stderr.trim()).toBe(
      `sunshine: ${join(dir, "not.wav")} is not a WAV file (expected a RIFF/WAVE header).`,
    );
    for (const r of [noKey, noRecorder, noStt, sttDown, badFile]) expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
