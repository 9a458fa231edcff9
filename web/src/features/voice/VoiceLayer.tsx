import { useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { Mic } from "lucide-react";
import { useEffect, useRef } from "react";
import { refreshEverything } from "../../lib/changes";
import { MODE_LABELS, nextMode } from "../theme/theme";
import { useThemeMode } from "../theme/useTheme";
import { DURATIONS, toast } from "../toast/toast";
import { processWithAi } from "./ai";
import { helpPhrases, PERSONA, type VoiceSystemAction } from "./commands";
import {
  listenAgain,
  listeningAtom,
  pulsingAtom,
  setVoiceNavigator,
  speechRecognitionSupported,
  stopListening,
  toggleListening,
  voiceEnabledAtom,
  type VoiceAiDetail,
} from "./engine";
import { speak } from "./speech";

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
/** After a route change: two frames and a beat so the new screen has mounted and subscribed to voice-action. */
const settled = async () => {
  await frame();
  await frame();
  await new Promise((r) => setTimeout(r, 50));
};

/**
 * Handles what voice commands broadcast (voice-system, voice-ai), navigates for navigation commands and shows the
 * floating microphone on mobile when voice commands are enabled. Mounted once in the app shell.
 */
export function VoiceLayer() {
  const router = useRouter();
  const { mode, cycle } = useThemeMode();
  const theme = useRef({ mode, cycle });
  theme.current = { mode, cycle };

  useEffect(() => {
    setVoiceNavigator(async (to) => {
      if (to === "/contacts") {
        toast({
          title: "Contacts has no screen yet",
          description: 'Your radio station contacts are under Radio Stations. Say "Add contact" to add one.',
        });
        return;
      }
      const here = router.state.location.pathname;
      const same = here === to || (to === "/" && here === "/dashboard");
      if (!same) await router.navigate({ to: to as any });
      await settled();
    });
    return () => {
      setVoiceNavigator(null);
    };
  }, [router]);

  useEffect(() => {
    const onSystem = (e: Event) => {
      const action = (e as CustomEvent<{ action: VoiceSystemAction | "wake" }>).detail?.action;
      switch (action) {
        case "toggle-theme": {
          const next = nextMode(theme.current.mode);
          theme.current.cycle();
          toast({ title: `Theme: ${MODE_LABELS[next]}`, duration: DURATIONS.commandRecognised });
          break;
        }
        case "go-back":
          router.history.back();
          break;
        case "refresh":
          void refreshEverything();
          void router.invalidate();
          toast({
            title: "Refreshed",
            description: "The data on screen was reloaded.",
            duration: DURATIONS.commandRecognised,
          });
          break;
        case "help":
          toast({
            title: "Voice commands",
            description: `Try saying: ${helpPhrases().join(" · ")}`,
            duration: DURATIONS.help,
          });
          break;
        case "stop-listening":
          stopListening();
          toast({
            title: "Stopped listening",
            description: "Click the microphone to talk again.",
            duration: DURATIONS.voiceActive,
          });
          break;
        case "wake":
          toast({
            title: `Hi! ${PERSONA} here`,
            description: "I'm listening. What can I do for you?",
            duration: DURATIONS.voiceActive,
          });
          listenAgain();
          break;
      }
    };
    const onAi = (e: Event) => {
      const detail = (e as CustomEvent<VoiceAiDetail>).detail;
      if (!detail?.text) return;
      if (detail.intent === "create_task" && !detail.task) {
        toast({
          title: "What should the task be?",
          description: 'Say "Add task" and then the task, e.g. "Add task call the radio station tomorrow".',
        });
        return;
      }
      // The assistant reads the whole sentence ("remind me on Friday at 3pm to call Mum" is a reminder, not a task).
      const message = detail.text;
      const context = {
        source: "voice",
        path: router.state.location.pathname,
        ...(detail.intent ? { intent: detail.intent } : {}),
      };
      void processWithAi(message, context).then((reply) => {
        // The server already did the work; its reply says exactly what changed (or asks for a "yes").
        const failed = reply.results.some((r) => !r.ok && !r.pending);
        toast({ title: PERSONA, description: reply.message, variant: failed ? "destructive" : "default" });
        speak(reply.message);
      });
    };
    window.addEventListener("voice-system", onSystem);
    window.addEventListener("voice-ai", onAi);
    return () => {
      window.removeEventListener("voice-system", onSystem);
      window.removeEventListener("voice-ai", onAi);
    };
  }, [router]);

  return <FloatingMic />;
}

/** Mobile only, when voice commands are enabled: a round microphone bottom left, opposite the quick-add button. */
function FloatingMic() {
  const enabled = useAtomValue(voiceEnabledAtom);
  const listening = useAtomValue(listeningAtom);
  const pulsing = useAtomValue(pulsingAtom);
  if (!enabled || !speechRecognitionSupported()) return null;
  return (
    <button
      type="button"
      data-testid="floating-mic"
      className={`lg:hidden btn btn-circle fixed bottom-20 left-4 z-30 shadow-lg ${listening ? "btn-error" : "btn-secondary"} ${pulsing ? "animate-pulse" : ""}`}
      aria-label={listening ? "Stop listening" : "Start listening"}
      aria-pressed={listening}
      onClick={toggleListening}
    >
      <Mic className="size-6" />
    </button>
  );
}
