import { RecentActivity } from "../activity/RecentActivity";
import { CommandCenter } from "../automation/CommandCenter";
import { ChatCard } from "../chat/ChatCard";
import { UpcomingTasks } from "../tasks/UpcomingTasks";
import { BackupCard } from "./BackupCard";
import { QuickActions } from "./QuickActions";

/** Everything on the dashboard below its four figures: on a phone all of it lies below the first screen. */
export function DashboardMore() {
  return (
    <>
      <div className="grid gap-6 xl:grid-cols-3">
        <div className="space-y-6 xl:col-span-2">
          <ChatCard />
          <RecentActivity />
        </div>
        <div className="space-y-6">
          <UpcomingTasks />
          <QuickActions />
          <BackupCard />
        </div>
      </div>
      <CommandCenter />
    </>
  );
}
