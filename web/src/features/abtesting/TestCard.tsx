import { formatNumber } from "../../lib/format";
import { toast } from "../toast/toast";
import { errorText } from "../ui";
import { testTypeLabel, useAbAction, useGenerateResults, type AbCampaign } from "./api";
import { RecordForm } from "./RecordForm";

const STATUS_BADGE: Record<string, string> = {
  draft: "badge-ghost",
  running: "badge-info",
  paused: "badge-warning",
  completed: "badge-success",
};

/** One test: its settings and variants' counts; Start (draft), Get Results / Stop and record data (running). */
export function TestCard({ campaign, onShowResults }: { campaign: AbCampaign; onShowResults: () => void }) {
  const action = useAbAction();
  const generate = useGenerateResults();
  const run = (a: "start" | "stop") =>
    action.mutate(
      { id: campaign.id, action: a },
      {
        onSuccess: (c) =>
          toast({ title: a === "start" ? "Test Started" : "Test Stopped", description: `"${c.name}" is now ${c.status}.` }),
        onError: (e) => toast({ title: "Update Failed", description: errorText(e), variant: "destructive" }),
      },
    );
  const getResults = () =>
    generate.mutate(campaign.id, {
      onSuccess: (r) => {
        toast({ title: "Results Ready", description: r.conclusion });
        onShowResults();
      },
      onError: (e) => toast({ title: "No Results", description: errorText(e), variant: "destructive" }),
    });
  return (
    <li className="rounded-box border border-base-300 p-3" data-testid="ab-campaign" data-campaign={campaign.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold">{campaign.name}</h4>
            <span className={`badge badge-sm ${STATUS_BADGE[campaign.status] ?? "badge-ghost"}`} data-testid="ab-status">
              {campaign.status}
            </span>
          </div>
          <div className="text-xs text-base-content/80">
            {testTypeLabel(campaign.testType)} · sample size {formatNumber(campaign.sampleSize)} ·{" "}
            {campaign.confidenceLevel}% confidence
          </div>
          {campaign.description && <p className="text-sm">{campaign.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {campaign.status === "draft" && (
            <button type="button" className="btn btn-primary btn-sm" onClick={() => run("start")} disabled={action.isPending}>
              Start Test
            </button>
          )}
          {campaign.status === "running" && (
            <>
              <button type="button" className="btn btn-primary btn-sm" onClick={getResults} disabled={generate.isPending}>
                {generate.isPending ? "Calculating..." : "Get Results"}
              </button>
              <button type="button" className="btn btn-sm" onClick={() => run("stop")} disabled={action.isPending}>
                Stop Test
              </button>
            </>
          )}
          {campaign.status !== "draft" && campaign.status !== "running" && (
            <button type="button" className="btn btn-sm" onClick={onShowResults}>
              View Results
            </button>
          )}
        </div>
      </div>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {campaign.variants.map((v) => (
          <li key={v.id} className="flex justify-between gap-2 rounded bg-base-200 px-2 py-1">
            <span>
              {v.name} {v.isControl && <span className="badge badge-xs">control</span>}{" "}
              <span className="text-base-content/80">{v.trafficPercentage}%</span>
            </span>
            <span className="tabular-nums" data-testid="variant-data">
              {v.conversions}/{v.exposures} ({v.conversionRate}%)
            </span>
          </li>
        ))}
      </ul>
      {campaign.status === "running" && <RecordForm campaign={campaign} />}
    </li>
  );
}
