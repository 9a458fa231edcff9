import { useState } from "react";
import { BookOpen, DollarSign, Headphones, Pencil, Plus, ShoppingCart, TrendingUp } from "lucide-react";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import { useAudiobooks, type Audiobook } from "./api";
import { AudiobookDialog } from "./AudiobookDialog";
import { AUDIENCE_LABELS, formatDuration, formatPrice, money2, statusBadge } from "./format";
import { SalesDialog } from "./SalesDialog";
import { useVoiceAction } from "../voice/useVoiceAction";

export function AudiobooksPage() {
  const books = useAudiobooks();
  const [dialog, setDialog] = useState<
    { kind: "add" } | { kind: "edit"; id: number } | { kind: "sales"; id: number } | null
  >(null);
  useVoiceAction("add-audiobook", () => setDialog({ kind: "add" }));
  const list = books.data ?? [];
  const current = dialog && dialog.kind !== "add" ? list.find((b) => b.id === dialog.id) : undefined;

  return (
    <div>
      <PageHeader
        title="My Audiobooks"
        description="Your catalogue, where each book sells, and what it earns."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: "add" })}>
            <Plus className="size-4" aria-hidden /> Add Audiobook
          </button>
        }
      />
      <Stats books={list} loading={books.isLoading} />
      {books.error ? (
        <ErrorAlert error={books.error} />
      ) : books.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton h-64 w-full" data-testid="book-skeleton" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState title="No audiobooks yet" icon={<Headphones className="size-8 text-base-content/40" aria-hidden />}>
          Add your first audiobook to track its sales and plan its promotion.
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.map((b) => (
            <BookCard
              key={b.id}
              book={b}
              onSales={() => setDialog({ kind: "sales", id: b.id })}
              onEdit={() => setDialog({ kind: "edit", id: b.id })}
            />
          ))}
        </div>
      )}
      {dialog?.kind === "add" && <AudiobookDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === "edit" && current && <AudiobookDialog book={current} onClose={() => setDialog(null)} />}
      {dialog?.kind === "sales" && current && <SalesDialog book={current} onClose={() => setDialog(null)} />}
    </div>
  );
}

function Stats({ books, loading }: { books: Audiobook[]; loading: boolean }) {
  const cards = [
    { label: "Total Books", value: books.length.toLocaleString("en-US"), icon: BookOpen },
    { label: "Total Revenue", value: money2(books.reduce((a, b) => a + b.totalRevenue, 0)), icon: DollarSign },
    {
      label: "Total Sales",
      value: books.reduce((a, b) => a + b.totalSales, 0).toLocaleString("en-US"),
      icon: ShoppingCart,
    },
    {
      label: "Active Books",
      value: books.filter((b) => b.promotionStatus === "active").length.toLocaleString("en-US"),
      icon: TrendingUp,
    },
  ];
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="audiobook-stats">
      {cards.map(({ label, value, icon: Icon }) => (
        <div key={label} className="card bg-base-100 shadow-sm" data-stat={label}>
          <div className="card-body p-4">
            <div className="flex items-center justify-between text-sm text-base-content/70">
              {label}
              <Icon className="size-4" aria-hidden />
            </div>
            {loading ? <div className="skeleton h-8 w-20" /> : <div className="text-2xl font-bold">{value}</div>}
          </div>
        </div>
      ))}
    </div>
  );
}

function BookCard({ book: b, onSales, onEdit }: { book: Audiobook; onSales: () => void; onEdit: () => void }) {
  return (
    <article className="card bg-base-100 shadow-sm" aria-label={b.title} data-testid="book-card">
      <div className="card-body gap-3 p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="card-title text-lg leading-tight">{b.title}</h2>
            <p className="text-sm text-base-content/70">by {b.author}</p>
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
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/60">Genre</dt>
          <dd>{b.genre}</dd>
          <dt className="text-base-content/60">Duration</dt>
          <dd data-field="duration">{formatDuration(b.duration)}</dd>
          <dt className="text-base-content/60">Price</dt>
          <dd data-field="price">{formatPrice(b.price)}</dd>
          <dt className="text-base-content/60">Revenue</dt>
          <dd data-field="revenue" className="font-semibold">
            {money2(b.totalRevenue)}
          </dd>
          {b.series && (
            <>
              <dt className="text-base-content/60">Series</dt>
              <dd data-field="series">
                {b.series}
                {b.seriesBook ? ` #${b.seriesBook}` : ""}
              </dd>
            </>
          )}
        </dl>
        {b.description && <p className="line-clamp-3 text-sm text-base-content/80">{b.description}</p>}
        {b.salesPlatforms.length > 0 && (
          <div>
            <div className="mb-1 text-xs text-base-content/60">Available On</div>
            <div className="flex flex-wrap gap-1">
              {b.salesPlatforms.map((p) => (
                <span key={p} className="badge badge-soft badge-primary badge-sm px-2 whitespace-nowrap">
                  {p}
                </span>
              ))}
            </div>
          </div>
        )}
        <div className="card-actions mt-auto justify-end">
          <button type="button" className="btn btn-sm btn-outline" onClick={onSales}>
            <ShoppingCart className="size-4" aria-hidden /> Sales ({b.totalSales})
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
