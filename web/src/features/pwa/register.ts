/**
 * Registers the service worker built by vite-plugin-pwa (web/pwa.config.ts) once the page has loaded, and follows
 * the links it sends when a system notification is clicked (static/sw-notify.js posts { type: "sunshine:open" }).
 */
export function registerServiceWorker(openLink: (link: string) => void) {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { type?: string; link?: unknown } | null;
    if (data?.type === "sunshine:open" && typeof data.link === "string" && data.link.startsWith("/")) {
      openLink(data.link);
    }
  });
  const register = () =>
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((e) => {
      // Plain HTTP on a LAN address is not a secure context: no worker, the app still works without it.
      console.warn("The service worker could not be registered", e);
    });
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/** The active registration, or undefined where there is none (not a secure context, or registering failed). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!("serviceWorker" in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration("/");
  if (!registration) return undefined;
  // Right after the first visit the worker may still be installing; showNotification needs an active one.
  return registration.active ? registration : navigator.serviceWorker.ready;
}
