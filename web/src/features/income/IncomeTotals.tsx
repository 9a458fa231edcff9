import { lazy, Suspense, useState } from "react";
import { Download } from "lucide-react";
import { formatMoney, formatNumber } from "../../lib/format";
import { EmptyState, ErrorAlert, Skeleton, Tabs } from "../ui";
import { GROUPS, useIncome, type IncomeGroup, type IncomeSearch } from "./api";
import { groupLabel, moneyList, totalsCsv } from "./format";

const IncomeChart = lazy(() => import("./IncomeChart"));
const GROUP_LABELS: Record<IncomeGroup, string> = {
  month: "Month",
  source: "Source",
  title: "Title",
  store: "Store",
  country: "Country",
};

function saveCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** Totals per currency by the chosen grouping, as a chart (one currency at a time) and a table, with a CSV of the same. */
export function IncomeTotals({ search, onGroup }: { search: IncomeSearch; onGroup: (g: IncomeGroup) => void }) {
  const groupBy = search.groupBy ?? "month";
  const income = useIncome(search);
  const currencies = Object.keys(income.data?.totals ?? {});
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0];
  const groups = income.data?.groups ?? [];
  const charted = groups.filter((g) => currency && g.totals[currency] !== undefined).slice(0, 30);

  return (
    <section aria-labelledby="totals-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="totals-heading" className="text-lg font-semibold">
          Income by {GROUP_LABELS[groupBy].toLowerCase()}
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={!groups.length}
          onClick={() => saveCsv(`income-by-${groupBy}.csv`, totalsCsv(groupBy, groups))}
        >
          <Download className="size-4" aria-hidden /> Export CSV
        </button>
      </div>
      <Tabs
        label="Group income by"
        tabs={GROUPS.map((g) => ({ id: g, label: GROUP_LABELS[g] }))}
        value={groupBy}
        onChange={onGroup}
      >
        {income.isPending ? (
          <Skeleton rows={4} label="Loading income" />
        ) : income.error ? (
          <ErrorAlert error={income.error} />
        ) : !groups.length ? (
          <EmptyState title="No income in this view">Import a report above, or widen the dates.</EmptyState>
        ) : (
          <div className="space-y-4">
            <p className="text-sm">
              <span className="text-base-content/80">All together: </span>
              <strong data-testid="income-total">{moneyList(income.data.totals)}</strong>
            </p>
            {currencies.length > 1 && (
              <div role="group" aria-label="Currency shown in the chart" className="join">
                {currencies.map((c) => (
                  <button
                    key={c}
                    type="button"
                    aria-pressed={c === currency}
                    className={`btn btn-xs join-item ${c === currency ? "btn-primary" : ""}`}
                    onClick={() => setPicked(c)}
                  >
                    {c}
                  </button>
                ))}
              </div>
            )}
            {currency && (
              <Suspense fallback={<Skeleton rows={1} className="h-64" label="Loading chart" />}>
                <IncomeChart
                  currency={currency}
                  labels={charted.map((g) => groupLabel(groupBy, g.key))}
                  values={charted.map((g) => Number(g.totals[currency]))}
                />
              </Suspense>
            )}
            <div className="overflow-x-auto">
              <table className="table table-sm" data-testid="income-table">
                <caption className="sr-only">Income by {GROUP_LABELS[groupBy].toLowerCase()}, per currency</caption>
                <thead>
                  <tr>
                    <th scope="col">{GROUP_LABELS[groupBy]}</th>
                    <th scope="col" className="text-right">
                      Quantity
                    </th>
                    <th scope="col" className="text-right">
                      Income
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {groups.map((g) => (
                    <tr key={g.key}>
                      <th scope="row" className="font-normal">
                        {groupLabel(groupBy, g.key)}
                      </th>
                      <td className="text-right">{formatNumber(g.quantity)}</td>
                      <td className="text-right">
                        {Object.entries(g.totals).map(([c, a]) => (
                          <div key={c}>{formatMoney(a, 2, c)}</div>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </Tabs>
    </section>
  );
}
