import { afterAll, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { eventually, startTestServer, type TestServer } from "../src/test/harness";
import { listenerCount } from "../src/platform/notifications/events";
import { reminderJob } from "../src/domains/reminders/jobs";
import { SunshineClient } from "./client";
import type { AudioSource } from "./listen/audio";
import { runListen } from "./listen/run";
import { openAiSpeaker } from "./listen/speak";
import { decodeWav, encodeWav, SAMPLE_RATE } from "./listen/wav";
import type { WakeWordEngine } from "./listen/wakeword";
import { tempConfig } from "./test-helpers";

let server: TestServer | undefined;
let stopJob: (() => void) | undefined;
afterAll(async () => {
  stopJob?.();
  await server?.close();
});

test("sunshine listen prints a reminder when it fires and says it through the configured voice", async () => {
  server = await startTestServer();
  stopJob = reminderJob(server.deps) as () => void;
  // An OpenAI-compatible speech server on loopback: the configured voice (SUNSHINE_TTS_BASE_URL).
  const said: string[] = [];
  const tts = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(req) {
      said.push(((await req.json()) as { input: string }).input);
      return new Response(encodeWav(new Int16Array(SAMPLE_RATE / 2)) as Uint8Array<ArrayBuffer>, {
        headers: { "content-type": "audio/wav" },
      });
    },
  });
  const played: number[] = [];
  const speaker = openAiSpeaker({ SUNSHINE_TTS_BASE_URL: `http://127.0.0.1:${tts.port}/v1` }, async (file) => {
    played.push(decodeWav(new Uint8Array(readFileSync(file))).length / SAMPLE_RATE);
  });
  // A quiet room: the microphone gives silence and the wake word never comes, until the test has heard enough.
  let open = true;
  const source: AudioSource = {
    description: "a quiet room",
    frames: async function* () {
      while (open) {
        await Bun.sleep(32);
        yield new Int16Array(512);
      }
    },
    close() {
      open = false;
    },
  };
  const wake: WakeWordEngine = {
    phrase: "Computer",
    frameLength: 512,
    sampleRate: SAMPLE_RATE,
    process: () => false,
    release: () => {},
  };
  const lines: string[] = [];
  const client = new SunshineClient({ server: server.url, configFile: tempConfig() });
  const listening = runListen(
    {},
    {
      client,
      transcriber: { describe: "none", transcribe: async () => "" },
      wake,
      speaker,
      source,
      log: (l) => lines.push(l),
    },
  );
  // The reminder is created once the companion's live stream is open, so it cannot fire unseen.
  await eventually(() => expect(listenerCount(server!.deps.db)).toBeGreaterThan(0));
  const due = new Date(Date.now() + 1000).toISOString();
  expect((await server.request("POST", "/api/reminders", { message: "stretch your back", remindAt: due })).status).toBe(
    201,
  );
  await eventually(() => expect(played.length).toBeGreaterThan(0)).catch(() => undefined);
  open = false;
  await listening;
  tts.stop(true);
  expect(lines.some((l) => l.startsWith("🔔 Reminder: stretch your back — You asked me to remind you at"))).toBe(true);
  expect(said).toEqual(["Reminder: stretch your back."]);
  expect(played).toEqual([0.5]);
}, 120_000);
