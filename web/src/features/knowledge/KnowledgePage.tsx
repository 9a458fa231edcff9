import { BookOpen, Plus, Search } from "lucide-react";
import { useNavigate, useSearch as useAddress } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { useSearchBox } from "../../lib/url-state";
import { EmptyState, ErrorAlert, PageHeader, Select } from "../ui";
import { ShowMore } from "../ui/ShowMore";
import { CATEGORIES, SKELETONS, useDoc, useDocs, useSearch, type Category, type KnowledgeDoc } from "./api";
import { CategoryTiles, cap } from "./CategoryTiles";
import { DocGrid } from "./DocCard";
import { DocDialog } from "./DocDialog";
import { DocForm } from "./DocForm";
import type { KnowledgeSearch } from "./search";

/** Knowledge base: category tiles, the add form, search + category filter, the documents a page at a time. */
export function KnowledgePage() {
  // Category, search, the open document and the add form live in the address (search.ts): a document can be linked.
  const address = useAddress({ from: "/knowledge" });
  const navigate = useNavigate({ from: "/knowledge" });
  const set = (next: Partial<KnowledgeSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const box = useSearchBox(address.q, (text) => set({ q: text }));
  const { text, setText } = box;
  const q = box.settled;
  const category: Category | "" = address.category ?? "";
  const setCategory = (c: Category | "") => set({ category: c || undefined });
  const adding = address.add === true;
  const setAdding = (open: boolean) => set({ add: open || undefined });
  const openId = address.doc ?? null;
  const setOpenId = useCallback(
    (id: number | null) => void navigate({ search: (prev) => ({ ...prev, doc: id ?? undefined }), replace: true }),
    [navigate],
  );
  const docs = useDocs(category);
  const search = useSearch(q, category);

  const searching = q.length > 0;
  const words = useMemo(() => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [], [q]);
  const filtering = searching || category !== "";
  const list: KnowledgeDoc[] | undefined = searching ? search.data : docs.isLoading ? undefined : docs.rows;
  const loading = docs.isLoading || (searching && search.isLoading);
  const error = docs.error ?? (searching ? search.error : null);
  // Kept while the list refetches (after an edit) so the open dialog does not vanish under the reader; a linked
  // document that is not on the loaded page is read on its own (the dialog reads it anyway, so it is one request).
  const linked = useDoc(openId);
  const open =
    openId == null
      ? undefined
      : (docs.rows.find((d) => d.id === openId) ?? list?.find((d) => d.id === openId) ?? (linked.data && { ...linked.data, excerpt: "" }));

  return (
    <div className="space-y-6">
      <PageHeader
        title="Knowledge Base"
        description="Contracts know-how, tax notes and business research, searchable in one place."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden /> Add Document
          </button>
        }
      />

      <CategoryTiles value={category} onChange={setCategory} />

      {adding && (
        <section className="card bg-base-100 shadow-sm" aria-labelledby="add-doc-title">
          <div className="card-body p-4 sm:p-6">
            <h2 id="add-doc-title" className="card-title text-lg">
              Add Document
            </h2>
            <DocForm onDone={() => setAdding(false)} />
          </div>
        </section>
      )}

      <section aria-labelledby="docs-title" className="space-y-4">
        {/* The cards are h3s: this keeps the outline h1 → h2 → h3 for screen-reader users. */}
        <h2 id="docs-title" className="sr-only">
          Documents
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row">
          <label className="input input-bordered flex flex-1 items-center gap-2">
            <Search className="size-4 opacity-60" aria-hidden />
            <input
              type="search"
              className="grow"
              placeholder="Search title, content and tags..."
              aria-label="Search documents"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <Select
            className="sm:w-48"
            aria-label="Category"
            value={category}
            onChange={(e) => setCategory(e.target.value as Category | "")}
          >
            <option value="">All Categories</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {cap(c)}
              </option>
            ))}
          </Select>
        </div>

        {loading ? (
          <div
            role="status"
            aria-label="Loading documents"
            aria-busy="true"
            className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
            data-testid="docs-loading"
          >
            {Array.from({ length: SKELETONS }, (_, i) => (
              <div key={i} className="skeleton h-44 w-full" />
            ))}
          </div>
        ) : error ? (
          <ErrorAlert error={error} />
        ) : !list?.length ? (
          <EmptyState
            title={filtering ? "No documents found" : "No knowledge documents yet"}
            icon={<BookOpen className="size-8 opacity-50" aria-hidden />}
          >
            {filtering
              ? "Try other words or another category."
              : "Add notes, research and how-tos you want Sunshine to keep at hand."}
          </EmptyState>
        ) : (
          <>
            <DocGrid list={list} words={words} onOpen={setOpenId} />
            {!searching && <ShowMore list={docs} label="documents" />}
          </>
        )}
      </section>

      {open && <DocDialog doc={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}
