import { useAtomValue } from "jotai";
import { recognizerAtom, setRecognizer, webSpeechSupported, type Recognizer } from "./recognizer";
import { microphoneSupported } from "./recorder";

const CHOICES: { value: Recognizer; title: string; detail: string }[] = [
  {
    value: "server",
    title: "On this Sunshine server (private)",
    detail:
      "Recognised offline by the server from what Sunshine understands and your own names; no audio leaves your server. Works in Firefox. Best at commands, weak at free dictation.",
  },
  {
    value: "browser",
    title: "The browser's speech service",
    detail:
      "The Web Speech API: better at free dictation, but Chrome sends the audio to its maker's cloud and Firefox does not have it.",
  },
];

/** Settings section: which recogniser voice commands and chat dictation use. */
export function VoiceSettings() {
  const chosen = useAtomValue(recognizerAtom);
  const available = (v: Recognizer) => (v === "server" ? microphoneSupported() : webSpeechSupported());
  return (
    <section id="voice" className="card bg-base-100 shadow-sm" aria-labelledby="voice-settings-title">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="voice-settings-title" className="card-title text-lg">
          Voice
        </h2>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm text-base-content/70">
            Speech recognition for voice commands and dictation
          </legend>
          {CHOICES.map((c) => (
            <label key={c.value} className="flex items-start gap-3">
              <input
                type="radio"
                name="voice-recognizer"
                className="radio radio-primary mt-1"
                value={c.value}
                checked={chosen === c.value}
                disabled={!available(c.value)}
                onChange={() => setRecognizer(c.value)}
              />
              <span>
                <span className="block font-medium">{c.title}</span>
                <span className="block text-sm text-base-content/70">
                  {available(c.value) ? c.detail : "Not available in this browser."}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>
    </section>
  );
}
