import { memo } from "react";
import { formatDate } from "../../lib/format";
import { MAX_TAGS, type KnowledgeDoc } from "./api";
import { Highlight } from "./Highlight";

export const BADGE: Record<string, string> = {
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

/** One document in the grid: title, category, excerpt (or the search match), first tags, source and date. */
export function DocCard({ doc: d, words, onOpen }: { doc: KnowledgeDoc; words: string[]; onOpen: () => void }) {
  return (
    <button
      type="button"
      data-testid="doc-card"
      onClick={onOpen}
      className="card card-border h-full w-full bg-base-100 text-left shadow-sm transition hover:shadow-md"
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold" data-testid="doc-title">
            {d.match ? <Highlight text={d.match.title} /> : d.title}
          </h3>
          <span className={`badge badge-sm h-auto shrink-0 px-2 py-0.5 ${BADGE[d.category] ?? ""}`}>{d.category}</span>
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
              <span className="badge badge-outline badge-sm h-auto px-2 py-0.5">+{d.tags.length - MAX_TAGS} more</span>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap justify-between gap-2 text-xs text-base-content/80">
          <span className="line-clamp-1">{d.source || (d.isSample ? "Built-in sample" : "")}</span>
          <span>Added {formatDate(d.createdAt)}</span>
        </div>
      </div>
    </button>
  );
}

/**
 * The documents' grid, drawn again only when the documents or the searched words change: typing in the search box
 * re-renders the screen on every key, and redrawing a page of cards with their highlights each time made keys lag.
 */
export const DocGrid = memo(function DocGrid({
  list,
  words,
  onOpen,
}: {
  list: KnowledgeDoc[];
  words: string[];
  onOpen: (id: number) => void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="doc-list">
      {list.map((d) => (
        <li key={d.id}>
          <DocCard doc={d} words={words} onOpen={() => onOpen(d.id)} />
        </li>
      ))}
    </ul>
  );
});
