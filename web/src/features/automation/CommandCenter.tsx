import { Activity, Bot, CalendarClock, Gauge } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Skeleton, StatCard, Tabs } from "../ui";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useAutomationStats } from "./api";
import { COMMAND_TABS, sectionId, type CommandTab, type DashboardSearch } from "./search";

// Tab contents (and their charts) load on demand so the dashboard's first screen stays light.
const JobsTab = lazy(() => import("./AutomationTabs").then((m) => ({ default: m.JobsTab })));
const CampaignsTab = lazy(() => import("./AutomationTabs").then((m) => ({ default: m.CampaignsTab })));
const TasksTab = lazy(() => import("./AutomationTabs").then((m) => ({ default: m.TasksTab })));
const CreateJobForm = lazy(() => import("./CreateJobForm").then((m) => ({ default: m.CreateJobForm })));
const MonitoringTab = lazy(() => import("../monitoring/MonitoringTab"));
const AbTestingLab = lazy(() => import("../abtesting/AbTestingLab"));
const OptimizationLab = lazy(() => import("../optimization/OptimizationLab"));

const TAB_ITEMS = COMMAND_TABS.map((label) => ({ id: sectionId(label), label }));
const labelOf = (id: string) => TAB_ITEMS.find((t) => t.id === id)?.label ?? "Automations";
const FIRST = sectionId("Automations");

/** A kit StatCard (it carries the `data-stat-card` / `stat-value` hooks the command-center tests read). */
function Stat({ label, value, caption, icon }: { label: string; value: ReactNode; caption: string; icon: ReactNode }) {
  return <StatCard title={label} value={value} caption={caption} icon={icon} />;
}

export function CommandCenter() {
  // The open section is in the address (search.ts): a reload or a shared link opens the same tab.
  const address = useSearch({ strict: false }) as DashboardSearch;
  const navigate = useNavigate();
  const tabId = address.section ?? FIRST;
  const setTabId = (id: string) =>
    void navigate({ to: ".", search: (prev) => ({ ...prev, section: id === FIRST ? undefined : id }), replace: true });
  const tab = labelOf(tabId);
  const setTab = (label: CommandTab) => setTabId(sectionId(label));
  const { data: stats } = useAutomationStats();
  const icon = (I: typeof Bot) => <I className="size-4 text-base-content/80" aria-hidden />;
  const show = (n: number | undefined) => (n === undefined ? "—" : n);
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
          <p className="text-sm text-base-content/80">
            Automations that run on schedule, live metrics, A/B tests and content suggestions.
          </p>
        </div>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Stat label="Active Jobs" value={show(stats?.activeJobs)} caption="Running on schedule" icon={icon(Bot)} />
          <Stat
            label="AI Campaigns"
            value={show(stats?.aiCampaigns)}
            caption="Created by automations"
            icon={icon(Activity)}
          />
          <Stat
            label="Scheduled Tasks"
            value={show(stats?.scheduledTasks)}
            caption="Waiting to be done"
            icon={icon(CalendarClock)}
          />
          <Stat
            label="Success Rate"
            value={stats?.totalRuns ? `${stats.successRate}%` : "—"}
            caption={stats?.totalRuns ? `${stats.successfulRuns} of ${stats.totalRuns} runs` : "No runs yet"}
            icon={icon(Gauge)}
          />
        </div>
        <Tabs label="Command center sections" tabs={TAB_ITEMS} value={tabId} onChange={setTabId}>
          <Suspense fallback={<Skeleton rows={3} className="h-20" />}>
            {tab === "Automations" && <JobsTab onCreate={() => setTab("Create New")} />}
            {tab === "AI Campaigns" && <CampaignsTab />}
            {tab === "Scheduled Tasks" && <TasksTab />}
            {tab === "Real-Time" && <MonitoringTab />}
            {tab === "A/B Testing" && <AbTestingLab />}
            {tab === "Content AI" && <OptimizationLab />}
            {tab === "Create New" && <CreateJobForm onDone={() => setTab("Automations")} />}
          </Suspense>
        </Tabs>
      </div>
    </section>
  );
}
