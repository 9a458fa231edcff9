import { formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { ErrorAlert, errorText, Skeleton } from "../ui";
import { formatBytes, REASONS, useBackUpNow, useBackupStatus, type BackupStatus } from "./api";

type Destination = BackupStatus["destinations"][number];

const STATE: Record<string, { label: string; badge: string }> = {
  ok: { label: "Up to date", badge: "badge-success" },
  failed: { label: "Failed, will retry", badge: "badge-error" },
  pending: { label: "Waiting for the next backup", badge: "badge-ghost" },
};

function DestinationRow({ d }: { d: Destination }) {
  const state = STATE[d.state] ?? STATE.pending;
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-medium">
          {d.label}
          {d.encrypted && <span className="text-sm font-normal text-base-content/70"> · encrypted</span>}
        </p>
        <p className="text-sm break-all text-base-content/70">{d.where}</p>
        {d.state === "failed" && d.error && <p className="text-sm break-words text-error">{d.error}</p>}
      </div>
      <span className={`badge shrink-0 ${state.badge}`}>{state.label}</span>
    </li>
  );
}

/** The last backup (when, size, where, verified), the next one, each destination, and "Back up now". */
export function BackupStatusPanel() {
  const status = useBackupStatus();
  const now = useBackUpNow();
  const data = status.data;
  const busy = Boolean(data?.running) || now.isPending;
  if (status.error) return <ErrorAlert error={status.error} />;
  if (!data) return <Skeleton rows={3} label="Loading backups" className="h-24" />;
  const last = data.last;
  const backUp = () =>
    now.mutate(undefined, {
      onSuccess: (after) => {
        const ok = after.last?.verified && !after.destinations.some((d) => d.state === "failed");
        toast(
          ok
            ? { title: "Backup finished", description: "Verified and copied to every destination." }
            : {
                title: "The backup needs attention",
                description: after.last?.error ?? "A destination failed; it is shown below and tried again later.",
                variant: "destructive",
              },
        );
      },
      onError: (e) => toast({ title: "The backup did not finish", description: errorText(e), variant: "destructive" }),
    });
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-base-content/70">Last backup</dt>
        <dd>
          {last ? (
            <>
              {formatDateTime(last.at)} · {formatBytes(last.sizeBytes)} · {REASONS[last.reason] ?? last.reason} ·{" "}
              {last.verified ? (
                <span className="font-medium text-success">verified</span>
              ) : (
                <span className="font-medium text-error">failed: {last.error}</span>
              )}
            </>
          ) : (
            "None yet"
          )}
        </dd>
        <dt className="text-base-content/70">Next backup</dt>
        <dd>{data.nextAt ? formatDateTime(data.nextAt) : "Off (no schedule)"}</dd>
        <dt className="text-base-content/70">Copies leaving this computer</dt>
        <dd>{data.encrypted ? "Encrypted with your backup passphrase" : "Not encrypted: set a backup passphrase"}</dd>
      </dl>
      <div>
        <h3 className="font-medium">Where backups go</h3>
        <ul className="divide-y divide-base-300" aria-label="Backup destinations">
          {data.destinations.map((d) => (
            <DestinationRow key={d.id} d={d} />
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={backUp}>
          {busy && <span className="loading loading-spinner loading-xs" aria-hidden />}
          {busy ? "Backing up…" : "Back up now"}
        </button>
        <span className="text-sm text-base-content/70" role="status" aria-live="polite">
          {busy ? "Making, checking and copying a backup; Sunshine keeps working meanwhile." : ""}
        </span>
      </div>
    </div>
  );
}
