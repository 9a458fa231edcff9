import { useState } from "react";
import { Plus, Search, Target } from "lucide-react";
import { useSearchBox } from "../../lib/url-state";
import { EmptyState, ErrorAlert, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import { useOpportunityList, type Opportunity } from "./api";
import { LICENSE_TYPES, TYPE_LABEL } from "./labels";
import { OpportunityCard } from "./OpportunityCard";
import { OpportunityForm } from "./OpportunityForm";
import { useLicensingSearch } from "./search";

/** Opportunities: searched and filtered by type on the server, a page at a time. */
export function OpportunitiesTab() {
  // Search and type live in the address (search.ts), so a filtered list can be linked and reloaded.
  const { search, set } = useLicensingSearch();
  const { text, setText, settled: q } = useSearchBox(search.q, (q) => set({ q }));
  const type: string = search.type ?? "all";
  const setType = (t: string) => set({ type: t === "all" ? undefined : (t as typeof search.type) });
  const list = useOpportunityList(q, type);
  const [form, setForm] = useState<{ editing?: Opportunity; key: number } | null>(null);
  const edit = (o: Opportunity) => {
    setForm({ editing: o, key: Date.now() });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  const filtered = q !== "" || type !== "all";

  return (
    <div>
      <h2 className="sr-only">Opportunities</h2>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <label className="input min-w-0 flex-1">
          <Search className="size-4 opacity-80" aria-hidden />
          <input
            type="search"
            placeholder="Search opportunities"
            aria-label="Search opportunities"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <select className="select w-40" aria-label="Filter by type" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="all">All types</option>
          {LICENSE_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABEL[t]}
            </option>
          ))}
        </select>
        {!form && (
          <button type="button" className="btn btn-primary" onClick={() => setForm({ key: Date.now() })}>
            <Plus className="size-4" aria-hidden /> Add Opportunity
          </button>
        )}
      </div>
      {form && <OpportunityForm key={form.key} editing={form.editing} onDone={() => setForm(null)} />}
      {list.error ? (
        <ErrorAlert error={list.error} />
      ) : (
        <VirtualList
          list={list}
          label="Opportunities"
          testId="opportunity-list"
          estimateSize={200}
          getKey={(o) => o.id}
          renderRow={(o) => (
            <div className="pb-3">
              <OpportunityCard o={o} onEdit={() => edit(o)} />
            </div>
          )}
          skeleton={<Skeleton rows={2} label="Loading opportunities" className="h-40" />}
          empty={
            <EmptyState
              title={filtered ? "No opportunities match" : "No opportunities yet"}
              icon={<Target className="size-8" aria-hidden />}
            >
              {filtered ? "Try another search or type." : "Add the briefs you hear about to track and pitch them."}
            </EmptyState>
          }
        />
      )}
    </div>
  );
}
