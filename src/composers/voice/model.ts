import { t } from "elysia";
import { answer } from "../../lib/common-model";

/** The request body of /voice/transcribe: a 16 kHz mono 16-bit PCM WAV file, sent as audio/wav. */
export const transcribeBody = t.ArrayBuffer({
  error: "Send the recording as a 16 kHz mono 16-bit PCM WAV body (audio/wav)",
});

export const heardResponse = answer({
  text: t.String({ description: "What was said, in words (empty when nothing was recognised)" }),
  confidence: t.Number({ minimum: 0, maximum: 1, description: "How sure the recogniser is (0..1)" }),
  unsure: t.Boolean({ description: "True when the confidence is too low to act on: ask the person to say it again" }),
});

export const vocabularyResponse = answer({
  phrases: t.Array(t.String(), { description: "Sentences the assistant understands" }),
  names: t.Array(t.String(), { description: "The owner's record names (clients, stations, books, songs, venues…)" }),
  words: t.Array(t.String(), { description: "Single words the assistant's patterns know" }),
});
