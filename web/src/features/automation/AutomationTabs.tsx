import { CalendarClock, Check, Eye, Pause, Play, Plus, Sparkles, Zap } from "lucide-react";
import { useState, type FormEvent } from "react";
import { formatDate, formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import {
  AUTOMATION_TYPES,
  typeLabel,
  useAutomationCampaigns,
  useAutomationTasks,
  useCreateJob,
  useJobAction,
  useJobRuns,
  useJobs,
  useRunJob,
  useSetTaskStatus,
  type AutomationTask,
  type Job,
} from "./api";
import { Field, ListSkeleton, errorMessage, humanize } from "./ui";

const TRIGGER_TEXT: Record<string, string> = {
  manual: "Run Now",
  schedule: "On schedule",
  catch_up: "Caught up after a stop",
};

function RunHistory({ jobId }: { jobId: number }) {
  const [open, setOpen] = useState(false);
  const runs = useJobRuns(jobId, open);
  return (
    <details className="mt-1 text-sm" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer text-xs text-base-content/70">Run history</summary>
      {runs.isLoading ? (
        <div className="skeleton mt-1 h-10 w-full" />
      ) : runs.error ? (
        <ErrorAlert error={runs.error} />
      ) : runs.data?.length ? (
        <ul className="mt-1 space-y-1" data-testid="run-history">
          {runs.data.map((r) => (
            <li key={r.id} className="flex flex-wrap gap-x-2">
              <span className={`badge badge-xs ${r.status === "success" ? "badge-success" : "badge-error"}`}>
                {r.status}
              </span>
              <span className="text-base-content/60">
                {formatDateTime(r.startedAt)} · {TRIGGER_TEXT[r.trigger] ?? r.trigger}
              </span>
              <span>{r.summary ?? r.error}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-xs text-base-content/60">Not run yet.</p>
      )}
    </details>
  );
}

const STATUS_BADGE: Record<string, string> = {
  active: "badge-success",
  paused: "badge-warning",
  completed: "badge-info",
  failed: "badge-error",
};
export const SCHEDULED_TASKS_SHOWN = 10;

function JobCard({ job }: { job: Job }) {
  const run = useRunJob();
  const action = useJobAction();
  const active = job.status === "active";
  const runNow = () =>
    run.mutate(job.id, {
      onSuccess: ({ run: r }) =>
        r.status === "success"
          ? toast({ title: "Automation Ran", description: r.summary ?? "Done" })
          : toast({ title: "Run Failed", description: r.error ?? "The run failed", variant: "destructive" }),
      onError: (e) => toast({ title: "Run Failed", description: errorMessage(e), variant: "destructive" }),
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
        onError: (e) => toast({ title: "Update Failed", description: errorMessage(e), variant: "destructive" }),
      },
    );
  const cfg = job.config;
  return (
    <li className="rounded-box border border-base-300 p-3" data-testid="job-card" data-job={job.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{job.name}</span>
            <span className={`badge badge-sm ${STATUS_BADGE[job.status] ?? "badge-ghost"}`} data-testid="job-status">
              {job.status}
            </span>
          </div>
          <div className="text-xs text-base-content/70">
            {typeLabel(job.type)} · {humanize(cfg.schedule?.frequency ?? "weekly")} at{" "}
            {cfg.schedule?.timeOfDay ?? "09:00"} · {humanize(cfg.preferences?.tone ?? "professional")}
            {cfg.preferences?.platforms?.length ? ` · ${cfg.preferences.platforms.join(", ")}` : ""} · Budget $
            {cfg.preferences?.budget ?? 0}
          </div>
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
    </li>
  );
}

export function JobsTab({ onCreate }: { onCreate: () => void }) {
  const { data, isLoading, error } = useJobs();
  if (isLoading) return <ListSkeleton />;
  if (error) return <ErrorAlert error={error} />;
  if (!data?.length)
    return (
      <EmptyState title="No automations yet" icon={<Sparkles className="size-6 text-primary" aria-hidden />}>
        <p>Create one to schedule posts, plan content, chase radio stations, track sync deadlines or find grants.</p>
        <button type="button" className="btn btn-primary btn-sm mt-3" onClick={onCreate}>
          <Plus className="size-4" aria-hidden /> Create New
        </button>
      </EmptyState>
    );
  return (
    <ul className="space-y-3" aria-label="Automation jobs">
      {data.map((j) => (
        <JobCard key={j.id} job={j} />
      ))}
    </ul>
  );
}

export function CampaignsTab() {
  const { data, isLoading, error } = useAutomationCampaigns();
  if (isLoading) return <ListSkeleton />;
  if (error) return <ErrorAlert error={error} />;
  // Every campaign an automation created; only those a model wrote carry the AI Generated badge.
  const ai = data ?? [];
  if (!ai.length)
    return (
      <EmptyState title="No AI campaigns yet">
        Campaigns appear here when an automation runs and creates work.
      </EmptyState>
    );
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="AI campaigns">
      {ai.map((c) => (
        <li key={c.id} className="rounded-box border border-base-300 p-3" data-testid="ai-campaign">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{c.name}</span>
            {c.aiGenerated ? (
              <span className="badge badge-sm badge-secondary" data-testid="campaign-origin">
                AI Generated
              </span>
            ) : (
              <span className="badge badge-sm badge-outline" data-testid="campaign-origin">
                Automation
              </span>
            )}
            <span className="badge badge-sm badge-ghost">{c.status}</span>
          </div>
          <div className="text-xs text-base-content/70">
            {typeLabel(c.type)} · {formatDate(c.createdAt)}
          </div>
          {c.description && <p className="mt-1 text-sm">{c.description}</p>}
          {/* Spec: View Details exists but does nothing in this version. */}
          <button type="button" className="btn btn-ghost btn-xs mt-2">
            <Eye className="size-3" aria-hidden /> View Details
          </button>
        </li>
      ))}
    </ul>
  );
}

function TaskRow({ task: t }: { task: AutomationTask }) {
  const setStatus = useSetTaskStatus();
  const done = () =>
    setStatus.mutate(
      { id: t.id, status: "completed", title: t.title },
      { onError: (e) => toast({ title: "Update Failed", description: errorMessage(e), variant: "destructive" }) },
    );
  return (
    <li className="flex items-start gap-3 p-3" data-testid="scheduled-task">
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium">{t.title}</span>
          <span className="text-xs text-base-content/70">{formatDateTime(t.scheduledFor)}</span>
        </div>
        {t.description && <div className="text-sm text-base-content/70">{t.description}</div>}
        <div className="mt-1 flex gap-1">
          {t.platform && <span className="badge badge-sm badge-outline">{t.platform}</span>}
          {t.aiGenerated && <span className="badge badge-sm badge-secondary">AI</span>}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-xs shrink-0"
        onClick={done}
        disabled={setStatus.isPending}
        aria-label={`Mark done: ${t.title}`}
      >
        <Check className="size-3" aria-hidden /> Mark done
      </button>
    </li>
  );
}

export function TasksTab() {
  const { data, isLoading, error } = useAutomationTasks();
  if (isLoading) return <ListSkeleton />;
  if (error) return <ErrorAlert error={error} />;
  const scheduled = (data ?? []).filter((t) => t.status === "scheduled");
  if (!scheduled.length)
    return <EmptyState title="No scheduled tasks">Run an automation to fill the schedule.</EmptyState>;
  return (
    <div>
      <ul className="divide-y divide-base-300 rounded-box border border-base-300" aria-label="Scheduled tasks">
        {scheduled.slice(0, SCHEDULED_TASKS_SHOWN).map((t) => (
          <TaskRow key={t.id} task={t} />
        ))}
      </ul>
      {scheduled.length > SCHEDULED_TASKS_SHOWN && (
        <p className="mt-2 text-xs text-base-content/60">
          Showing the first {SCHEDULED_TASKS_SHOWN} of {scheduled.length} scheduled tasks.
        </p>
      )}
    </div>
  );
}

const PLATFORMS = ["Instagram", "TikTok", "Facebook", "X (Twitter)", "YouTube", "Threads", "Bandcamp", "Email"];
const EMPTY = {
  name: "",
  type: "",
  frequency: "weekly",
  tone: "professional",
  budget: "500",
  platforms: [] as string[],
};

export function CreateJobForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const create = useCreateJob();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim() || !form.type) {
      toast({
        title: "Missing Information",
        description: "Please provide a job name and select an automation type.",
        variant: "destructive",
      });
      return;
    }
    const budget = Number.parseFloat(form.budget);
    create.mutate(
      {
        name: form.name.trim(),
        type: form.type,
        config: {
          type: form.type,
          schedule: { frequency: form.frequency, timeOfDay: "09:00" },
          preferences: { tone: form.tone, platforms: form.platforms, budget: Number.isFinite(budget) ? budget : 0 },
        },
      },
      {
        onSuccess: (job) => {
          toast({
            title: "Automation Created",
            description: `"${job.name}" will run ${job.config.schedule.frequency} at ${job.config.schedule.timeOfDay}.`,
          });
          setForm(EMPTY);
          onDone();
        },
        onError: () =>
          toast({
            title: "Creation Failed",
            description: "Failed to create automation job. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };
  const togglePlatform = (p: string) =>
    setForm((f) => ({
      ...f,
      platforms: f.platforms.includes(p) ? f.platforms.filter((x) => x !== p) : [...f.platforms, p],
    }));
  return (
    <form noValidate onSubmit={submit} aria-label="Create automation" className="space-y-3">
      {create.error && <ErrorAlert error={create.error} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Job Name *">
          <input
            className="input w-full"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            placeholder="Weekly audiobook promo"
          />
        </Field>
        <Field label="Automation Type *">
          <select
            className="select w-full"
            value={form.type}
            onChange={(e) => setForm({ ...form, type: e.target.value })}
            aria-label="Automation Type"
          >
            <option value="">Select automation type</option>
            {AUTOMATION_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Frequency">
          <select
            className="select w-full"
            value={form.frequency}
            onChange={(e) => setForm({ ...form, frequency: e.target.value })}
            aria-label="Frequency"
          >
            <option value="daily">Daily</option>
            <option value="weekly">Weekly</option>
            <option value="monthly">Monthly</option>
          </select>
        </Field>
        <Field label="Tone">
          <select
            className="select w-full"
            value={form.tone}
            onChange={(e) => setForm({ ...form, tone: e.target.value })}
            aria-label="Tone"
          >
            <option value="professional">Professional</option>
            <option value="casual">Casual</option>
            <option value="creative">Creative</option>
          </select>
        </Field>
        <Field label="Budget (USD)">
          <input
            className="input w-full"
            inputMode="decimal"
            value={form.budget}
            onChange={(e) => setForm({ ...form, budget: e.target.value })}
          />
        </Field>
        <Field label="Time of Day">
          <input className="input w-full" value="09:00" readOnly aria-readonly />
        </Field>
      </div>
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-xs">Platforms</legend>
        <div className="flex flex-wrap gap-3">
          {PLATFORMS.map((p) => (
            <label key={p} className="flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={form.platforms.includes(p)}
                onChange={() => togglePlatform(p)}
              />
              {p}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            setForm(EMPTY);
            create.reset();
          }}
        >
          Reset
        </button>
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create Automation"}
        </button>
      </div>
    </form>
  );
}
