import { Check, ClipboardList, FileSearch, Percent } from "lucide-react";
import { useState } from "react";
import { ErrorAlert, Skeleton, StatCard, Tabs } from "../ui";
import { confidenceClass, useSuggestions } from "./api";
import { GenerateForm } from "./GenerateForm";
import { PerformanceTab } from "./PerformanceTab";
import { SuggestionList } from "./SuggestionList";

const OPT_TABS = [
  { id: "suggestions", label: "Suggestions" },
  { id: "performance", label: "Performance" },
  { id: "generate", label: "Generate New" },
  { id: "history", label: "History" },
] as const;
type OptTab = (typeof OPT_TABS)[number]["id"];
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** The content optimisation lab of the command center: figures counted from the suggestions, then four tabs. */
export default function OptimizationLab() {
  const [tab, setTab] = useState<OptTab>("suggestions");
  const { data, isLoading, error } = useSuggestions();
  const all = data ?? [];
  const pending = all.filter((s) => s.status === "pending");
  const applied = all.filter((s) => s.status === "applied").length;
  const avg = all.length ? Math.round(all.reduce((a, s) => a + s.confidence, 0) / all.length) : null;
  const analyzed = new Set(all.map((s) => s.originalContent)).size;
  const dash = "—";
  const icon = (I: typeof Check) => <I className="size-4 text-base-content/80" aria-hidden />;
  return (
    <div className="space-y-4" data-testid="optimization-lab">
      <h3 className="font-semibold">Content Optimization Lab</h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          title="Pending Suggestions"
          value={data ? pending.length : dash}
          caption={data ? `of ${plural(all.length, "suggestion")}` : "Loading"}
          level={4}
          icon={icon(ClipboardList)}
        />
        <StatCard
          title="Applied Suggestions"
          value={data ? applied : dash}
          caption={data ? `${all.length - pending.length - applied} rejected` : "Loading"}
          level={4}
          icon={icon(Check)}
        />
        <StatCard
          title="Content Analyzed"
          value={data ? analyzed : dash}
          caption={data ? "different texts" : "Loading"}
          level={4}
          icon={icon(FileSearch)}
        />
        <StatCard
          title="Avg. Confidence"
          value={avg === null ? dash : <span className={confidenceClass(avg)}>{avg}%</span>}
          caption={avg === null ? "No suggestions yet" : `over ${plural(all.length, "suggestion")}`}
          level={4}
          icon={icon(Percent)}
        />
      </div>
      <Tabs label="Content optimization sections" tabs={[...OPT_TABS]} value={tab} onChange={setTab}>
        {error && <ErrorAlert error={error} />}
        {(tab === "suggestions" || tab === "history") &&
          (isLoading ? (
            <Skeleton rows={3} className="h-20" label="Loading suggestions" />
          ) : tab === "suggestions" ? (
            <SuggestionList items={pending} empty="No pending suggestions" />
          ) : (
            <SuggestionList items={all.filter((s) => s.status !== "pending")} empty="No applied or rejected suggestions yet" />
          ))}
        {tab === "performance" && <PerformanceTab onAnalyzed={() => setTab("suggestions")} />}
        {tab === "generate" && <GenerateForm onDone={() => setTab("suggestions")} />}
      </Tabs>
    </div>
  );
}
