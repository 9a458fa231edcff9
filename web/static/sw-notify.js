/* Sunshine's notification handlers, loaded into the generated service worker (importScripts in web/vite.config.ts).
   Plain JS on purpose: it runs as is inside the worker, next to Workbox's precache. */

const ICON = "/icons/icon-192.png";
const BADGE = "/icons/maskable-192.png";

/** The same options for a notification that arrives by Web Push and one the open app shows from its live stream:
    the tag makes the second of the two replace the first instead of ringing twice. */
self.sunshineNotificationOptions = (n) => ({
  body: n.body || undefined,
  tag: `sunshine-${n.id}`,
  icon: ICON,
  badge: BADGE,
  data: { id: n.id, link: n.link || "/", kind: n.kind },
});

/** Web Push with the app closed: the server sends { id, title, body, link, kind }. */
self.addEventListener("push", (event) => {
  let n;
  try {
    n = event.data ? event.data.json() : null;
  } catch {
    n = null;
  }
  if (!n || !n.title) n = { id: Date.now(), title: "Sunshine", body: event.data ? event.data.text() : "", link: "/" };
  event.waitUntil(self.registration.showNotification(n.title, self.sunshineNotificationOptions(n)));
});

/** Only links inside the app are followed; anything else opens the dashboard. */
const appLink = (link) => {
  const url = new URL(
    typeof link === "string" && link.startsWith("/") && !link.startsWith("//") ? link : "/",
    self.location.origin,
  );
  return url.origin === self.location.origin ? url.pathname + url.search + url.hash : "/";
};

/** A click on a notification: an open Sunshine tab moves to the notification's screen (its router navigates, no
    reload) and comes to the front; with none open, a new window opens on that screen. */
self.sunshineOpenLink = async (link) => {
  const target = appLink(link);
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const client = windows.find((c) => c.focused) || windows[0];
  if (!client) return self.clients.openWindow(target);
  client.postMessage({ type: "sunshine:open", link: target });
  // Focusing needs the click's user activation; a click made by a script (a test) has none, which is fine.
  await client.focus().catch(() => undefined);
  return client;
};

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const done = self.sunshineOpenLink(event.notification.data && event.notification.data.link);
  try {
    event.waitUntil(done);
  } catch {
    // An event dispatched by a script (not the browser) has no lifetime to extend; the work above still runs.
  }
});
