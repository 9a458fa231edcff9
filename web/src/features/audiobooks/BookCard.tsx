import { Pencil, ShoppingCart } from "lucide-react";
import { formatNumber } from "../../lib/format";
import type { Audiobook } from "./api";
import { AUDIENCE_LABELS, formatDuration, formatPrice, money2, statusBadge } from "./format";

/** One book in the catalogue list: its details, where it sells, its revenue, and the Sales / Edit buttons. */
export function BookCard({ book: b, onSales, onEdit }: { book: Audiobook; onSales: () => void; onEdit: () => void }) {
  return (
    <article className="card bg-base-100 shadow-sm" aria-label={b.title} data-testid="book-card">
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="card-title text-lg leading-tight">{b.title}</h3>
            <p className="text-sm text-base-content/80">by {b.author}</p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            {b.targetAudience && (
              <span className="badge badge-outline badge-sm px-2 whitespace-nowrap">
                {AUDIENCE_LABELS[b.targetAudience] ?? b.targetAudience}
              </span>
            )}
            <span className={`badge badge-sm px-2 whitespace-nowrap ${statusBadge(b.promotionStatus)}`}>
              {b.promotionStatus}
            </span>
          </div>
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
            <dt className="text-base-content/80">Genre</dt>
            <dd>{b.genre}</dd>
            <dt className="text-base-content/80">Duration</dt>
            <dd data-field="duration">{formatDuration(b.duration)}</dd>
            <dt className="text-base-content/80">Price</dt>
            <dd data-field="price">{formatPrice(b.price)}</dd>
            <dt className="text-base-content/80">Revenue</dt>
            <dd data-field="revenue" className="font-semibold">
              {money2(b.totalRevenue)}
            </dd>
            {b.series && (
              <>
                <dt className="text-base-content/80">Series</dt>
                <dd data-field="series">
                  {b.series}
                  {b.seriesBook ? ` #${b.seriesBook}` : ""}
                </dd>
              </>
            )}
          </dl>
          <div className="space-y-2">
            {b.description && <p className="line-clamp-3 text-sm text-base-content/80">{b.description}</p>}
            {b.salesPlatforms.length > 0 && (
              <div>
                <div className="mb-1 text-xs text-base-content/80">Available On</div>
                <ul className="flex flex-wrap gap-1" aria-label="Available on">
                  {b.salesPlatforms.map((p) => (
                    <li key={p} className="badge badge-soft badge-primary badge-sm px-2 whitespace-nowrap">
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-sm btn-outline" onClick={onSales}>
            <ShoppingCart className="size-4" aria-hidden /> Sales ({formatNumber(b.totalSales)})
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost btn-square"
            aria-label={`Edit ${b.title}`}
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
        </div>
      </div>
    </article>
  );
}
