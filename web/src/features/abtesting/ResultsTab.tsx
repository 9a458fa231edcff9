import { Trophy } from "lucide-react";
import { lazy, Suspense } from "react";
import { formatNumber, formatPercent } from "../../lib/format";
import { EmptyState, ErrorAlert, Skeleton } from "../ui";
import { SIGNIFICANT, useAbCampaigns, useAbResults, type AbResult } from "./api";

const RatesChart = lazy(() => import("./RatesChart"));

/** Each test with results: its conclusion, a chart of the rates with their intervals, and one row per variant. */
export function ResultsTab() {
  const results = useAbResults();
  const campaigns = useAbCampaigns();
  if (results.isLoading || campaigns.isLoading) return <Skeleton rows={3} className="h-20" label="Loading results" />;
  if (results.error) return <ErrorAlert error={results.error} />;
  const byCampaign = new Map<number, AbResult[]>();
  for (const r of results.data ?? []) byCampaign.set(r.campaignId, [...(byCampaign.get(r.campaignId) ?? []), r]);
  if (!byCampaign.size)
    return <EmptyState title="No results yet">Start a test, record data, then choose Get Results.</EmptyState>;
  return (
    <div className="space-y-4">
      {[...byCampaign.entries()].map(([id, rows]) => {
        const c = campaigns.data?.find((x) => x.id === id);
        const level = rows[0].confidenceLevel;
        return (
          <section
            key={id}
            className="rounded-box border border-base-300 p-3"
            data-testid="ab-result-group"
            aria-label={`Results for ${rows[0].campaignName}`}
          >
            <h4 className="font-semibold">{rows[0].campaignName}</h4>
            {c?.conclusion && (
              <p className="text-sm text-base-content/80" data-testid="ab-conclusion">
                {c.conclusion}
              </p>
            )}
            <Suspense fallback={<div role="status" aria-label="Loading the chart" className="skeleton h-48 w-full" />}>
              <RatesChart
                level={level}
                bars={rows.map((r) => ({
                  name: r.variantName,
                  rate: r.conversionRate,
                  lower: r.confidenceInterval.lower,
                  upper: r.confidenceInterval.upper,
                }))}
              />
            </Suspense>
            <ul className="mt-2 space-y-2">
              {rows.map((r) => (
                <li
                  key={r.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded bg-base-200 px-2 py-1 text-sm"
                  data-testid="ab-result"
                >
                  <span className="font-medium">
                    {r.variantName} {r.isControl && <span className="badge badge-xs">control</span>}{" "}
                    {r.isWinner && (
                      <span className="badge badge-xs badge-success">
                        <Trophy className="size-3" aria-hidden /> winner
                      </span>
                    )}
                  </span>
                  <span className="tabular-nums">
                    {formatPercent(r.conversionRate)} ({formatNumber(r.value)}/{formatNumber(r.sampleSize)}) · {level}% CI{" "}
                    {formatPercent(r.confidenceInterval.lower)}–{formatPercent(r.confidenceInterval.upper)}
                    {r.chanceToWin !== null && ` · ${r.chanceToWin}% chance to win`}
                    {r.lift !== null && ` · lift ${r.lift > 0 ? "+" : ""}${r.lift}%`}
                  </span>
                  {r.statisticalSignificance === null ? (
                    <span className="badge badge-sm badge-ghost">baseline</span>
                  ) : (
                    <span
                      className={`badge badge-sm ${r.statisticalSignificance > SIGNIFICANT ? "badge-success" : "badge-ghost"}`}
                      data-testid="significance"
                    >
                      {r.statisticalSignificance}% significance
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
