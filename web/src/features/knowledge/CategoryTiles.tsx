import { Briefcase, FileText, Landmark, Scale } from "lucide-react";
import { formatNumber } from "../../lib/format";
import { CATEGORIES, useDocCounts, type Category } from "./api";

export const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const ICONS: Record<Category, typeof Scale> = { legal: Scale, finance: Landmark, business: Briefcase, general: FileText };

/** One tile per category with its count (counted on the server); pressing a tile filters the list by it. */
export function CategoryTiles({ value, onChange }: { value: Category | ""; onChange: (c: Category | "") => void }) {
  // The list holds only its first page, so the counts come from their own route.
  const summary = useDocCounts();
  const counts = (summary.data?.byCategory ?? {}) as Record<Category, number>;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="group" aria-label="Categories">
      {CATEGORIES.map((c) => {
        const Icon = ICONS[c];
        const active = value === c;
        return (
          <button
            key={c}
            type="button"
            aria-pressed={active}
            data-testid={`tile-${c}`}
            onClick={() => onChange(active ? "" : c)}
            className={`card card-border bg-base-100 text-left shadow-sm transition hover:shadow-md ${active ? "ring-2 ring-primary" : ""}`}
          >
            <div className="card-body flex-row items-center gap-3 p-4">
              <Icon className="size-6 opacity-70" aria-hidden />
              <div>
                <div className="text-2xl font-bold" data-testid="tile-count">
                  {summary.data ? formatNumber(counts[c] ?? 0, 0) : "–"}
                </div>
                <div className="text-sm text-base-content/80">{cap(c)}</div>
              </div>
            </div>
          </button>
        );
      })}
    </div>
  );
}
