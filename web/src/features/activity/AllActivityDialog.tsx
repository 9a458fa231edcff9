import { Dialog, EmptyState, ErrorAlert, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import { useActivityLog } from "./api";
import { ActivityItem } from "./ActivityItem";

/** Every entry of the activity log, loaded a page at a time as the list scrolls. */
export function AllActivityDialog({ onClose }: { onClose: () => void }) {
  const list = useActivityLog();
  return (
    <Dialog
      title="All activity"
      onClose={onClose}
      wide
      closeLabel="Close all activity"
      footer={
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      }
    >
      <div>
        {list.error ? (
          <ErrorAlert error={list.error} />
        ) : (
          <VirtualList
            list={list}
            label="All activity"
            height="min(60dvh, 32rem)"
            estimateSize={60}
            getKey={(a) => a.id}
            renderRow={(a) => (
              <div className="pb-2">
                <ActivityItem entry={a} />
              </div>
            )}
            skeleton={<Skeleton rows={5} label="Loading activity" className="h-12" />}
            empty={<EmptyState title="No activity yet">What you do in Sunshine shows up here.</EmptyState>}
            testId="activity-log"
          />
        )}
      </div>
    </Dialog>
  );
}
