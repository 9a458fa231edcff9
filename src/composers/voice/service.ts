import type { Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { HttpError, unreadable } from "../../lib/errors";
import { invalid } from "../../lib/validation";
import { SpeechUnavailableError } from "../../lib/speech/pocketsphinx";
import { DEFAULT_MIN_CONFIDENCE, OfflineRecogniser, type Vocabulary } from "../../lib/speech/recogniser";
import { readPcm16Wav, WavFormatError } from "../../lib/speech/wav";
import { assistantPhrases, assistantWords, ownerRecordNames } from "../ai/voice-phrases";
import { recognisedPhrases } from "../ai/vocabulary";

/**
 * What the recogniser listens for: the assistant's sentences, the words its templates know, and the owner's record
 * names as they are now: the records each domain's sentence templates match against, and the names people say of
 * other records (songs, artists, venues).
 */
export function voiceVocabulary(db: Db): Required<Vocabulary> & { phrases: string[]; names: string[]; words: string[] } {
  // The lists' names depend on nothing but the records; the moment and the persona only shape answers.
  const ctx = { db, now: new Date(), config: { persona: "Sunshine" } } as ToolContext;
  const names = new Set([...ownerRecordNames(db), ...Object.values(recognisedPhrases(ctx).records).flat()]);
  return { phrases: assistantPhrases(), names: [...names], words: assistantWords() };
}

// One recogniser per database, rebuilt when the owner's record names change (a new client, a new venue…).
const cache = new WeakMap<Db, { key: string; recogniser: OfflineRecogniser }>();

function recogniserFor(db: Db): OfflineRecogniser {
  const vocabulary = voiceVocabulary(db);
  const key = vocabulary.names.join("\n");
  const cached = cache.get(db);
  if (cached?.key === key) return cached.recogniser;
  try {
    const recogniser = new OfflineRecogniser({ vocabulary });
    cached?.recogniser.release();
    cache.set(db, { key, recogniser });
    return recogniser;
  } catch (e) {
    if (e instanceof SpeechUnavailableError) throw new HttpError(503, e.message);
    throw e;
  }
}

/** Offline transcription of one spoken command (16 kHz mono PCM WAV). */
export function transcribeWav(db: Db, body: ArrayBuffer | Uint8Array) {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  let samples: Int16Array;
  try {
    samples = readPcm16Wav(bytes);
  } catch (e) {
    if (e instanceof WavFormatError) throw e.unreadable ? unreadable(e.message) : invalid(e.message, "body");
    throw e;
  }
  if (samples.length < 1600) throw invalid("The recording is shorter than 0.1 s", "body");
  const heard = recogniserFor(db).transcribe(samples);
  return { ...heard, unsure: !heard.text || heard.confidence < DEFAULT_MIN_CONFIDENCE };
}
