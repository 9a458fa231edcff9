import { CalendarClock, Check, Eye, Plus, Sparkles } from "lucide-react";
import { formatDate, formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, errorText, List, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import {
  SCHEDULED_TASKS_SHOWN,
  typeLabel,
  useAutomationStats,
  useCampaignList,
  useFirstScheduledTasks,
  useJobList,
  useSetTaskStatus,
  type AutomationCampaign,
  type AutomationTask,
} from "./api";
import { JobCard } from "./JobCard";

const skeleton = <Skeleton rows={3} label="Loading" className="h-20" />;

export function JobsTab({ onCreate }: { onCreate: () => void }) {
  const list = useJobList();
  if (list.error) return <ErrorAlert error={list.error} />;
  return (
    <VirtualList
      list={list}
      label="Automation jobs"
      height="32rem"
      estimateSize={150}
      getKey={(j) => j.id}
      renderRow={(j) => (
        <div className="pb-3">
          <JobCard job={j} />
        </div>
      )}
      skeleton={skeleton}
      empty={
        <EmptyState title="No automations yet" icon={<Sparkles className="size-6 text-primary" aria-hidden />}>
          <p>Create one to schedule posts, plan content, chase radio stations, track sync deadlines or find grants.</p>
          <button type="button" className="btn btn-primary btn-sm mt-3" onClick={onCreate}>
            <Plus className="size-4" aria-hidden /> Create New
          </button>
        </EmptyState>
      }
    />
  );
}

function CampaignCard({ campaign: c }: { campaign: AutomationCampaign }) {
  return (
    <div className="rounded-box border border-base-300 p-3" data-testid="ai-campaign">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{c.name}</h3>
        {/* Every campaign an automation created; only those a model wrote carry the AI Generated badge. */}
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
      <p className="text-xs text-base-content/80">
        {typeLabel(c.type)} · {formatDate(c.createdAt)}
      </p>
      {c.description && <p className="mt-1 text-sm">{c.description}</p>}
      {/* Spec: View Details exists but does nothing in this version. */}
      <button type="button" className="btn btn-ghost btn-xs mt-2">
        <Eye className="size-3" aria-hidden /> View Details
      </button>
    </div>
  );
}

export function CampaignsTab() {
  const list = useCampaignList();
  if (list.error) return <ErrorAlert error={list.error} />;
  return (
    <VirtualList
      list={list}
      label="AI campaigns"
      height="32rem"
      estimateSize={120}
      getKey={(c) => c.id}
      renderRow={(c) => (
        <div className="pb-3">
          <CampaignCard campaign={c} />
        </div>
      )}
      skeleton={skeleton}
      empty={
        <EmptyState title="No AI campaigns yet">Campaigns appear here when an automation runs and creates work.</EmptyState>
      }
    />
  );
}

function TaskRow({ task: t }: { task: AutomationTask }) {
  const setStatus = useSetTaskStatus();
  const done = () =>
    setStatus.mutate(
      { id: t.id, status: "completed", title: t.title },
      { onError: (e) => toast({ title: "Update Failed", description: errorText(e), variant: "destructive" }) },
    );
  return (
    <div className="flex items-start gap-3 p-3" data-testid="scheduled-task">
      <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="font-medium">{t.title}</span>
          <span className="text-xs text-base-content/80">{formatDateTime(t.scheduledFor)}</span>
        </div>
        {t.description && <div className="text-sm text-base-content/80">{t.description}</div>}
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
    </div>
  );
}

/** Spec: the first 10 scheduled tasks; the count of all of them comes from the server's stats. */
export function TasksTab() {
  const tasks = useFirstScheduledTasks();
  const scheduledCount = useAutomationStats().data?.scheduledTasks ?? 0;
  return (
    <div>
      <List
        items={tasks.data}
        error={tasks.error}
        label="Scheduled tasks"
        getKey={(t) => t.id}
        render={(t) => <TaskRow task={t} />}
        className="divide-y divide-base-300 rounded-box border border-base-300"
        empty={<EmptyState title="No scheduled tasks">Run an automation to fill the schedule.</EmptyState>}
      />
      {scheduledCount > SCHEDULED_TASKS_SHOWN && (
        <p className="mt-2 text-xs text-base-content/80">
          Showing the first {SCHEDULED_TASKS_SHOWN} of {scheduledCount} scheduled tasks.
        </p>
      )}
    </div>
  );
}
