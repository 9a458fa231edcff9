import { atom } from "jotai";
import { store } from "../session/state";

/** Spoken replies are on by default; the chat page's toggle can share this atom. */
export const spokenRepliesAtom = atom(true);

const FEMALE_HINTS = /samantha|victoria|karen|zira|susan|serena|moira|tessa|fiona|female|woman|aria|jenny|libby/i;

/** Speaks a reply with rate 1, pitch 1.3, volume 0.8 and a female-sounding English voice when one exists. */
export function speak(text: string): boolean {
  if (!store.get(spokenRepliesAtom) || !text || typeof window === "undefined" || !("speechSynthesis" in window))
    return false;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 1;
  utterance.pitch = 1.3;
  utterance.volume = 0.8;
  utterance.lang = "en-US";
  const voices = window.speechSynthesis.getVoices().filter((v) => v.lang.toLowerCase().startsWith("en"));
  const voice = voices.find((v) => FEMALE_HINTS.test(v.name)) ?? voices[0];
  if (voice) utterance.voice = voice;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}
