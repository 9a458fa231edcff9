import { useAtomValue } from "jotai";
import { RecentActivity } from "../activity/RecentActivity";
import { CommandCenter } from "../automation/CommandCenter";
import { ChatCard } from "../chat/ChatCard";
import { userAtom } from "../session/state";
import { UpcomingTasks } from "../tasks/UpcomingTasks";
import { PageHeader } from "../ui/Page";
import { AfterFirstPaint } from "./AfterFirstPaint";
import { BackupCard } from "./BackupCard";
import { QuickActions } from "./QuickActions";
import { StatsCards } from "./StatsCards";

export function DashboardPage() {
  const user = useAtomValue(userAtom);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        description={`Welcome back${user?.name ? `, ${user.name}` : ""}! Here is what is happening with your music and books.`}
      />
      <StatsCards />
      <AfterFirstPaint>
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
      </AfterFirstPaint>
    </div>
  );
}
