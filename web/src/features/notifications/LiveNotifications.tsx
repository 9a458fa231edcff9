import { useNotificationStream } from "./stream";

/** Mounted once inside the signed-in app (main.tsx): holds the live notification stream open. */
export function LiveNotifications() {
  useNotificationStream();
  return null;
}
