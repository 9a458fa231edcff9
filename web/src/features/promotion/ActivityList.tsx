import { Layers, Plus } from "lucide-react";
import { activityTypeLabel } from "@shared/promotion-catalog";
import { formatDateTime, formatMoney } from "../../lib/format";
import { EmptyState, ErrorAlert, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import { useActivityList, type Activity, type Campaign } from "./api";
import { activityLook } from "./looks";

/** The current campaign's activities (a page at a time), or a hint to select a campaign first. */
export function ActivityList({ campaign, onAdd }: { campaign: Campaign | null; onAdd: () => void }) {
  const list = useActivityList(campaign?.id ?? null);
  if (!campaign)
    return (
      <EmptyState title="Select a campaign to view its activities" icon={<Layers className="size-8" aria-hidden />}>
        Pick one on the Active Campaigns tab.
      </EmptyState>
    );
  return (
    <section aria-labelledby="activities-heading">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="activities-heading" className="font-semibold">
          Activities for {campaign.name}
        </h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={onAdd}>
          <Plus className="size-4" aria-hidden /> Add Activity
        </button>
      </div>
      {list.error ? (
        <ErrorAlert error={list.error} />
      ) : (
        <VirtualList
          list={list}
          label={`Activities for ${campaign.name}`}
          testId="activity-list"
          getKey={(a) => a.id}
          estimateSize={120}
          skeleton={<Skeleton rows={2} label="Loading activities" className="h-20" />}
          empty={
            <EmptyState title="No activities yet">
              Add the first post, e-mail, review push or event for this campaign.
            </EmptyState>
          }
          renderRow={(a) => <ActivityCard activity={a} />}
        />
      )}
    </section>
  );
}

function ActivityCard({ activity: a }: { activity: Activity }) {
  return (
    <article className="card mb-2 bg-base-100 shadow-sm" aria-label={a.title} data-testid="activity-card">
      <div className="card-body gap-1 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">{a.title}</h3>
          <span className={`badge badge-sm px-2 whitespace-nowrap ${activityLook(a.status)}`}>
            {a.status.replace("_", " ")}
          </span>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
          <span>{activityTypeLabel(a.type)}</span>
          <span className="font-medium text-base-content">{a.channel}</span>
          {a.scheduledDate && <span>{formatDateTime(a.scheduledDate)}</span>}
          {a.budget && <span>{formatMoney(a.budget, 2)}</span>}
        </div>
        {a.description && <p className="text-sm">{a.description}</p>}
        {a.content && <p className="line-clamp-3 whitespace-pre-line text-sm text-base-content/80">{a.content}</p>}
      </div>
    </article>
  );
}
