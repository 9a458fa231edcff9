import { useAtomValue } from "jotai";
import { type ComponentType, useEffect, useState } from "react";
import { userAtom } from "../session/state";
import { PageHeader } from "../ui/Page";
import { AfterFirstPaint } from "./AfterFirstPaint";
import { dashboardDescription } from "./figures";
import { StatsCards } from "./StatsCards";

/**
 * The rest of the dashboard (chat, activity, tasks, actions, command center), its own code file asked for once the
 * figures are on screen: the first screen loads and runs only what it shows. Rendered as soon as its code is here,
 * without lazy() and a Suspense boundary: React reveals what a boundary held back no sooner than 300 ms after it
 * showed the fallback, which kept the rest of the page away that long even on a fast machine.
 */
function DashboardRest() {
  const [Rest, setRest] = useState<{ component: ComponentType } | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    import("./DashboardMore").then(
      (m) => live && setRest({ component: m.DashboardMore }),
      (e) => live && setFailed(e ?? new Error("The rest of the dashboard could not be loaded")),
    );
    return () => {
      live = false;
    };
  }, []);
  // Like a lazy component's failed load: the route's error screen says so.
  if (failed) throw failed;
  return Rest ? <Rest.component /> : null;
}

export function DashboardPage() {
  const user = useAtomValue(userAtom);
  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" description={dashboardDescription(user?.name)} />
      <StatsCards />
      <AfterFirstPaint>
        <DashboardRest />
      </AfterFirstPaint>
    </div>
  );
}
