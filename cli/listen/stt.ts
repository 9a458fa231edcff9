import type OpenAI from "openai";
import { loadOpenAi } from "../../src/lib/lazy-libs";
import { CompanionError } from "../client";

export interface Transcriber {
  describe: string;
  /** Words only (a speech server), or words with how sure the recogniser is (the offline one). */
  transcribe(wav: Uint8Array): Promise<string | { text: string; confidence: number }>;
}

/**
 * Any OpenAI-compatible /v1/audio/transcriptions server (OpenAI, a local whisper server, LocalAI, speaches…).
 * OPENAI_BASE_URL (or SUNSHINE_STT_BASE_URL) and OPENAI_API_KEY; model SUNSHINE_STT_MODEL, default whisper-1.
 */
export function createTranscriber(env: NodeJS.ProcessEnv = process.env): Transcriber {
  const baseURL = env.SUNSHINE_STT_BASE_URL || env.OPENAI_BASE_URL || undefined;
  const apiKey = env.SUNSHINE_STT_API_KEY || env.OPENAI_API_KEY || undefined;
  if (!baseURL && !apiKey) {
    throw new CompanionError(
      "No speech-to-text server configured: set OPENAI_BASE_URL to an OpenAI-compatible server with /v1/audio/transcriptions (for example a local whisper server), or OPENAI_API_KEY to use OpenAI.",
    );
  }
  const model = env.SUNSHINE_STT_MODEL || "whisper-1";
  // The SDK loads on the first transcription, not with the listen loop.
  let sdk: Promise<{ client: OpenAI; SDK: typeof OpenAI; toFile: (typeof import("openai"))["toFile"] }> | undefined;
  const load = () =>
    (sdk ??= loadOpenAi().then(({ default: SDK, toFile }) => ({
      SDK,
      toFile,
      client: new SDK({ baseURL, apiKey: apiKey || "not-needed", maxRetries: 0, timeout: 60_000 }),
    })));
  const where = baseURL ?? "https://api.openai.com/v1";
  return {
    describe: `${model} at ${where}`,
    async transcribe(wav) {
      const { client, SDK, toFile } = await load();
      try {
        const res = await client.audio.transcriptions.create({
          file: await toFile(wav, "speech.wav", { type: "audio/wav" }),
          model,
        });
        return String((res as { text?: string }).text ?? "").trim();
      } catch (e) {
        if (e instanceof SDK.APIConnectionError) {
          throw new CompanionError(
            `Cannot reach the speech-to-text server at ${where}. Is it running? Check OPENAI_BASE_URL.`,
          );
        }
        if (e instanceof SDK.APIError) {
          throw new CompanionError(
            `The speech-to-text server at ${where} refused the audio (${e.status ?? "error"}: ${e.message.split("\n")[0]}).`,
          );
        }
        throw new CompanionError(`Speech-to-text failed: ${(e as Error).message}`);
      }
    },
  };
}
