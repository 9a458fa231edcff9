import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readFileSync, statSync } from "node:fs";
import { startTestServer, type TestServer } from "../src/test/harness";
import { SunshineClient, CompanionError, normaliseServer } from "./client";
import { loadToken, saveToken } from "./config";
import { findRecorder, recorderCommand, type AudioSource } from "./listen/audio";
import { Endpointer } from "./listen/endpoint";
import { runListen } from "./listen/run";
import { findSpeaker, openAiSpeaker } from "./listen/speak";
import { createTranscriber } from "./listen/stt";
import { decodeWav, encodeWav, rms, SAMPLE_RATE } from "./listen/wav";
import {
  createPorcupine,
  engineFiles,
  keywordPhrase,
  loadPorcupineModule,
  platformFiles,
  type WakeWordEngine,
} from "./listen/wakeword";
import { formatExchange, handleLine } from "./core";
import { tempConfig } from "./test-helpers";
import { stripWakePhrase } from "./wake";

const tone = (seconds: number, hz: number, amp = 8000) =>
  Int16Array.from({ length: Math.round(seconds * SAMPLE_RATE) }, (_, i) =>
    Math.round(amp * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE)),
  );
const silence = (seconds: number) => new Int16Array(Math.round(seconds * SAMPLE_RATE));
const concat = (...parts: Int16Array[]) => {
  const out = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) out.set(p, (o += p.length) - p.length);
  return out;
};
const frames = (samples: Int16Array, n = 512) => {
  const out: Int16Array[] = [];
  for (let o = 0; o + n <= samples.length; o += n) out.push(samples.subarray(o, o + n));
  return out;
};

describe("wake phrase", () => {
  test("is stripped from typed lines, any punctuation and case", () => {
    expect(stripWakePhrase("Hey Sunshine, add task call the radio station tomorrow")).toEqual({
      woke: true,
      rest: "add task call the radio station tomorrow",
    });
    expect(stripWakePhrase("hey sunshine")).toEqual({ woke: true, rest: "" });
    expect(stripWakePhrase("OK Sunshine: what's due?")).toEqual({ woke: true, rest: "what's due?" });
    expect(stripWakePhrase("add task hey")).toEqual({ woke: false, rest: "add task hey" });
    expect(stripWakePhrase("hey sunshiney day")).toEqual({ woke: false, rest: "hey sunshiney day" });
  });
});

describe("config file", () => {
  test("keeps one token per server with mode 0600", () => {
    const path = tempConfig();
    saveToken("http://a:1", "t1", path);
    saveToken("http://b:2", "t2", path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(loadToken("http://a:1", path)).toBe("t1");
    saveToken("http://a:1", undefined, path);
    expect(loadToken("http://a:1", path)).toBeUndefined();
    expect(JSON.parse(readFileSync(path, "utf8")).servers["http://b:2"].token).toBe("t2");
  });
  test("server addresses are normalised or refused with a reason", () => {
    expect(normaliseServer("127.0.0.1:7420/")).toBe("http://127.0.0.1:7420");
    expect(normaliseServer("https://pi.local")).toBe("https://pi.local");
    expect(() => normaliseServer("ws://x")).toThrow("must start with http:// or https://");
  });
});

describe("audio", () => {
  test("WAV encode/decode round trip; stereo 44.1 kHz is mixed down and resampled to 16 kHz", () => {
    const a = tone(0.5, 440);
    expect(decodeWav(encodeWav(a))).toEqual(a);
    // A 44.1 kHz stereo file, built by hand.
    const n = 44_100;
    const bytes = new Uint8Array(44 + n * 4);
    const v = new DataView(bytes.buffer);
    bytes.set(new TextEncoder().encode("RIFF"), 0);
    bytes.set(new TextEncoder().encode("WAVEfmt "), 8);
    v.setUint32(16, 16, true);
    v.setUint16(20, 1, true);
    v.setUint16(22, 2, true);
    v.setUint32(24, 44_100, true);
    v.setUint16(34, 16, true);
    bytes.set(new TextEncoder().encode("data"), 36);
    v.setUint32(40, n * 4, true);
    for (let i = 0; i < n; i++) {
      v.setInt16(44 + i * 4, 10_000, true);
      v.setInt16(46 + i * 4, 0, true);
    }
    const out = decodeWav(bytes);
    expect(out.length).toBe(16_000);
    expect(out[100]).toBe(5000);
    expect(() => decodeWav(new TextEncoder().encode("nope"), "x.wav")).toThrow("x.wav is not a WAV file");
  });

  test("end of speech: after 800 ms of quiet, keeping the utterance and little of the silence", () => {
    const ep = new Endpointer({ silenceMs: 800 });
    const input = concat(silence(1), tone(1.2, 300), silence(0.3), tone(0.5, 300), silence(2));
    let endedAt = -1;
    frames(input).forEach((f, i) => {
      if (endedAt < 0 && ep.push(f) === "done") endedAt = i;
    });
    expect(ep.state).toBe("done");
    // The 0.3 s pause inside the utterance does not end it; the end comes ~0.8 s after the last sound (at 3.0 s).
    const endSeconds = ((endedAt + 1) * 512) / SAMPLE_RATE;
    expect(endSeconds).toBeGreaterThan(3.7);
    expect(endSeconds).toBeLessThan(3.95);
    const audio = ep.audio();
    expect(audio.length / SAMPLE_RATE).toBeGreaterThan(2.0);
    expect(audio.length / SAMPLE_RATE).toBeLessThan(2.6);
  });

  test("no speech within the limit, and the maximum length, both end the recording", () => {
    const quiet = new Endpointer({ noSpeechMs: 1000 });
    for (const f of frames(concat(silence(1.2)))) quiet.push(f);
    expect(quiet.state).toBe("no-speech");
    const long = new Endpointer({ maxMs: 2000 });
    for (const f of frames(tone(5, 200))) long.push(f);
    expect(long.state).toBe("done");
    expect(long.audio().length / SAMPLE_RATE).toBeLessThanOrEqual(2.05);
  });

  test("recorder: arecord first, then sox, else how to install one", () => {
    expect(findRecorder(undefined, (c) => (c === "sox" ? "/usr/bin/sox" : null))).toBe("sox");
    expect(findRecorder(undefined, () => "/usr/bin/x")).toBe("arecord");
    expect(() => findRecorder(undefined, () => null)).toThrow(
      "No audio recorder found: install alsa-utils (arecord) or sox",
    );
    expect(() => findRecorder("parecord", () => null)).toThrow('Unknown recorder "parecord"');
    expect(recorderCommand("arecord", "plughw:1,0")).toEqual([
      "arecord",
      "-q",
      "-t",
      "raw",
      "-f",
      "S16_LE",
      "-r",
      "16000",
      "-c",
      "1",
      "-D",
      "plughw:1,0",
    ]);
  });

  test("speech-to-text needs a server or a key, said once", () => {
    expect(() => createTranscriber({})).toThrow("No speech-to-text server configured");
    expect(createTranscriber({ OPENAI_BASE_URL: "http://127.0.0.1:9000/v1" }).describe).toBe(
      "whisper-1 at http://127.0.0.1:9000/v1",
    );
  });
});

describe("speaking replies", () => {
  test("espeak-ng first; without it an OpenAI-compatible speech endpoint when configured and a player exists", () => {
    expect(findSpeaker((c) => (c === "espeak-ng" ? "/usr/bin/espeak-ng" : null), {})?.name).toBe("espeak-ng");
    expect(findSpeaker(() => null, { SUNSHINE_TTS_MODEL: "kokoro" })).toBeNull(); // nothing to play it with
    expect(
      findSpeaker((c) => (c === "aplay" ? "/usr/bin/aplay" : null), {
        SUNSHINE_TTS_MODEL: "kokoro",
        SUNSHINE_TTS_BASE_URL: "http://127.0.0.1:8880/v1",
      })?.name,
    ).toBe("kokoro at http://127.0.0.1:8880/v1");
    expect(findSpeaker(() => null, {})).toBeNull();
  });

  test("the real espeak-ng speaks a reply without failing", async () => {
    const speaker = findSpeaker();
    expect(speaker?.name).toBe("espeak-ng");
    await speaker!.speak("Got it.");
  });

  test("the speech endpoint gets model, voice, text and WAV format; the audio is handed to the player", async () => {
    const requests: any[] = [];
    const tts = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      async fetch(req) {
        requests.push({ path: new URL(req.url).pathname, body: await req.json() });
        return new Response(encodeWav(tone(0.4, 220)) as Uint8Array<ArrayBuffer>, {
          headers: { "content-type": "audio/wav" },
        });
      },
    });
    try {
      const played: number[] = [];
      const speaker = openAiSpeaker(
        { SUNSHINE_TTS_BASE_URL: `http://127.0.0.1:${tts.port}/v1`, SUNSHINE_TTS_VOICE: "af_bella" },
        async (file) => {
          played.push(decodeWav(new Uint8Array(readFileSync(file))).length / SAMPLE_RATE);
        },
      );
      await speaker.speak("Added task: buy strings");
      expect(requests).toEqual([
        {
          path: "/v1/audio/speech",
          body: { model: "tts-1", voice: "af_bella", input: "Added task: buy strings", response_format: "wav" },
        },
      ]);
      expect(played).toEqual([0.4]);
    } finally {
      tts.stop(true);
    }
  });
});

describe("Porcupine adapter (up to initialisation: a real AccessKey needs the network)", () => {
  test("the module loads and the engine files exist for this platform", async () => {
    const mod = await loadPorcupineModule();
    expect(typeof mod.Porcupine).toBe("function");
    expect(String(mod.BuiltinKeyword.COMPUTER)).toBe("computer");
    const files = await engineFiles();
    const here = platformFiles(files);
    for (const f of [files.model, here.library, here.keyword, ...Object.values(files.libraries)])
      expect(existsSync(f)).toBe(true);
  });
  test("a bad key, no key and a missing keyword file each give a sentence with the fix", async () => {
    await expect(createPorcupine({ accessKey: "bad-key" })).rejects.toThrow(
      "Picovoice did not accept the AccessKey (Failed to parse AccessKey `bad-key`.)",
    );
    await expect(createPorcupine({})).rejects.toThrow(
      "The wake word needs a Picovoice AccessKey. Get a free AccessKey at https://console.picovoice.ai/",
    );
    await expect(
      createPorcupine({ accessKey: "k", keywordPath: "/nope/hey-sunshine_en_linux_v3_0_0.ppn" }),
    ).rejects.toThrow("Keyword file not found");
    await expect(createPorcupine({ accessKey: "k", sensitivity: 3 })).rejects.toThrow(
      "Sensitivity must be between 0 and 1",
    );
  });
  test("a custom keyword file is announced by its phrase", () => {
    expect(keywordPhrase("/home/pi/Hey-Sunshine_en_raspberry-pi_v3_0_0.ppn")).toBe("Hey Sunshine");
    expect(keywordPhrase("/k/hey_sunshine_linux_v3_0_0.ppn")).toBe("hey sunshine");
    expect(keywordPhrase("hey sunshine.ppn")).toBe("hey sunshine");
  });
  test("Raspberry Pi boards get their own native module; other ARM CPUs are told to use push-to-talk", () => {
    const files = {
      model: "m",
      libraries: { "linux-x64": "x", "pi-cortex-a53": "a53", "pi-cortex-a72": "a72", "pi-cortex-a76": "a76" },
      keywords: { linux: "kl", pi: "kp" },
    };
    expect(platformFiles(files, "linux", "arm64", "CPU part\t: 0xd08\n")).toEqual({ library: "a72", keyword: "kp" });
    expect(platformFiles(files, "linux", "arm64", "CPU part\t: 0xd0b\n")).toEqual({ library: "a76", keyword: "kp" });
    expect(() => platformFiles(files, "linux", "arm64", "CPU part\t: 0xd40\n")).toThrow("Use --push-to-talk instead");
    expect(platformFiles(files, "linux", "x64")).toEqual({ library: "x", keyword: "kl" });
  });
});

describe("listen loop with a wake-word engine (in process, real API server)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  test("audio before the wake word is ignored; the command after it is transcribed and carried out", async () => {
    // A stand-in engine behind the same interface as Porcupine: its wake word is a 1 kHz beep, reported (like
    // Porcupine) when the word has ended.
    const goertzel = (f: Int16Array, hz: number) => {
      const k = (2 * Math.cos((2 * Math.PI * hz) / SAMPLE_RATE)) as number;
      let s1 = 0,
        s2 = 0;
      for (const x of f) [s1, s2] = [x + k * s1 - s2, s1];
      return Math.sqrt(s1 * s1 + s2 * s2 - k * s1 * s2) / f.length;
    };
    let inBeep = false;
    const wake: WakeWordEngine = {
      phrase: "Beep",
      sampleRate: 16_000,
      frameLength: 512,
      process: (f) => {
        const beep = goertzel(f, 1000) > 2000;
        const ended = inBeep && !beep;
        inBeep = beep;
        return ended;
      },
      release: () => {},
    };
    const audio = concat(
      silence(0.5),
      tone(1, 300),
      silence(1),
      tone(0.3, 1000),
      silence(0.5),
      tone(1.5, 300),
      silence(1.5),
    );
    const source: AudioSource = {
      description: "test audio",
      frames: async function* () {
        yield* frames(audio);
      },
      close() {},
    };
    const heard: number[] = [];
    const transcriber = {
      describe: "test",
      transcribe: async (wav: Uint8Array) => (
        heard.push(decodeWav(wav).length / SAMPLE_RATE),
        "add task master the new single urgent"
      ),
    };
    const lines: string[] = [];
    const client = new SunshineClient({ server: server.url, configFile: tempConfig() });
    const timings = await runListen(
      { once: true },
      { client, transcriber, wake, speaker: null, source, log: (l) => lines.push(l) },
    );
    expect(lines).toContain('Say "Beep" to talk to Sunshine (Ctrl+C quits).');
    expect(lines).toContain("Wake word heard. Listening…");
    // Only the 1.5 s command after the beep was sent, not the 1 s of sound before it.
    expect(heard).toHaveLength(1);
    expect(heard[0]!).toBeGreaterThan(1.4);
    expect(heard[0]!).toBeLessThan(2.0);
    expect(lines.join("\n")).toContain('✓ Added task "Master the new single" — high');
    expect(timings[0]!.endToReplyMs).toBeGreaterThan(0);
    const tasks = (await server.request("GET", "/api/tasks")).body as any[];
    expect(tasks.find((t) => t.title === "Master the new single")?.priority).toBe("high");
  });

  test("what the server could not do is shown with ✗ and the reason; a delete waits for yes", async () => {
    const client = new SunshineClient({ server: server.url, configFile: tempConfig() });
    await handleLine(client, "add task water the plants");
    const ask = await handleLine(client, "delete the task water the plants");
    expect(ask.reply).toBe('Delete the task "Water the plants"? Say "yes" to confirm or "no" to cancel.');
    expect(formatExchange(ask)).toBe('Sunshine: Delete the task "Water the plants"? Say "yes" to confirm or "no" to cancel.');
    const yes = await handleLine(client, "yes");
    expect(yes.reply).toBe('Deleted the task "Water the plants".');
    const undone = await handleLine(client, "undo");
    expect(undone.reply).toBe('Undone. Brought back the task "Water the plants".');
    expect(formatExchange(undone)).toBe('Sunshine: ✓ Undone. Brought back the task "Water the plants".');
    const refused = await handleLine(client, "move water the plants to the 31st of february");
    expect(refused.outcomes.every((o) => o.ok)).toBe(true);
    const realProcess = client.process.bind(client);
    client.process = async (m, t) => ({
      ...(await realProcess(m, t)),
      results: [{ tool: "add_task", kind: "write", ok: false, summary: "I couldn't do that: Title is required" }],
    });
    const x = await handleLine(client, "add task something");
    expect(formatExchange(x)).toContain("✗ I couldn't do that: Title is required");
  });

  test("several changes at once are listed once, each with its mark", async () => {
    const client = new SunshineClient({ server: server.url, configFile: tempConfig() });
    const x = await handleLine(client, "add tasks: tune the bass, print the setlists and book the van");
    const shown = formatExchange(x);
    expect(shown.split("\n")[0]).toBe("Sunshine: Done: 3 changes.");
    expect(shown.match(/✓ Added task "Print the setlists"/g)).toHaveLength(1);
  });

  test("the client explains an unreachable server", async () => {
    const client = new SunshineClient({ server: "http://127.0.0.1:9", configFile: tempConfig() });
    const err = await client.pendingTasks().catch((e) => e);
    expect(err).toBeInstanceOf(CompanionError);
    expect(err.message).toContain("Cannot reach Sunshine at http://127.0.0.1:9");
  });
});

test("rms of a full-scale square wave", () => {
  expect(Math.round(rms(Int16Array.from({ length: 512 }, (_, i) => (i % 2 ? 1000 : -1000))))).toBe(1000);
});
