import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../toast/toast";
import { activeRecognizer, SAY_AGAIN, transcribeOnServer } from "../voice/recognizer";
import { recordUtterance, type Recording } from "../voice/recorder";

type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
};

const Ctor = (): (new () => Recognition) | undefined =>
  typeof window === "undefined"
    ? undefined
    : ((window as any).SpeechRecognition ?? (window as any).webkitSpeechRecognition);

export const dictationSupported = () => activeRecognizer() !== null;

/**
 * Chat dictation: single-shot, English (US), final results only; the text is handed to `onText` to append. By
 * default the Sunshine server recognises it offline (the Web Speech API when chosen in Settings).
 */
export function useDictation(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const rec = useRef<Recognition | null>(null);
  const recording = useRef<Recording | null>(null);
  const cb = useRef(onText);
  cb.current = onText;

  useEffect(
    () => () => {
      rec.current?.stop();
      recording.current?.cancel();
    },
    [],
  );

  const toggle = useCallback(() => {
    if (listening) {
      rec.current?.stop();
      recording.current?.finish();
      return;
    }
    if (activeRecognizer() === "server") {
      const r = recordUtterance();
      recording.current = r;
      setListening(true);
      void r.done
        .then(async (wav) => {
          setListening(false);
          if (!wav) return;
          const heard = await transcribeOnServer(wav);
          if (heard.unsure || !heard.text) toast({ title: "Say that again?", description: SAY_AGAIN });
          else cb.current(heard.text);
        })
        .catch((e: unknown) => {
          setListening(false);
          const denied = (e as Error)?.name === "NotAllowedError";
          toast({
            title: denied ? "Microphone Access Denied" : "Dictation failed",
            description: denied ? "Please allow microphone access to use voice commands." : (e as Error)?.message,
            variant: "destructive",
          });
        });
      return;
    }
    const C = Ctor();
    if (!C) return;
    const r = new C();
    r.lang = "en-US";
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (e) => {
      const text = Array.from(e.results)
        .filter((x) => x.isFinal)
        .map((x) => x[0]?.transcript ?? "")
        .join(" ")
        .trim();
      if (text) cb.current(text);
    };
    r.onerror = (e) => {
      if (e.error === "not-allowed" || e.error === "service-not-allowed") {
        toast({
          title: "Microphone Access Denied",
          description: "Please allow microphone access to use voice commands.",
          variant: "destructive",
        });
      } else console.warn("Speech recognition error", e.error);
    };
    r.onend = () => setListening(false);
    rec.current = r;
    try {
      r.start();
      setListening(true);
    } catch (e) {
      console.warn("Could not start speech recognition", e);
    }
  }, [listening]);

  return { listening, toggle };
}
