import { useState } from "react";
import { Headphones, Plus, Search, Upload } from "lucide-react";
import { useDebounced } from "../../lib/paging";
import { EmptyState, ErrorAlert, PageHeader, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import { useVoiceAction } from "../voice/useVoiceAction";
import { useAudiobookList, type Audiobook } from "./api";
import { AudiobookDialog } from "./AudiobookDialog";
import { AudiobookStats } from "./AudiobookStats";
import { BookCard } from "./BookCard";
import { SalesDialog } from "./SalesDialog";
import { ImportDropZone } from "../income/ImportDropZone";

type Open = { kind: "add" } | { kind: "edit"; book: Audiobook } | { kind: "sales"; book: Audiobook } | null;

/** My Audiobooks: catalogue figures (SQL), the books a page at a time with search, and the book dialogs. */
export function AudiobooksPage() {
  const [q, setQ] = useState("");
  const search = useDebounced(q.trim());
  const books = useAudiobookList(search);
  const [dialog, setDialog] = useState<Open>(null);
  const [importing, setImporting] = useState(false);
  useVoiceAction("add-audiobook", () => setDialog({ kind: "add" }));

  return (
    <div>
      <PageHeader
        title="My Audiobooks"
        description="Your catalogue, where each book sells, and what it earns."
        actions={
          <>
            <button
              type="button"
              className="btn btn-outline"
              aria-expanded={importing}
              onClick={() => setImporting((i) => !i)}
            >
              <Upload className="size-4" aria-hidden /> Import Royalty Report
            </button>
            <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: "add" })}>
              <Plus className="size-4" aria-hidden /> Add Audiobook
            </button>
          </>
        }
      />
      {importing && (
        <div className="mb-6">
          <ImportDropZone
            title="Import a royalty report"
            hint="Drop an Amazon KDP, Findaway Voices (Spotify Audiobooks) or ACX report as downloaded. What it holds goes into your income ledger: see it by month, title and store on the Income screen."
            compact
          />
        </div>
      )}
      <AudiobookStats />
      <section aria-labelledby="books-heading">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="books-heading" className="text-lg font-semibold">
            Books
          </h2>
          <label className="input input-sm w-full sm:w-72">
            <Search className="size-4 opacity-80" aria-hidden />
            <input
              type="search"
              aria-label="Search audiobooks by title or author"
              placeholder="Search title or author"
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </label>
        </div>
        {books.error ? (
          <ErrorAlert error={books.error} />
        ) : (
          <VirtualList
            list={books}
            label="Audiobooks"
            testId="book-list"
            estimateSize={260}
            getKey={(b) => b.id}
            renderRow={(b) => (
              <div className="pb-4">
                <BookCard
                  book={b}
                  onSales={() => setDialog({ kind: "sales", book: b })}
                  onEdit={() => setDialog({ kind: "edit", book: b })}
                />
              </div>
            )}
            skeleton={<Skeleton rows={3} label="Loading audiobooks" className="h-48" />}
            empty={
              search ? (
                <EmptyState title="No audiobooks match your search" />
              ) : (
                <EmptyState title="No audiobooks yet" icon={<Headphones className="size-8" aria-hidden />}>
                  Add your first audiobook to track its sales and plan its promotion.
                </EmptyState>
              )
            }
          />
        )}
      </section>
      {dialog?.kind === "add" && <AudiobookDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === "edit" && <AudiobookDialog book={dialog.book} onClose={() => setDialog(null)} />}
      {dialog?.kind === "sales" && <SalesDialog book={dialog.book} onClose={() => setDialog(null)} />}
    </div>
  );
}
