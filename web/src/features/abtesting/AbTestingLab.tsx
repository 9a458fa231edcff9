import { CheckCircle2, FlaskConical, Layers, Percent } from "lucide-react";
import { useState } from "react";
import { EmptyState, ErrorAlert, Skeleton, StatCard, Tabs } from "../ui";
import { useAbCampaigns, useAbResults, useAbVariants } from "./api";
import { CreateTestForm } from "./CreateTestForm";
import { ResultsTab } from "./ResultsTab";
import { TestCard } from "./TestCard";
import { VariantsTab } from "./VariantsTab";

const AB_TABS = [
  { id: "campaigns", label: "Test Campaigns" },
  { id: "results", label: "Results" },
  { id: "variants", label: "Variants" },
  { id: "create", label: "Create Test" },
] as const;
type AbTab = (typeof AB_TABS)[number]["id"];
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The A/B testing lab of the command center: figures counted from the tests, then the four sections as tabs. */
export default function AbTestingLab() {
  const [tab, setTab] = useState<AbTab>("campaigns");
  const campaigns = useAbCampaigns();
  const results = useAbResults();
  const variants = useAbVariants();
  const list = campaigns.data ?? [];
  const running = list.filter((c) => c.status === "running").length;
  const completed = list.filter((c) => c.status === "completed").length;
  const sig = (results.data ?? []).flatMap((r) => (r.statisticalSignificance === null ? [] : [r.statisticalSignificance]));
  const avg = sig.length ? Math.round((sig.reduce((a, b) => a + b, 0) / sig.length) * 10) / 10 : null;
  const dash = "—";
  const icon = (I: typeof Layers) => <I className="size-4 text-base-content/80" aria-hidden />;
  return (
    <div className="space-y-4" data-testid="ab-lab">
      <h3 className="font-semibold">A/B Testing Lab</h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          title="Running Tests"
          value={campaigns.data ? running : dash}
          caption={campaigns.data ? `of ${plural(list.length, "test")}` : "Loading"}
          level={4}
          icon={icon(FlaskConical)}
        />
        <StatCard
          title="Completed Tests"
          value={campaigns.data ? completed : dash}
          caption={campaigns.data ? `of ${plural(list.length, "test")}` : "Loading"}
          level={4}
          icon={icon(CheckCircle2)}
        />
        <StatCard
          title="Test Variants"
          value={variants.data ? variants.data.length : dash}
          caption={campaigns.data ? `across ${plural(list.length, "test")}` : "Loading"}
          level={4}
          icon={icon(Layers)}
        />
        <StatCard
          title="Avg. Confidence"
          value={avg === null ? dash : `${avg}%`}
          caption={avg === null ? "No results yet" : `Mean significance of ${plural(sig.length, "result")}`}
          level={4}
          icon={icon(Percent)}
        />
      </div>
      <Tabs label="A/B testing sections" tabs={[...AB_TABS]} value={tab} onChange={setTab}>
        {tab === "campaigns" &&
          (campaigns.isLoading ? (
            <Skeleton rows={3} className="h-20" label="Loading tests" />
          ) : campaigns.error ? (
            <ErrorAlert error={campaigns.error} />
          ) : list.length ? (
            <ul className="space-y-3" aria-label="Test campaigns">
              {list.map((c) => (
                <TestCard key={c.id} campaign={c} onShowResults={() => setTab("results")} />
              ))}
            </ul>
          ) : (
            <EmptyState title="No A/B tests yet">Create a test to compare subject lines, pitches or calls to action.</EmptyState>
          ))}
        {tab === "results" && <ResultsTab />}
        {tab === "variants" && <VariantsTab />}
        {tab === "create" && <CreateTestForm onDone={() => setTab("campaigns")} />}
      </Tabs>
    </div>
  );
}
