import { Activity, Bot, CalendarClock, Gauge } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useAutomationStats } from "./api";
import { ListSkeleton, StatCard, Tabs } from "./ui";

// Tab contents (and their charts) load on demand so the dashboard's first screen stays light.
const JobsTab = lazy(() => import("./AutomationTabs").then((m) => ({ default: m.JobsTab })));
const CampaignsTab = lazy(() => import("./AutomationTabs").then((m) => ({ default: m.CampaignsTab })));
const TasksTab = lazy(() => import("./AutomationTabs").then((m) => ({ default: m.TasksTab })));
const CreateJobForm = lazy(() => import("./AutomationTabs").then((m) => ({ default: m.CreateJobForm })));
const MonitoringTab = lazy(() => import("../monitoring/MonitoringTab"));
const AbTestingLab = lazy(() => import("../abtesting/AbTestingLab"));
const OptimizationLab = lazy(() => import("../optimization/OptimizationLab"));

export const COMMAND_TABS = [
  "Automations",
  "AI Campaigns",
  "Scheduled Tasks",
  "Real-Time",
  "A/B Testing",
  "Content AI",
  "Create New",
] as const;
export type CommandTab = (typeof COMMAND_TABS)[number];

export function CommandCenter() {
  const [tab, setTab] = useState<CommandTab>("Automations");
  const { data: stats, isLoading } = useAutomationStats();
  return (
    // --border: the app's themes leave daisyUI's field border width unset, which hides input outlines and squashes toggles.
    <section
      className="card bg-base-100 shadow-sm [--border:1px]"
      aria-labelledby="command-center-title"
      data-testid="command-center"
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <div>
          <h2 id="command-center-title" className="card-title text-lg">
            AI Marketing Command Center
          </h2>
          <p className="text-sm text-base-content/70">
            Automations that run on schedule, live metrics, A/B tests and content suggestions.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard label="Active Jobs" value={stats?.activeJobs ?? 0} icon={Bot} loading={isLoading} />
          <StatCard label="AI Campaigns" value={stats?.aiCampaigns ?? 0} icon={Activity} loading={isLoading} />
          <StatCard
            label="Scheduled Tasks"
            value={stats?.scheduledTasks ?? 0}
            icon={CalendarClock}
            loading={isLoading}
          />
          <StatCard
            label="Success Rate"
            value={`${stats?.successRate ?? 0}%`}
            icon={Gauge}
            loading={isLoading}
            hint={stats?.totalRuns ? `${stats.successfulRuns} of ${stats.totalRuns} runs` : "No runs yet"}
          />
        </div>
        <div>
          <Tabs tabs={COMMAND_TABS} value={tab} onChange={setTab} label="Command center sections" />
          <Suspense fallback={<ListSkeleton />}>
            <div role="tabpanel" aria-label={tab}>
              {tab === "Automations" && <JobsTab onCreate={() => setTab("Create New")} />}
              {tab === "AI Campaigns" && <CampaignsTab />}
              {tab === "Scheduled Tasks" && <TasksTab />}
              {tab === "Real-Time" && <MonitoringTab />}
              {tab === "A/B Testing" && <AbTestingLab />}
              {tab === "Content AI" && <OptimizationLab />}
              {tab === "Create New" && <CreateJobForm onDone={() => setTab("Automations")} />}
            </div>
          </Suspense>
        </div>
      </div>
    </section>
  );
}
