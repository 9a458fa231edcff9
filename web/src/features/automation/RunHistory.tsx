import { formatDateTime } from "../../lib/format";
import { ErrorAlert, Skeleton } from "../ui";
import { useState } from "react";
import { useJobRuns } from "./api";

const TRIGGER_TEXT: Record<string, string> = {
  manual: "Run Now",
  schedule: "On schedule",
  catch_up: "Caught up after a stop",
};

/** A job's recent runs, fetched only when the disclosure is opened. */
export function RunHistory({ jobId }: { jobId: number }) {
  const [open, setOpen] = useState(false);
  const runs = useJobRuns(jobId, open);
  return (
    <details className="mt-1 text-sm" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer text-xs text-base-content/80">Run history</summary>
      {runs.isLoading ? (
        <Skeleton rows={1} label="Loading run history" className="mt-1 h-10" />
      ) : runs.error ? (
        <ErrorAlert error={runs.error} />
      ) : runs.data?.length ? (
        <ul className="mt-1 space-y-1" data-testid="run-history">
          {runs.data.map((r) => (
            <li key={r.id} className="flex flex-wrap gap-x-2">
              <span className={`badge badge-xs ${r.status === "success" ? "badge-success" : "badge-error"}`}>
                {r.status}
              </span>
              <span className="text-base-content/80">
                {formatDateTime(r.startedAt)} · {TRIGGER_TEXT[r.trigger] ?? r.trigger}
              </span>
              <span>{r.summary ?? r.error}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-base-content/80">Not run yet.</p>
      )}
    </details>
  );
}
