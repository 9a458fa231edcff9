import { ShowMore } from "../ui/ShowMore";
import { BookOpen, Briefcase, FileText, Landmark, Plus, Scale, Search } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { formatDate } from "../../lib/format";
import { Modal } from "../ui/Modal";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import {
  CATEGORIES,
  MAX_TAGS,
  SKELETONS,
  useDeleteDoc,
  useDoc,
  useDocCounts,
  useDocs,
  useSearch,
  type Category,
  type KnowledgeDoc,
} from "./api";
import { DocForm } from "./DocForm";
import { Highlight } from "./Highlight";

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const ICONS: Record<Category, typeof Scale> = {
  legal: Scale,
  finance: Landmark,
  business: Briefcase,
  general: FileText,
};
const BADGE: Record<string, string> = {
  legal: "badge-info",
  finance: "badge-success",
  business: "badge-secondary",
  general: "badge-neutral",
};

/** A tag is highlighted when one of its words starts with a searched word (the server matches word prefixes). */
const tagMatches = (tag: string, words: string[]) =>
  tag
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .some((w) => words.some((q) => w.startsWith(q)));

function useDebounced<T>(value: T, ms = 250) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function KnowledgePage() {
  const [text, setText] = useState("");
  const q = useDebounced(text.trim());
  const [category, setCategory] = useState<Category | "">("");
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const docs = useDocs(category);
  const search = useSearch(q, category);
  const remove = useDeleteDoc();

  // Counted on the server: the list holds only the first page.
  const summary = useDocCounts();
  const counts = (summary.data?.byCategory ?? {}) as Record<Category, number>;
  // The open document's full text comes from its own route (list items carry an excerpt).
  const full = useDoc(openId);

  const searching = q.length > 0;
  const words = useMemo(() => q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [], [q]);
  const filtering = searching || category !== "";
  const list: KnowledgeDoc[] | undefined = searching ? search.data : docs.isLoading ? undefined : docs.rows;
  const loading = docs.isLoading || (searching && search.isLoading);
  const error = docs.error ?? (searching ? search.error : null);
  const open =
    openId == null ? undefined : (docs.rows.find((d) => d.id === openId) ?? list?.find((d) => d.id === openId));

  const closeModal = () => {
    setOpenId(null);
    setEditing(false);
    setConfirmDelete(false);
  };

  const doDelete = async () => {
    if (!open) return;
    try {
      await remove.mutateAsync(open.id);
      toast({ title: "Document Deleted", description: `${open.title} was removed from your knowledge base.` });
      closeModal();
    } catch (e) {
      toast({
        title: "Delete Failed",
        description: e instanceof Error ? e.message : "Please try again.",
        variant: "destructive",
      });
    }
  };

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

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="group" aria-label="Categories">
        {CATEGORIES.map((c) => {
          const Icon = ICONS[c];
          const active = category === c;
          return (
            <button
              key={c}
              type="button"
              aria-pressed={active}
              data-testid={`tile-${c}`}
              onClick={() => setCategory(active ? "" : c)}
              className={`card card-border bg-base-100 text-left shadow-sm transition hover:shadow-md ${active ? "ring-2 ring-primary" : ""}`}
            >
              <div className="card-body flex-row items-center gap-3 p-4">
                <Icon className="size-6 opacity-70" aria-hidden />
                <div>
                  <div className="text-2xl font-bold" data-testid="tile-count">
                    {summary.data ? (counts[c] ?? 0) : "–"}
                  </div>
                  <div className="text-sm text-base-content/70">{cap(c)}</div>
                </div>
              </div>
            </button>
          );
        })}
      </div>

      {adding && (
        <section className="card bg-base-100 shadow-sm">
          <div className="card-body p-4 sm:p-6">
            <h2 className="card-title text-lg">Add Document</h2>
            <DocForm onDone={() => setAdding(false)} />
          </div>
        </section>
      )}

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
        <select
          className="select select-bordered sm:w-48"
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
        </select>
      </div>

      {loading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="docs-loading">
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
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="doc-list">
            {list.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  data-testid="doc-card"
                  onClick={() => setOpenId(d.id)}
                  className="card card-border h-full w-full bg-base-100 text-left shadow-sm transition hover:shadow-md"
                >
                  <div className="card-body gap-2 p-4">
                    <div className="flex items-start justify-between gap-2">
                      <h3 className="font-semibold" data-testid="doc-title">
                        {d.match ? <Highlight text={d.match.title} /> : d.title}
                      </h3>
                      <span className={`badge badge-sm h-auto shrink-0 px-2 py-0.5 ${BADGE[d.category] ?? ""}`}>
                        {d.category}
                      </span>
                    </div>
                    <p className="line-clamp-3 text-sm text-base-content/80" data-testid="doc-preview">
                      {d.match ? <Highlight text={d.match.snippet} /> : d.excerpt}
                    </p>
                    {d.tags.length > 0 && (
                      <div className="flex flex-wrap gap-1">
                        {d.tags.slice(0, MAX_TAGS).map((t) => (
                          <span
                            key={t}
                            className={`badge badge-sm h-auto px-2 py-0.5 ${d.match && tagMatches(t, words) ? "badge-warning" : "badge-ghost"}`}
                          >
                            {t}
                          </span>
                        ))}
                        {d.tags.length > MAX_TAGS && (
                          <span className="badge badge-outline badge-sm h-auto px-2 py-0.5">
                            +{d.tags.length - MAX_TAGS} more
                          </span>
                        )}
                      </div>
                    )}
                    <div className="mt-auto flex flex-wrap justify-between gap-2 text-xs text-base-content/60">
                      <span className="line-clamp-1">{d.source || (d.isSample ? "Built-in sample" : "")}</span>
                      <span>Added {formatDate(d.createdAt)}</span>
                    </div>
                  </div>
                </button>
              </li>
            ))}
          </ul>
          {!searching && <ShowMore list={docs} label="documents" />}
        </>
      )}

      {open && (
        <Modal
          full
          title={editing ? `Edit: ${open.title}` : open.title}
          onClose={closeModal}
          actions={
            editing ? undefined : confirmDelete ? (
              <>
                <span className="mr-auto self-center text-sm">Delete “{open.title}” for good?</span>
                <button type="button" className="btn" onClick={() => setConfirmDelete(false)}>
                  Keep it
                </button>
                <button type="button" className="btn btn-error" onClick={doDelete} disabled={remove.isPending}>
                  {remove.isPending ? "Deleting..." : "Yes, delete"}
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className="btn btn-ghost text-error mr-auto"
                  onClick={() => setConfirmDelete(true)}
                >
                  Delete
                </button>
                <button type="button" className="btn" onClick={() => setEditing(true)}>
                  Edit
                </button>
                <button type="button" className="btn btn-primary" onClick={closeModal}>
                  Close
                </button>
              </>
            )
          }
        >
          {editing ? (
            full.data ? (
              <DocForm editing={full.data} onDone={() => setEditing(false)} />
            ) : (
              <span className="loading loading-spinner" aria-label="Loading document" />
            )
          ) : (
            <article className="mx-auto max-w-3xl space-y-4" data-testid="doc-full">
              <div className="flex flex-wrap items-center gap-2">
                <span className={`badge h-auto px-2 py-0.5 ${BADGE[open.category] ?? ""}`}>{open.category}</span>
                {open.tags.map((t) => (
                  <span key={t} className="badge badge-ghost h-auto px-2 py-0.5">
                    {t}
                  </span>
                ))}
              </div>
              <div className="whitespace-pre-wrap leading-relaxed">
                {full.data ? full.data.content : <span className="loading loading-dots" aria-label="Loading text" />}
              </div>
              <dl className="space-y-2 border-t border-base-300 pt-3 text-sm">
                {open.source && (
                  <div>
                    <dt className="font-semibold">Source</dt>
                    <dd className="text-base-content/80">{open.source}</dd>
                  </div>
                )}
                {open.citation && (
                  <div>
                    <dt className="font-semibold">Citation</dt>
                    <dd className="text-base-content/80">{open.citation}</dd>
                  </div>
                )}
                <div>
                  <dt className="font-semibold">Added</dt>
                  <dd className="text-base-content/80">{formatDate(open.createdAt)}</dd>
                </div>
              </dl>
            </article>
          )}
        </Modal>
      )}
    </div>
  );
}
