import { formatDateTime } from "../../lib/format";

export function ActivityItem({ entry }: { entry: { message: string; createdAt: string } }) {
  return (
    <div className="flex items-start gap-3 rounded-lg bg-base-200/60 p-2">
      <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="text-sm">{entry.message}</div>
        <div className="text-xs text-base-content/80">{formatDateTime(entry.createdAt)}</div>
      </div>
    </div>
  );
}
