import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type OpenAI from "openai";
import { loadOpenAi } from "../../src/lib/lazy-libs";

export interface Speaker {
  name: string;
  speak(text: string): Promise<void>;
}

type Which = (cmd: string) => string | null;

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr!.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(err.trim().split("\n").at(-1) || `${cmd} exited with ${code}`)),
    );
  });
}

/** Plays a WAV file with whatever is installed: aplay (ALSA), paplay, play (sox), afplay (macOS). */
export function findPlayer(which: Which = Bun.which): ((file: string) => Promise<void>) | null {
  const cmd = ["aplay", "paplay", "play", "afplay"].find((c) => which(c));
  if (!cmd) return null;
  return (file) => run(cmd, cmd === "aplay" || cmd === "play" ? ["-q", file] : [file]);
}

/**
 * An OpenAI-compatible /v1/audio/speech endpoint (OpenAI, Kokoro-FastAPI, LocalAI, speaches…):
 * SUNSHINE_TTS_BASE_URL (else OPENAI_BASE_URL), SUNSHINE_TTS_MODEL (default tts-1), SUNSHINE_TTS_VOICE (default nova).
 */
export function openAiSpeaker(env: NodeJS.ProcessEnv, play: (file: string) => Promise<void>): Speaker {
  const baseURL = env.SUNSHINE_TTS_BASE_URL || env.OPENAI_BASE_URL || undefined;
  // The SDK loads on the first reply spoken, not with the listen loop.
  let client: Promise<OpenAI> | undefined;
  const load = () =>
    (client ??= loadOpenAi().then(
      ({ default: SDK }) =>
        new SDK({
          baseURL,
          apiKey: env.SUNSHINE_TTS_API_KEY || env.OPENAI_API_KEY || "not-needed",
          maxRetries: 0,
          timeout: 30_000,
        }),
    ));
  const model = env.SUNSHINE_TTS_MODEL || "tts-1";
  const voice = env.SUNSHINE_TTS_VOICE || "nova";
  return {
    name: `${model} at ${baseURL ?? "https://api.openai.com/v1"}`,
    async speak(text) {
      const res = await (await load()).audio.speech.create({ model, voice, input: text, response_format: "wav" });
      const dir = mkdtempSync(join(tmpdir(), "sunshine-tts-"));
      const file = join(dir, "reply.wav");
      try {
        writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
        await play(file);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * espeak-ng (Linux, Raspberry Pi) or say (macOS) when installed; otherwise an OpenAI-compatible speech endpoint when
 * SUNSHINE_TTS_MODEL or SUNSHINE_TTS_BASE_URL is set and a player exists. SUNSHINE_TTS=openai prefers the endpoint.
 * null when nothing can speak.
 */
export function findSpeaker(which: Which = Bun.which, env: NodeJS.ProcessEnv = process.env): Speaker | null {
  const endpointWanted = env.SUNSHINE_TTS === "openai" || Boolean(env.SUNSHINE_TTS_MODEL || env.SUNSHINE_TTS_BASE_URL);
  const player = findPlayer(which);
  if (env.SUNSHINE_TTS === "openai" && player) return openAiSpeaker(env, player);
  const cmd = ["espeak-ng", "espeak", "say"].find((c) => which(c));
  if (cmd) {
    return {
      name: cmd,
      // A clear, slightly higher voice, close to the web app's pitch 1.3.
      speak: (text) => run(cmd, cmd === "say" ? [text] : ["-v", "en-us+f3", "-s", "165", "-p", "60", text]),
    };
  }
  if (endpointWanted && player) return openAiSpeaker(env, player);
  return null;
}
