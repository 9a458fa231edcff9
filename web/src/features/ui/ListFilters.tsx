import { Search } from "lucide-react";

/**
 * The search box and status filter above a paged list (radio, grants): the text goes to the server's `q` (debounce it
 * with useDebounced), "all" means no status filter.
 */
export function ListFilters<S extends string>({
  noun,
  query,
  onQuery,
  status,
  onStatus,
  statuses,
  statusLabel,
}: {
  /** "stations" → placeholder "Search stations..." and the box's name "Search stations". */
  noun: string;
  query: string;
  onQuery: (q: string) => void;
  status: S | "all";
  onStatus: (s: S | "all") => void;
  statuses: readonly S[];
  statusLabel: (s: S) => string;
}) {
  return (
    <div className="mb-4 flex flex-wrap gap-2">
      <label className="input input-sm min-w-48 flex-1">
        <Search className="size-4" aria-hidden />
        <input
          type="search"
          placeholder={`Search ${noun}...`}
          aria-label={`Search ${noun}`}
          value={query}
          onChange={(e) => onQuery(e.target.value)}
        />
      </label>
      <select
        className="select select-sm w-40"
        aria-label="Filter by status"
        value={status}
        onChange={(e) => onStatus(e.target.value as S | "all")}
      >
        <option value="all">All</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
    </div>
  );
}
