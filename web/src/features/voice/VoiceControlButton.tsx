import { useAtomValue } from "jotai";
import { Mic, MicOff } from "lucide-react";
import { PERSONA } from "./commands";
import {
  enableVoice,
  lastCommandAtom,
  listeningAtom,
  pulsingAtom,
  speechRecognitionSupported,
  toggleListening,
  voiceEnabledAtom,
} from "./engine";

export { VOICE_ENABLED_KEY, speechRecognitionSupported } from "./engine";

const EXAMPLES = `Try "Go home", "Add new audiobook" or "Hey ${PERSONA}"`;

/** Shown only where the browser has speech recognition; the first click turns voice commands on, later clicks toggle listening. */
export function VoiceControlButton() {
  const enabled = useAtomValue(voiceEnabledAtom);
  const listening = useAtomValue(listeningAtom);
  const pulsing = useAtomValue(pulsingAtom);
  const last = useAtomValue(lastCommandAtom);
  if (!speechRecognitionSupported()) return null;
  const label = !enabled ? "Enable voice commands" : listening ? "Stop listening" : "Start listening";
  const hint = listening ? "Listening…" : last ? `Last: "${last}"` : enabled ? EXAMPLES : "";
  return (
    <div className="flex items-center gap-1" data-testid="voice-control">
      {hint && (
        <span
          className="hidden sm:inline max-w-56 truncate text-xs text-base-content/80"
          data-testid="voice-hint"
          title={hint}
        >
          {hint}
        </span>
      )}
      <button
        type="button"
        className={`btn btn-square btn-sm ${listening ? "btn-error" : "btn-ghost"} ${enabled && !listening ? "text-primary" : ""} ${pulsing ? "animate-pulse" : ""}`}
        aria-label={label}
        aria-pressed={enabled ? listening : undefined}
        title={enabled ? `${label}. ${EXAMPLES}` : label}
        onClick={() => (enabled ? toggleListening() : enableVoice())}
      >
        {enabled ? <Mic className="size-5" /> : <MicOff className="size-5" />}
      </button>
    </div>
  );
}
