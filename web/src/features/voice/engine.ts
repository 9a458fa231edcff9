import { atom } from "jotai";
import { store } from "../session/state";
import { DURATIONS, toast } from "../toast/toast";
import { matchCommand, PERSONA, type Match } from "./commands";

export const VOICE_ENABLED_KEY = "voice-commands-enabled";
export const PULSE_MS = 3000;

export const speechRecognitionSupported = () =>
  typeof window !== "undefined" &&
  Boolean((window as any).SpeechRecognition || (window as any).webkitSpeechRecognition);

const readEnabled = () => {
  try {
    return localStorage.getItem(VOICE_ENABLED_KEY) === "true";
  } catch {
    return false;
  }
};

export const voiceEnabledAtom = atom(readEnabled());
export const listeningAtom = atom(false);
export const pulsingAtom = atom(false);
export const lastCommandAtom = atom<string | null>(null);

/** Window events other screens listen to. */
export type VoiceAiDetail = { text: string; intent?: "create_task"; task?: string };
export type VoiceActionDetail = {
  action: Match extends infer M ? (M extends { kind: "action"; action: infer A } ? A : never) : never;
};

/** Set by VoiceLayer (inside the router): moves to a route and resolves once it has rendered. */
let navigator: ((to: string) => Promise<void>) | null = null;
export const setVoiceNavigator = (fn: typeof navigator) => (navigator = fn);

export function enableVoice() {
  try {
    localStorage.setItem(VOICE_ENABLED_KEY, "true");
  } catch (e) {
    console.warn("Could not save the voice setting", e);
  }
  store.set(voiceEnabledAtom, true);
  toast({
    title: "Voice commands enabled",
    description: `Click the microphone and say "Go home", "Add new audiobook" or "Hey ${PERSONA}".`,
    duration: DURATIONS.voiceActive,
  });
}

let recognition: any = null;
let pulseTimer: ReturnType<typeof setTimeout> | undefined;
/** Set when a command (wake phrase) asks to listen again once this single-shot session ends. */
let restartAfterEnd = false;

function pulse() {
  store.set(pulsingAtom, true);
  clearTimeout(pulseTimer);
  pulseTimer = setTimeout(() => store.set(pulsingAtom, false), PULSE_MS);
}

/** Single-shot, en-US, final results only. Runs only when supported and enabled. */
export function startListening(quiet = false): boolean {
  if (!speechRecognitionSupported() || !store.get(voiceEnabledAtom)) return false;
  if (store.get(listeningAtom)) return true;
  const Ctor = (window as any).SpeechRecognition || (window as any).webkitSpeechRecognition;
  const r = new Ctor();
  r.lang = "en-US";
  r.continuous = false;
  r.interimResults = false;
  r.maxAlternatives = 1;
  r.onresult = (event: any) => {
    const result = event.results[event.results.length - 1];
    if (!result || result.isFinal === false) return;
    const transcript = String(result[0]?.transcript ?? "").trim();
    if (transcript) handleTranscript(transcript);
  };
  r.onerror = (event: any) => {
    if (event.error === "not-allowed" || event.error === "service-not-allowed") {
      restartAfterEnd = false;
      toast({
        title: "Microphone Access Denied",
        description: "Please allow microphone access to use voice commands.",
        variant: "destructive",
      });
    } else if (event.error !== "aborted") {
      // Other speech errors (no-speech, network, audio-capture…) are logged only.
      console.warn("Speech recognition error:", event.error, event.message ?? "");
    }
    store.set(listeningAtom, false);
  };
  r.onend = () => {
    if (recognition === r) recognition = null;
    store.set(listeningAtom, false);
    if (restartAfterEnd) {
      restartAfterEnd = false;
      startListening(true);
    }
  };
  recognition = r;
  store.set(listeningAtom, true);
  pulse();
  try {
    r.start();
  } catch (e) {
    console.warn("Speech recognition could not start", e);
    recognition = null;
    store.set(listeningAtom, false);
    return false;
  }
  if (!quiet)
    toast({
      title: "Listening…",
      description: `Try "Go home", "Add new audiobook" or "Hey ${PERSONA}".`,
      duration: DURATIONS.voiceActive,
    });
  return true;
}

export function stopListening() {
  restartAfterEnd = false;
  const r = recognition;
  recognition = null;
  store.set(listeningAtom, false);
  store.set(pulsingAtom, false);
  try {
    r?.abort?.() ?? r?.stop?.();
  } catch {}
}

export function toggleListening() {
  if (store.get(listeningAtom)) stopListening();
  else startListening();
}

/** Listen again once the current single-shot session has ended (wake phrase). */
export function listenAgain() {
  if (recognition) restartAfterEnd = true;
  else startListening(true);
}

const emit = (name: string, detail: unknown) => window.dispatchEvent(new CustomEvent(name, { detail }));

/** Runs what a transcript means: broadcasts voice-action / voice-ai / voice-system, or asks for navigation. */
export function handleTranscript(transcript: string): Match {
  store.set(lastCommandAtom, transcript);
  const m = matchCommand(transcript);
  if (m.kind !== "ai")
    toast({ title: "Command recognised", description: `"${transcript}"`, duration: DURATIONS.commandRecognised });
  switch (m.kind) {
    case "navigate":
      void navigator?.(m.to);
      break;
    case "action": {
      // The owning screen must be mounted to hear the action: go there first, then broadcast it.
      const action = m.action;
      void (navigator ? navigator(m.to) : Promise.resolve()).then(() =>
        emit("voice-action", { action } satisfies VoiceActionDetail),
      );
      break;
    }
    case "system":
      emit("voice-system", { action: m.system });
      break;
    case "create-task":
      emit("voice-ai", { text: transcript, intent: "create_task", task: m.task } satisfies VoiceAiDetail);
      break;
    case "wake":
      emit("voice-system", { action: "wake" });
      break;
    case "ai":
      toast({ title: "Processing with AI", description: `"${transcript}"`, duration: DURATIONS.commandRecognised });
      emit("voice-ai", { text: m.text } satisfies VoiceAiDetail);
      break;
  }
  return m;
}
