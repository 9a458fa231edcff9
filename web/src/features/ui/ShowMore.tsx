import { formatNumber } from "../../lib/format";

export type Paged = {
  rows: unknown[];
  total: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * "Showing 50 of 3,000" and a Show more button under a paged list (a grid, or VirtualList's own footer): the next
 * page is one keyboard-reachable click away.
 */
export function ShowMore({ list, label }: { list: Paged; label?: string }) {
  if (list.rows.length === 0) return null;
  return (
    <div className="flex items-center justify-center gap-3 py-3 text-sm text-base-content/80">
      <span aria-live="polite">
        Showing {formatNumber(list.rows.length, 0)} of {formatNumber(list.total, 0)}
        {label ? ` ${label}` : ""}
      </span>
      {list.hasNextPage && (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? <span className="loading loading-spinner loading-xs" aria-hidden /> : null}
          Show more
        </button>
      )}
    </div>
  );
}
