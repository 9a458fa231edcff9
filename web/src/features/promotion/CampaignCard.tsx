import { CalendarClock, Check, Target, Wallet } from "lucide-react";
import { objectiveLabel } from "@shared/promotion-catalog";
import { formatDateTime, formatMoney } from "../../lib/format";
import type { Campaign } from "./api";
import { campaignLook } from "./looks";

/** One campaign: objective, budget, dates, audience and channels; Select makes it the current campaign. */
export function CampaignCard({
  campaign: c,
  bookTitle,
  selected,
  onSelect,
}: {
  campaign: Campaign;
  bookTitle?: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <article
      aria-label={c.name}
      className={`card mb-3 bg-base-100 shadow-sm ${selected ? "ring-2 ring-primary" : ""}`}
      data-testid="campaign-card"
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{c.name}</h3>
            <p className="text-xs text-base-content/80">{bookTitle ?? "Audiobook"}</p>
          </div>
          <span className={`badge badge-sm px-2 whitespace-nowrap ${campaignLook(c.status)}`}>{c.status}</span>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span>
            <Target className="mr-1 inline size-3.5" aria-hidden />
            {objectiveLabel(c.objective)}
          </span>
          {c.budget && (
            <span>
              <Wallet className="mr-1 inline size-3.5" aria-hidden />
              {formatMoney(c.budget, 2)}
            </span>
          )}
          {(c.startDate || c.endDate) && (
            <span>
              <CalendarClock className="mr-1 inline size-3.5" aria-hidden />
              {formatDateTime(c.startDate) || "…"} – {formatDateTime(c.endDate) || "…"}
            </span>
          )}
        </div>
        {c.targetAudience && <p className="text-sm text-base-content/80">Audience: {c.targetAudience}</p>}
        {c.description && <p className="text-sm text-base-content/80">{c.description}</p>}
        {c.channels && c.channels.length > 0 && (
          <ul aria-label="Channels" className="flex flex-wrap gap-1">
            {c.channels.map((ch) => (
              <li key={ch} className="badge badge-soft badge-primary badge-sm px-2 whitespace-nowrap">
                {ch}
              </li>
            ))}
          </ul>
        )}
        <div className="card-actions justify-end">
          <button
            type="button"
            className={`btn btn-sm ${selected ? "btn-primary" : "btn-outline"}`}
            aria-pressed={selected}
            onClick={onSelect}
          >
            {selected ? (
              <>
                <Check className="size-4" aria-hidden /> Selected
              </>
            ) : (
              "Select"
            )}
          </button>
        </div>
      </div>
    </article>
  );
}
