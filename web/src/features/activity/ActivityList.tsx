import { formatDateTime } from "../../lib/format";
import { useActivity } from "../dashboard/api";
import { EmptyState, ErrorAlert } from "../ui/Page";

/** Real history from the activity log (every create/update in any domain writes to it). */
export function ActivityList({ limit }: { limit: number }) {
  const { data, isLoading, error } = useActivity(limit);
  if (isLoading)
    return (
      <div className="space-y-2">
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className="skeleton h-10 w-full" />
        ))}
      </div>
    );
  if (error) return <ErrorAlert error={error} />;
  if (!data?.length)
    return (
      <EmptyState title="No activity yet">
        What you do in Sunshine (tasks, invoices, outreach…) shows up here.
      </EmptyState>
    );
  return (
    <ul className="space-y-2" data-testid="activity-list">
      {data.map((a) => (
        <li key={a.id} className="flex items-start gap-3 rounded-lg bg-base-200/60 p-2">
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden />
          <div className="min-w-0 flex-1">
            <div className="text-sm">{a.message}</div>
            <div className="text-xs text-base-content/60">{formatDateTime(a.createdAt)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
