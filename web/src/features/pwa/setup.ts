import { watchConnection } from "./connection";
import { watchInstallPrompt } from "./install";
import { registerServiceWorker } from "./register";

/** Everything the installable app needs at start-up; `openLink` follows a clicked system notification. */
export function setUpPwa(openLink: (link: string) => void) {
  watchConnection();
  watchInstallPrompt();
  registerServiceWorker(openLink);
}
