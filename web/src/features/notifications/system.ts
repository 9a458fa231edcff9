import { atom } from "jotai";
import { api, call } from "../../lib/api";
import { store } from "../session/state";
import { serviceWorkerRegistration } from "../pwa/register";

/** What the browser allows: "unsupported" where there is no Notification API or no secure context (plain HTTP on a LAN). */
export type SystemPermission = NotificationPermission | "unsupported";

const ENABLED_KEY = "sunshine-system-notifications";

export const systemNotificationsSupported = () =>
  typeof window !== "undefined" && window.isSecureContext && "Notification" in window && "serviceWorker" in navigator;

export const pushSupported = () => systemNotificationsSupported() && "PushManager" in window;

const readPermission = (): SystemPermission =>
  systemNotificationsSupported() ? Notification.permission : "unsupported";

export const permissionAtom = atom<SystemPermission>(readPermission());
/** The user's own switch in settings (on once they turned notifications on; off keeps the browser permission). */
export const systemEnabledAtom = atom(localStorage.getItem(ENABLED_KEY) === "on");

export function setSystemEnabled(on: boolean) {
  localStorage.setItem(ENABLED_KEY, on ? "on" : "off");
  store.set(systemEnabledAtom, on);
}

/** The one place the browser is asked: only ever after the user pressed "Turn on notifications". */
export async function turnOnSystemNotifications(): Promise<SystemPermission> {
  if (!systemNotificationsSupported()) return "unsupported";
  const permission = await Notification.requestPermission();
  store.set(permissionAtom, permission);
  setSystemEnabled(permission === "granted");
  return permission;
}

/** The fields of a notification the system banner shows (the same shape as a Web Push payload). */
export interface SystemNotice {
  id: number;
  title: string;
  body?: string | null;
  link?: string | null;
  kind?: string;
}

/**
 * Shows a notification through the service worker, so a click reaches the worker's notificationclick handler
 * (static/sw-notify.js) even when this tab is gone. The tag makes every open tab (and a Web Push for the same
 * notification) show it once.
 */
export async function showSystemNotification(n: SystemNotice): Promise<boolean> {
  if (!store.get(systemEnabledAtom) || readPermission() !== "granted") return false;
  const registration = await serviceWorkerRegistration();
  if (!registration) return false;
  await registration.showNotification(n.title, {
    body: n.body ?? undefined,
    tag: `sunshine-${n.id}`,
    icon: "/icons/icon-192.png",
    badge: "/icons/maskable-192.png",
    data: { id: n.id, link: n.link || "/", kind: n.kind },
  });
  return true;
}

/** The VAPID key as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's push subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await serviceWorkerRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Subscribes with the browser's push service and hands the subscription to Sunshine (delivery with the app closed). */
export async function subscribeToPush(): Promise<void> {
  if (!pushSupported()) throw new Error("This browser cannot receive push messages.");
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await call(api.push["public-key"].get());
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  await call(
    api.push.subscriptions.post({
      endpoint: subscription.endpoint,
      keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
    }),
  );
}

export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await call(api.push.subscriptions.delete({ endpoint: subscription.endpoint }));
  await subscription.unsubscribe();
}
