import { useActivity } from "./api";
import { EmptyState, List } from "../ui";
import { ActivityItem } from "./ActivityItem";

const empty = (
  <EmptyState title="No activity yet">What you do in Sunshine (tasks, invoices, outreach…) shows up here.</EmptyState>
);

/** The latest few entries of the activity log (every create/update in any domain writes to it). */
export function ActivityList({ limit }: { limit: number }) {
  const { data, error } = useActivity(limit);
  return (
    <div data-testid="activity-list">
      <List
        items={data}
        error={error}
        label="Recent activity"
        getKey={(a) => a.id}
        render={(a) => <ActivityItem entry={a} />}
        empty={empty}
        className="space-y-2"
      />
    </div>
  );
}
