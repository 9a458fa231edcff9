import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { api, call } from "../../lib/api";
import { refreshAfter } from "../../lib/changes";
import { formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { ConfirmDialog, EmptyState, errorText, List } from "../ui";
import { sessionsQueries, type Device } from "./api";

/** "Firefox on Android" from a user agent; the full string stays available on hover. */
export function describeBrowser(ua: string) {
  const browser =
    [
      ["Edg/", "Edge"],
      ["Firefox/", "Firefox"],
      ["Chrome/", "Chrome"],
      ["Safari/", "Safari"],
      ["curl/", "curl"],
      ["Bun/", "Sunshine companion"],
    ].find(([mark]) => ua.includes(mark))?.[1] ??
    (ua.trim().split(/[\s/]/)[0]?.slice(0, 40) || "Unknown browser");
  const system = [
    ["Android", "Android"],
    ["iPhone", "iPhone"],
    ["iPad", "iPad"],
    ["Mac OS X", "macOS"],
    ["Windows", "Windows"],
    ["Linux", "Linux"],
  ].find(([mark]) => ua.includes(mark))?.[1];
  return system ? `${browser} on ${system}` : browser;
}

function DeviceRow({ d, onSignOut, busy }: { d: Device; onSignOut: () => void; busy: boolean }) {
  return (
    <div className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium" title={d.userAgent}>
          {describeBrowser(d.userAgent)}
          {d.current && <span className="badge badge-primary badge-sm ml-2">This device</span>}
        </p>
        <p className="text-sm text-base-content/70">
          {d.address || "unknown address"} · signed in {formatDateTime(d.createdAt)} · last seen{" "}
          {formatDateTime(d.lastSeenAt)}
        </p>
      </div>
      {!d.current && (
        <button type="button" className="btn btn-ghost btn-sm shrink-0 self-start" disabled={busy} onClick={onSignOut}>
          Sign out
          <span className="sr-only">
            {" "}
            {describeBrowser(d.userAgent)} at {d.address}
          </span>
        </button>
      )}
    </div>
  );
}

/** Settings section: every signed-in device, and signing out one of them or all the others. */
export function SignedInDevices() {
  const devices = useQuery(sessionsQueries.devices());
  const [confirmAll, setConfirmAll] = useState(false);
  const done = (title: string) => {
    toast({ title });
    void refreshAfter("sessions");
  };
  const failed = (e: unknown) => toast({ title: "Not signed out", description: errorText(e), variant: "destructive" });
  const one = useMutation({
    mutationFn: (id: number) => call(api.auth.sessions({ id }).delete()),
    onSuccess: () => done("Device signed out"),
    onError: failed,
  });
  const others = useMutation({
    mutationFn: () => call(api.auth.sessions["sign-out-others"].post()),
    onSuccess: ({ signedOut }) => {
      setConfirmAll(false);
      done(`Signed out ${signedOut} other device${signedOut === 1 ? "" : "s"}`);
    },
    onError: failed,
  });
  const otherCount = devices.data?.filter((d) => !d.current).length ?? 0;
  return (
    <section id="devices" className="card bg-base-100 shadow-sm" aria-labelledby="devices-title">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="devices-title" className="card-title text-lg">
          Signed-in devices
        </h2>
        <p className="text-sm text-base-content/70">
          Browsers and companions signed in to Sunshine. Changing the LAN passphrase also signs out every other machine.
        </p>
        <List
          items={devices.data}
          error={devices.error}
          label="Signed-in devices"
          className="divide-y divide-base-300"
          getKey={(d) => d.id}
          empty={<EmptyState title="No signed-in devices" />}
          render={(d) => <DeviceRow d={d} busy={one.isPending} onSignOut={() => one.mutate(d.id)} />}
        />
        <div>
          <button
            type="button"
            className="btn btn-sm"
            disabled={!otherCount || others.isPending}
            onClick={() => setConfirmAll(true)}
          >
            Sign out all other devices
          </button>
        </div>
        {confirmAll && (
          <ConfirmDialog
            title="Sign out all other devices?"
            confirmLabel="Sign them out"
            busy={others.isPending}
            onConfirm={() => others.mutate()}
            onCancel={() => setConfirmAll(false)}
          >
            {otherCount} other device{otherCount === 1 ? "" : "s"} will need to sign in again. This one stays signed in.
          </ConfirmDialog>
        )}
      </div>
    </section>
  );
}
