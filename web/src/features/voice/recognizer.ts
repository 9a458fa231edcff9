import { atom } from "jotai";
import { ApiError } from "../../lib/api";
import { onUnauthorized } from "../../lib/unauthorized";
import { store } from "../session/state";
import { TOKEN_KEY } from "../session/storage";
import { microphoneSupported } from "./recorder";

/**
 * Which recogniser turns speech into words: this Sunshine server (offline, private, works in Firefox; the default)
 * or the browser's Web Speech API (Chrome sends the audio to its maker's cloud; better at free dictation).
 */
export type Recognizer = "server" | "browser";
export const RECOGNIZER_KEY = "sunshine-voice-recognizer";

export const webSpeechSupported = () =>
  typeof window !== "undefined" &&
  Boolean((window as any).SpeechRecognition || (window as any).webkitSpeechRecognition);

const readRecognizer = (): Recognizer => {
  try {
    return localStorage.getItem(RECOGNIZER_KEY) === "browser" ? "browser" : "server";
  } catch {
    return "server";
  }
};
export const recognizerAtom = atom<Recognizer>(readRecognizer());

export function setRecognizer(value: Recognizer) {
  try {
    localStorage.setItem(RECOGNIZER_KEY, value);
  } catch (e) {
    console.warn("Could not save the voice setting", e);
  }
  store.set(recognizerAtom, value);
}

/** The recogniser in use: the chosen one when this browser has it, else the other. */
export function activeRecognizer(): Recognizer | null {
  const chosen = store.get(recognizerAtom);
  if (chosen === "browser" && webSpeechSupported()) return "browser";
  if (microphoneSupported()) return "server";
  return webSpeechSupported() ? "browser" : null;
}

export interface Heard {
  text: string;
  confidence: number;
  /** Too unsure to act on: ask the person to say it again. */
  unsure: boolean;
}

/** Sends a 16 kHz WAV to the server's offline recogniser (a binary body, so not through the JSON client). */
export async function transcribeOnServer(wav: Blob): Promise<Heard> {
  const token = localStorage.getItem(TOKEN_KEY);
  const res = await fetch("/api/voice/transcribe", {
    method: "POST",
    headers: { "content-type": "audio/wav", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: wav,
  });
  const body = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401) onUnauthorized();
    throw new ApiError(res.status, body?.error?.message ?? res.statusText ?? "Speech recognition failed");
  }
  return body as Heard;
}

export const SAY_AGAIN = "Sorry, I'm not sure I heard that right. Please say it again.";
