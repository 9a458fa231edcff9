import { useAtomValue } from "jotai";
import { lazy, Suspense } from "react";
import { userAtom } from "../session/state";
import { PageHeader } from "../ui/Page";
import { AfterFirstPaint } from "./AfterFirstPaint";
import { dashboardDescription } from "./figures";
import { StatsCards } from "./StatsCards";

// The rest of the dashboard (chat, activity, tasks, actions, command center) is its own code file, asked for once
// the figures are on screen: the first screen loads and runs only what it shows.
const DashboardMore = lazy(() => import("./DashboardMore").then((m) => ({ default: m.DashboardMore })));

export function DashboardPage() {
  const user = useAtomValue(userAtom);
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description={dashboardDescription(user?.name)} />
      <StatsCards />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <DashboardMore />
        </Suspense>
      </AfterFirstPaint>
    </div>
  );
}
