import { Mic } from "lucide-react";
import { useState } from "react";

export const VOICE_ENABLED_KEY = "voice-commands-enabled";

export const speechRecognitionSupported = () =>
  typeof window !== "undefined" && Boolean((window as any).SpeechRecognition || (window as any).webkitSpeechRecognition);

/** Shown only where the browser has speech recognition; the first click turns voice commands on. */
export function VoiceControlButton() {
  const [enabled, setEnabled] = useState(() => localStorage.getItem(VOICE_ENABLED_KEY) === "true");
  if (!speechRecognitionSupported()) return null;
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-square btn-sm ${enabled ? "text-primary" : ""}`}
      aria-label={enabled ? "Voice commands on" : "Enable voice commands"}
      onClick={() => {
        localStorage.setItem(VOICE_ENABLED_KEY, "true");
        setEnabled(true);
      }}
    >
      <Mic className="size-5" />
    </button>
  );
}
