import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { Headphones, Plus, Search, Upload } from "lucide-react";
import { useSearchBox } from "../../lib/url-state";
import { EmptyState, ErrorAlert, PageHeader, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import { useVoiceAction } from "../voice/useVoiceAction";
import { useAudiobook, useAudiobookList } from "./api";
import { AudiobookDialog } from "./AudiobookDialog";
import { AudiobookStats } from "./AudiobookStats";
import { BookCard } from "./BookCard";
import { SalesDialog } from "./SalesDialog";
import { ImportDropZone } from "../income/ImportDropZone";
import type { AudiobooksSearch } from "./search";

/** My Audiobooks: catalogue figures (SQL), the books a page at a time with search, and the book dialogs. */
export function AudiobooksPage() {
  // The search and the open dialog (which book, sales or edit) live in the address (search.ts): a book's sales can
  // be linked and survive a reload.
  const address = useSearch({ from: "/audiobooks" });
  const navigate = useNavigate({ from: "/audiobooks" });
  const set = (next: Partial<AudiobooksSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const { text: q, setText: setQ, settled } = useSearchBox(address.q, (text) => set({ q: text }));
  const books = useAudiobookList(settled);
  const openBook = (book: number, view: "sales" | "edit") =>
    set({ book, view: view === "sales" ? undefined : view, add: undefined });
  const close = () => set({ book: undefined, view: undefined, add: undefined });
  const bookId = address.book ?? null;
  const onPage = books.rows.find((b) => b.id === bookId);
  // A linked book that is not on the loaded page is read on its own.
  const linked = useAudiobook(onPage ? null : bookId);
  const book = onPage ?? linked.data;
  const [importing, setImporting] = useState(false);
  useVoiceAction("add-audiobook", () => set({ add: true, book: undefined, view: undefined }));

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
            <button type="button" className="btn btn-primary" onClick={() => set({ add: true, book: undefined, view: undefined })}>
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
                  onSales={() => openBook(b.id, "sales")}
                  onEdit={() => openBook(b.id, "edit")}
                />
              </div>
            )}
            skeleton={<Skeleton rows={3} label="Loading audiobooks" className="h-48" />}
            empty={
              settled ? (
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
      {address.add && !book && <AudiobookDialog onClose={close} />}
      {book && address.view === "edit" && <AudiobookDialog book={book} onClose={close} />}
      {book && address.view !== "edit" && <SalesDialog book={book} onClose={close} />}
    </div>
  );
}
