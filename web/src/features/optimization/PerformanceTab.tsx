import { FileSearch } from "lucide-react";
import { useState } from "react";
import { humanize } from "@shared/text";
import { formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, Skeleton, errorText } from "../ui";
import { useAnalyze, usePerformance } from "./api";
import { PerformanceForm } from "./PerformanceForm";

/** Recorded results as a table; content whose text was kept can be analysed into suggestions. */
export function PerformanceTab({ onAnalyzed }: { onAnalyzed: () => void }) {
  const perf = usePerformance();
  const analyze = useAnalyze();
  const [open, setOpen] = useState(false);
  const runAnalyze = (id: string) =>
    analyze.mutate(id, {
      onSuccess: (r) => {
        toast({
          title: "Content Analyzed",
          description: `${r.evidence} ${r.suggestions.length} suggestion${r.suggestions.length === 1 ? "" : "s"} added.`,
        });
        onAnalyzed();
      },
      onError: (e) => toast({ title: "Analysis Failed", description: errorText(e), variant: "destructive" }),
    });
  const rows = perf.data ?? [];
  const withText = new Set(rows.filter((r) => r.content).map((r) => r.contentId));
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <button type="button" className="btn btn-sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? "Cancel" : "Add Result"}
        </button>
      </div>
      {open && <PerformanceForm onDone={() => setOpen(false)} />}
      {perf.isLoading ? (
        <Skeleton rows={3} label="Loading results" />
      ) : perf.error ? (
        <ErrorAlert error={perf.error} />
      ) : rows.length ? (
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Content performance">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>Content</th>
                <th>Type</th>
                <th>Metric</th>
                <th>Value</th>
                <th>Platform</th>
                <th>When</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-testid="performance-row">
                  <td className="font-medium">{r.contentId}</td>
                  <td>{humanize(r.contentType)}</td>
                  <td>{humanize(r.metric)}</td>
                  <td className="tabular-nums">
                    {r.value}
                    {r.metric.endsWith("_rate") ? "%" : ""}
                  </td>
                  <td>{r.platform ?? ""}</td>
                  <td className="whitespace-nowrap">{formatDateTime(r.timestamp)}</td>
                  <td>
                    {withText.has(r.contentId) && (
                      <button
                        type="button"
                        className="btn btn-xs"
                        onClick={() => runAnalyze(r.contentId)}
                        disabled={analyze.isPending}
                      >
                        <FileSearch className="size-3" aria-hidden /> Analyze
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState title="No content performance recorded">
          Add results (open rates, clicks, engagement) to track and analyse your content.
        </EmptyState>
      )}
    </div>
  );
}
