import { CompanionError, type SunshineClient } from "../client";
import { persona } from "../wake";
import { SpeechUnavailableError } from "../../src/lib/speech/pocketsphinx";
import { DEFAULT_WAKE_THRESHOLD, OfflineRecogniser, type Heard } from "../../src/lib/speech/recogniser";
import { FRAME_LENGTH } from "./audio";
import type { Transcriber } from "./stt";
import { decodeWav, SAMPLE_RATE } from "./wav";
import type { WakeWordEngine } from "./wakeword";

export interface OfflineOptions {
  /** Keyphrase threshold, 1e-50..1e-5 (lower wakes more easily); default 1e-25. */
  wakeThreshold?: number;
  /** PocketSphinx model folder and library folder (default: Debian's, or SUNSHINE_SPEECH_MODEL / SUNSHINE_POCKETSPHINX_LIB). */
  speechModel?: string;
  speechLib?: string;
  /** Build the "hey <persona>" spotter too. */
  wake: boolean;
}

export interface OfflineSpeech {
  recogniser: OfflineRecogniser;
  transcriber: Transcriber & { transcribe(wav: Uint8Array): Promise<Heard> };
  wake: WakeWordEngine | null;
  refresh(): Promise<boolean>;
}

/** The wake phrase said to the companion: "hey" and the persona's name, in lower case as the recogniser spells words. */
export const wakePhrase = () => `hey ${persona().toLowerCase()}`;

/**
 * Keyless, serverless speech for `sunshine listen`: PocketSphinx spots "hey <persona>" and decodes the command with
 * a language model built from what the server says the assistant understands and the owner's record names.
 */
export async function offlineSpeech(client: SunshineClient, opts: OfflineOptions): Promise<OfflineSpeech> {
  const vocabulary = await client.voiceVocabulary().catch((e) => {
    throw e instanceof CompanionError ? e : new CompanionError(String(e));
  });
  let recogniser: OfflineRecogniser;
  try {
    recogniser = new OfflineRecogniser({
      vocabulary,
      wakePhrase: opts.wake ? wakePhrase() : undefined,
      wakeThreshold: opts.wakeThreshold ?? DEFAULT_WAKE_THRESHOLD,
      model: opts.speechModel,
      lib: opts.speechLib,
    });
  } catch (e) {
    if (e instanceof SpeechUnavailableError) throw new CompanionError(e.message);
    throw e;
  }
  const transcriber = {
    describe: `offline (PocketSphinx, ${recogniser.words} words from the assistant's sentences and your records; model ${recogniser.paths.acoustic})`,
    async transcribe(wav: Uint8Array): Promise<Heard> {
      return recogniser.transcribe(decodeWav(wav));
    },
  };
  const wake: WakeWordEngine | null = opts.wake
    ? {
        phrase: `Hey ${persona()}`,
        sampleRate: SAMPLE_RATE,
        frameLength: FRAME_LENGTH,
        process: (frame) => recogniser.wakeHeard(frame),
        takeAfterWake: () => recogniser.takeAfterWake(),
        release: () => recogniser.release(),
      }
    : null;
  let names = vocabulary.names.join("\n");
  /** Fetches the vocabulary again and rebuilds the command model when the owner's record names changed. */
  const refresh = async () => {
    const next = await client.voiceVocabulary();
    if (next.names.join("\n") === names) return false;
    names = next.names.join("\n");
    recogniser.updateVocabulary(next);
    return true;
  };
  return { recogniser, transcriber, wake, refresh };
}

/** True when a Whisper-compatible server is configured: it is the better path for free dictation. */
export const sttServerConfigured = (env: NodeJS.ProcessEnv = process.env) =>
  Boolean(env.SUNSHINE_STT_BASE_URL || env.OPENAI_BASE_URL || env.SUNSHINE_STT_API_KEY || env.OPENAI_API_KEY);
