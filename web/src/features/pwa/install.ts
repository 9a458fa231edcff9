import { atom } from "jotai";
import { store } from "../session/state";

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** The browser's deferred install prompt, when it offered one; the settings section shows "Install Sunshine". */
export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);
export const installedAtom = atom(
  typeof window !== "undefined" && window.matchMedia?.("(display-mode: standalone)").matches,
);

/** Keeps the browser from showing its own mini-bar on page load; the app offers installing where it fits. */
export function watchInstallPrompt() {
  window.addEventListener("beforeinstallprompt", (e) => {
    e.preventDefault();
    store.set(installPromptAtom, e as BeforeInstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => {
    store.set(installPromptAtom, null);
    store.set(installedAtom, true);
  });
}

/** Shows the browser's install dialog; true when the user accepted. */
export async function installApp(): Promise<boolean> {
  const prompt = store.get(installPromptAtom);
  if (!prompt) return false;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  store.set(installPromptAtom, null);
  return outcome === "accepted";
}
