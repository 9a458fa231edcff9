import { useMutation, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { api, call } from "../../lib/api";
import { installApp, installPromptAtom, installedAtom } from "../pwa/install";
import { toast } from "../toast/toast";
import { errorText } from "../ui/errorText";
import { pushKeys } from "./api";
import { turnOnNotifications } from "./NotificationPrompt";
import {
  currentPushSubscription,
  permissionAtom,
  pushSupported,
  setSystemEnabled,
  showSystemNotification,
  subscribeToPush,
  systemEnabledAtom,
  unsubscribeFromPush,
} from "./system";

/** Settings section: pop-up notifications, push with the app closed, a test, the agenda e-mail and installing. */
export function NotificationSettings() {
  const permission = useAtomValue(permissionAtom);
  const enabled = useAtomValue(systemEnabledAtom);
  const on = permission === "granted" && enabled;
  const push = useQuery({ queryKey: pushKeys.subscription(), queryFn: async () => Boolean(await currentPushSubscription()) });
  const [pushBusy, setPushBusy] = useState(false);
  const agenda = useMutation({
    mutationFn: () => call(api.digest.send.post()),
    onSuccess: ({ to }) => toast({ title: "Today's agenda is on its way", description: `Sent to ${to}` }),
    onError: (e) => toast({ title: "The agenda was not sent", description: errorText(e), variant: "destructive" }),
  });

  const toggleSystem = (checked: boolean) => {
    if (checked && permission !== "granted") void turnOnNotifications();
    else setSystemEnabled(checked);
  };
  const togglePush = async (checked: boolean) => {
    setPushBusy(true);
    try {
      await (checked ? subscribeToPush() : unsubscribeFromPush());
      toast({ title: checked ? "Push notifications on" : "Push notifications off" });
    } catch (e) {
      toast({ title: "Push could not be changed", description: errorText(e), variant: "destructive" });
    } finally {
      setPushBusy(false);
      void push.refetch();
    }
  };
  const test = async () => {
    const shown = await showSystemNotification({
      id: Date.now(),
      title: "Sunshine test",
      body: "Notifications work.",
      link: "/",
    });
    if (!shown) toast({ title: "Turn notifications on first", variant: "destructive" });
  };

  return (
    <section id="notifications" className="card bg-base-100 shadow-sm" aria-labelledby="notification-settings-title">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="notification-settings-title" className="card-title text-lg">
          Notifications
        </h2>
        {permission === "unsupported" ? (
          <p className="text-sm text-base-content/70">
            Pop-up notifications need Sunshine over HTTPS (or at localhost on this computer). See the README on HTTPS.
          </p>
        ) : (
          <>
            <label className="flex items-center justify-between gap-4">
              <span>
                <span className="block font-medium">Pop-up notifications</span>
                <span className="block text-sm text-base-content/70">
                  {permission === "denied"
                    ? "Blocked in the browser's site settings."
                    : "Reminders and alerts as system notifications while Sunshine is open."}
                </span>
              </span>
              <input
                type="checkbox"
                className="toggle toggle-primary"
                checked={on}
                disabled={permission === "denied"}
                onChange={(e) => toggleSystem(e.target.checked)}
              />
            </label>
            <label className="flex items-center justify-between gap-4">
              <span>
                <span className="block font-medium">Push when Sunshine is closed</span>
                <span className="block text-sm text-base-content/70">
                  {pushSupported() ? "Delivered by the browser's push service." : "This browser has no Web Push."}
                </span>
              </span>
              <input
                type="checkbox"
                className="toggle toggle-primary"
                checked={push.data ?? false}
                disabled={!on || !pushSupported() || pushBusy || push.isLoading}
                onChange={(e) => void togglePush(e.target.checked)}
              />
            </label>
            <div>
              <button type="button" className="btn btn-sm" disabled={!on} onClick={() => void test()}>
                Send a test notification
              </button>
            </div>
          </>
        )}
        <div className="flex flex-wrap items-center gap-2 border-t border-base-300 pt-4">
          <button type="button" className="btn btn-sm" disabled={agenda.isPending} onClick={() => agenda.mutate()}>
            {agenda.isPending && <span className="loading loading-spinner loading-xs" />}
            Send me today's agenda
          </button>
          <span className="text-sm text-base-content/70">By e-mail, when SMTP is set up.</span>
        </div>
        <InstallRow />
      </div>
    </section>
  );
}

/** "Install Sunshine" once the browser offered installing (Chromium's beforeinstallprompt). */
function InstallRow() {
  const prompt = useAtomValue(installPromptAtom);
  const installed = useAtomValue(installedAtom);
  if (installed) return <p className="text-sm text-base-content/70">Sunshine is installed as an app.</p>;
  if (!prompt) return null;
  return (
    <div className="flex items-center gap-2">
      <button type="button" className="btn btn-sm btn-primary" onClick={() => void installApp()}>
        Install Sunshine
      </button>
      <span className="text-sm text-base-content/70">Opens in its own window, with a dock or home-screen icon.</span>
    </div>
  );
}
