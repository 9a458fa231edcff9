import { Pencil } from "lucide-react";
import { formatMoney } from "../../lib/format";
import type { SyncCampaign } from "./api";
import { human, syncLook, TYPE_LABEL } from "./labels";

/** One sync campaign with its four figures as entered (targeted, responses, placements, revenue). */
export function SyncCampaignCard({ campaign: c, onEdit }: { campaign: SyncCampaign; onEdit: () => void }) {
  return (
    <article
        className="card bg-base-100 shadow-sm"
      aria-label={c.name}
      data-testid="sync-campaign-card"
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{c.name}</h3>
            <p className="text-sm text-base-content/80">
              {TYPE_LABEL[c.targetType] ?? c.targetType}
              {c.songTitle ? ` · ${c.songTitle}` : ""}
            </p>
          </div>
          <span
            className={`badge badge-sm px-2 whitespace-nowrap shrink-0 ${syncLook[c.status] ?? "badge-ghost"}`}
          >
            {human(c.status)}
          </span>
        </div>
        {c.description && <p className="text-sm text-base-content/80">{c.description}</p>}
        <dl className="grid grid-cols-4 gap-2 text-center">
          {[
            ["Targeted", String(c.supervisorsTargeted)],
            ["Responses", String(c.responsesReceived)],
            ["Placements", String(c.placementsAchieved)],
            ["Revenue", formatMoney(c.totalRevenue, 2)],
          ].map(([label, value]) => (
            <div key={label} className="rounded-box bg-base-200 p-2">
              <dt className="text-[11px] text-base-content/80">{label}</dt>
              <dd className="text-sm font-bold" data-figure={label}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={onEdit}
            aria-label={`Edit ${c.name}`}
          >
            <Pencil className="size-3.5" aria-hidden /> Update figures
          </button>
        </div>
      </div>
    </article>
  );
}
