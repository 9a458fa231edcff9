import { useAtomValue } from "jotai";
import { BellRing } from "lucide-react";
import { useState } from "react";
import { toast } from "../toast/toast";
import { permissionAtom, pushSupported, subscribeToPush, systemEnabledAtom, turnOnSystemNotifications } from "./system";

/**
 * Turns on system notifications (and Web Push where the browser has it). The browser's permission question only
 * appears after this button is pressed, never on page load.
 */
export async function turnOnNotifications(): Promise<void> {
  const permission = await turnOnSystemNotifications();
  if (permission === "denied") {
    toast({
      title: "Notifications are blocked",
      description: "Allow notifications for this site in the browser's site settings, then try again.",
      variant: "destructive",
    });
    return;
  }
  if (permission !== "granted") return;
  if (!pushSupported()) {
    toast({ title: "Notifications on", description: "Reminders will pop up while Sunshine is open in a tab." });
    return;
  }
  try {
    await subscribeToPush();
    toast({ title: "Notifications on", description: "Reminders will pop up even when Sunshine is closed." });
  } catch (e) {
    console.warn("Push subscription failed", e);
    toast({
      title: "Notifications on",
      description:
        "Reminders will pop up while Sunshine is open in a tab (this browser's push service is not available).",
    });
  }
}

/** The bell panel's invitation, or why it cannot be offered here; nothing once notifications are on. */
export function NotificationPrompt() {
  const permission = useAtomValue(permissionAtom);
  const enabled = useAtomValue(systemEnabledAtom);
  const [busy, setBusy] = useState(false);
  if (permission === "granted" && enabled) return null;
  if (permission === "unsupported") {
    return (
      <p className="mb-2 rounded-lg bg-base-200 p-2 text-xs text-base-content/70">
        Pop-up notifications need Sunshine over HTTPS (or on this computer at localhost). See the README on HTTPS.
      </p>
    );
  }
  if (permission === "denied") {
    return (
      <p className="mb-2 rounded-lg bg-base-200 p-2 text-xs text-base-content/70">
        Notifications are blocked for this site. Allow them in the browser's site settings to get reminders as pop-ups.
      </p>
    );
  }
  return (
    <div className="mb-2 grid gap-2 rounded-lg bg-base-200 p-2">
      <p className="flex items-start gap-2 text-xs">
        <BellRing className="size-4 shrink-0 text-primary" aria-hidden="true" />
        Get reminders as pop-ups, even when Sunshine is in the background.
      </p>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void turnOnNotifications().finally(() => setBusy(false));
        }}
      >
        Turn on notifications
      </button>
    </div>
  );
}
