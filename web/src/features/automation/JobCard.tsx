import { Pause, Play, Zap } from "lucide-react";
import { formatDateTime, formatMoney } from "../../lib/format";
import { toast } from "../toast/toast";
import { errorText } from "../ui";
import { typeLabel, useJobAction, useRunJob, type Job } from "./api";
import { humanize } from "@shared/text";
import { RunHistory } from "./RunHistory";

const STATUS_BADGE: Record<string, string> = {
  active: "badge-success",
  paused: "badge-warning",
  completed: "badge-info",
  failed: "badge-error",
};

/** One automation: what it does, Run Now / Pause / Resume, its last result and run history. */
export function JobCard({ job }: { job: Job }) {
  const run = useRunJob();
  const action = useJobAction();
  const active = job.status === "active";
  const runNow = () =>
    run.mutate(job.id, {
      onSuccess: ({ run: r }) =>
        r.status === "success"
          ? toast({ title: "Automation Ran", description: r.summary ?? "Done" })
          : toast({ title: "Run Failed", description: r.error ?? "The run failed", variant: "destructive" }),
      onError: (e) => toast({ title: "Run Failed", description: errorText(e), variant: "destructive" }),
    });
  const toggle = () =>
    action.mutate(
      { id: job.id, action: active ? "pause" : "resume" },
      {
        onSuccess: (j) =>
          toast({
            title: active ? "Automation Paused" : "Automation Resumed",
            description: `"${j.name}" is now ${j.status}.`,
          }),
        onError: (e) => toast({ title: "Update Failed", description: errorText(e), variant: "destructive" }),
      },
    );
  const cfg = job.config;
  return (
    <div className="rounded-box border border-base-300 p-3" data-testid="job-card" data-job={job.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{job.name}</h3>
            <span className={`badge badge-sm ${STATUS_BADGE[job.status] ?? "badge-ghost"}`} data-testid="job-status">
              {job.status}
            </span>
          </div>
          <p className="text-xs text-base-content/80">
            {typeLabel(job.type)} · {humanize(cfg.schedule?.frequency ?? "weekly")} at{" "}
            {cfg.schedule?.timeOfDay ?? "09:00"} · {humanize(cfg.preferences?.tone ?? "professional")}
            {cfg.preferences?.platforms?.length ? ` · ${cfg.preferences.platforms.join(", ")}` : ""} · Budget{" "}
            {/* The form asks for the budget in USD, so it is shown in USD (in the owner's number style). */}
            {formatMoney(cfg.preferences?.budget ?? 0, 0, "USD")}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className="btn btn-primary btn-sm" onClick={runNow} disabled={run.isPending}>
            <Zap className="size-4" aria-hidden /> {run.isPending ? "Running..." : "Run Now"}
          </button>
          <button type="button" className="btn btn-sm" onClick={toggle} disabled={action.isPending}>
            {active ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}{" "}
            {active ? "Pause" : "Resume"}
          </button>
        </div>
      </div>
      <div className="mt-2 grid gap-1 text-sm sm:grid-cols-3">
        <span data-testid="job-runs">
          Runs: {job.runCount} · Successful: {job.successCount}
        </span>
        <span>Last run: {job.lastRunAt ? formatDateTime(job.lastRunAt) : "never"}</span>
        <span>Next run: {active && job.nextRunAt ? formatDateTime(job.nextRunAt) : "—"}</span>
      </div>
      {job.lastResult && !job.lastError && (
        <p className="mt-1 text-sm text-base-content/80" data-testid="job-result">
          {job.lastResult}
        </p>
      )}
      {job.lastError && (
        <p className="mt-1 text-sm text-error" data-testid="job-error">
          Last run failed: {job.lastError}
        </p>
      )}
      <RunHistory jobId={job.id} />
    </div>
  );
}
