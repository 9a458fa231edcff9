import { useNavigate, useSearch } from "@tanstack/react-router";
import { Field, Input, PageHeader, Select } from "../ui";
import { useSources, type IncomeSearch } from "./api";
import { ImportDropZone } from "./ImportDropZone";
import { ImportHistory } from "./ImportHistory";
import { IncomeTotals } from "./IncomeTotals";

/** Money in from where it is earned: drop store and distributor reports, see totals by month, source, title, store, country. */
export function IncomePage() {
  const search = useSearch({ from: "/income" });
  const navigate = useNavigate({ from: "/income" });
  const sources = useSources();
  const set = (next: Partial<IncomeSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  return (
    <div className="space-y-6">
      <PageHeader
        title="Income"
        description="Streams, downloads, book royalties and paid invoices in one place, from the reports the stores send."
      />
      <ImportDropZone />
      <div role="group" aria-label="Filters" className="grid grid-cols-2 gap-x-3 sm:grid-cols-5">
        <Field label="From month">
          <Input
            type="month"
            className="input-sm"
            value={search.from ?? ""}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </Field>
        <Field label="To month">
          <Input
            type="month"
            className="input-sm"
            value={search.to ?? ""}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </Field>
        <Field label="Source" className="col-span-2 sm:col-span-1">
          <Select
            className="select-sm"
            value={search.source ?? ""}
            onChange={(e) => set({ source: e.target.value || undefined })}
          >
            <option value="">All sources</option>
            {(sources.data?.groups ?? []).map((g) => (
              <option key={g.key} value={g.key}>
                {g.key}
              </option>
            ))}
            {search.source && !sources.data?.groups.some((g) => g.key === search.source) && (
              <option value={search.source}>{search.source}</option>
            )}
          </Select>
        </Field>
        <Field label="Months by" className="col-span-2 sm:col-span-1">
          <Select
            className="select-sm"
            value={search.dateBy ?? "sale"}
            onChange={(e) => set({ dateBy: e.target.value === "reported" ? "reported" : undefined })}
          >
            <option value="sale">When it was sold or streamed</option>
            <option value="reported">When the store reported it</option>
          </Select>
        </Field>
        {(search.from || search.to || search.source) && (
          <div className="col-span-2 flex items-end pb-2 sm:col-span-1">
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={() => set({ from: undefined, to: undefined, source: undefined })}
            >
              Clear filters
            </button>
          </div>
        )}
      </div>
      <IncomeTotals search={search} onGroup={(groupBy) => set({ groupBy })} />
      <ImportHistory />
    </div>
  );
}
