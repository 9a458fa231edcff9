import { Check, ClipboardList, FileSearch, Percent, Sparkles, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { formatDate, formatDateTime } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import { Field, ListSkeleton, StatCard, Tabs, errorMessage, humanize } from "../automation/ui";
import {
  CONTENT_TYPES,
  METRICS,
  SUGGESTION_TYPES,
  confidenceClass,
  useAddPerformance,
  useAnalyze,
  useDecide,
  useGenerate,
  usePerformance,
  useSuggestions,
  type Suggestion,
} from "./api";

const OPT_TABS = ["Suggestions", "Performance", "Generate New", "History"] as const;
type OptTab = (typeof OPT_TABS)[number];
const STATUS_BADGE: Record<string, string> = {
  pending: "badge-ghost",
  applied: "badge-success",
  rejected: "badge-error",
};

function SuggestionCard({ s }: { s: Suggestion }) {
  const decide = useDecide();
  // mutateAsync: the card leaves the pending list when the list refreshes, and the toast must still show.
  const act = (action: "apply" | "reject") =>
    decide
      .mutateAsync({ id: s.id, action })
      .then(() =>
        toast({
          title: action === "apply" ? "Suggestion Applied" : "Suggestion Rejected",
          description: action === "apply" ? "Copy the improved text into your content." : "Moved to History.",
        }),
      )
      .catch((e) => toast({ title: "Update Failed", description: errorMessage(e), variant: "destructive" }));
  return (
    <li className="rounded-box border border-base-300 p-3" data-testid="suggestion" data-source={s.source}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-sm badge-outline">{humanize(s.contentType)}</span>
          <span className="badge badge-sm badge-primary badge-outline">{humanize(s.suggestionType)}</span>
          {s.status !== "pending" && <span className={`badge badge-sm ${STATUS_BADGE[s.status]}`}>{s.status}</span>}
          <span className="text-xs text-base-content/60">{formatDate(s.createdAt)}</span>
        </div>
        <span
          className={`font-semibold ${confidenceClass(s.confidence)}`}
          data-testid="confidence"
          data-confidence={s.confidence}
        >
          {s.confidence}% confidence
        </span>
      </div>
      <p className="mt-2 text-sm" data-testid="reasoning">
        {s.reasoning}
      </p>
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        <div>
          <div className="text-xs font-medium text-base-content/60">Original</div>
          <p className="max-h-40 overflow-auto whitespace-pre-wrap rounded bg-base-200 p-2 text-sm">
            {s.originalContent}
          </p>
        </div>
        <div>
          <div className="text-xs font-medium text-base-content/60">Suggested</div>
          <p
            className="max-h-40 overflow-auto whitespace-pre-wrap rounded bg-success/10 p-2 text-sm"
            data-testid="suggested"
          >
            {s.suggestedContent}
          </p>
        </div>
      </div>
      {s.status === "pending" && (
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => act("reject")}
            disabled={decide.isPending}
          >
            <X className="size-4" aria-hidden /> Reject
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => act("apply")}
            disabled={decide.isPending}
          >
            <Check className="size-4" aria-hidden /> Apply
          </button>
        </div>
      )}
    </li>
  );
}

function SuggestionList({ items, empty }: { items: Suggestion[]; empty: string }) {
  if (!items.length) return <EmptyState title={empty} />;
  return (
    <ul className="space-y-3">
      {items.map((s) => (
        <SuggestionCard key={s.id} s={s} />
      ))}
    </ul>
  );
}

function GenerateForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState({ originalContent: "", contentType: "", suggestionType: "" });
  const generate = useGenerate();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.originalContent.trim() || !form.contentType || !form.suggestionType) {
      toast({
        title: "Missing Information",
        description: "Please provide content, select content type and suggestion type.",
        variant: "destructive",
      });
      return;
    }
    generate.mutate(form, {
      onSuccess: (r) => {
        toast({
          title: "Suggestions Ready",
          description: `${r.suggestions.length} suggestion${r.suggestions.length === 1 ? "" : "s"} (reading ease ${r.analysis.readability}).`,
        });
        setForm({ originalContent: "", contentType: "", suggestionType: "" });
        onDone();
      },
      onError: () =>
        toast({
          title: "Generation Failed",
          description: "Failed to generate suggestions. Please try again.",
          variant: "destructive",
        }),
    });
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Generate suggestions" className="space-y-3">
      {generate.error && <ErrorAlert error={generate.error} />}
      <Field label="Content *">
        <textarea
          className="textarea w-full"
          rows={6}
          aria-label="Content"
          placeholder={'Paste a pitch, post or email. For emails, start with "Subject: ..."'}
          value={form.originalContent}
          onChange={(e) => setForm({ ...form, originalContent: e.target.value })}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Content Type *">
          <select
            className="select w-full"
            aria-label="Content Type"
            value={form.contentType}
            onChange={(e) => setForm({ ...form, contentType: e.target.value })}
          >
            <option value="">Select content type</option>
            {CONTENT_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Optimization Goal *">
          <select
            className="select w-full"
            aria-label="Optimization Goal"
            value={form.suggestionType}
            onChange={(e) => setForm({ ...form, suggestionType: e.target.value })}
          >
            <option value="">Select suggestion type</option>
            {SUGGESTION_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={generate.isPending}>
          <Sparkles className="size-4" aria-hidden /> {generate.isPending ? "Analyzing..." : "Generate Suggestions"}
        </button>
      </div>
    </form>
  );
}

const EMPTY_PERF = { contentId: "", contentType: "email", metric: "open_rate", value: "", platform: "", content: "" };

function PerformanceTab({ onAnalyzed }: { onAnalyzed: () => void }) {
  const perf = usePerformance();
  const add = useAddPerformance();
  const analyze = useAnalyze();
  const [form, setForm] = useState(EMPTY_PERF);
  const [open, setOpen] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number.parseFloat(form.value);
    if (!form.contentId.trim() || !Number.isFinite(value)) {
      toast({
        title: "Missing Information",
        description: "Please provide a content id and a numeric value.",
        variant: "destructive",
      });
      return;
    }
    add.mutate(
      {
        contentId: form.contentId.trim(),
        contentType: form.contentType,
        metric: form.metric,
        value,
        platform: form.platform || null,
        content: form.content || null,
      },
      {
        onSuccess: (r) => {
          toast({ title: "Result Recorded", description: `${humanize(r.metric)} ${r.value} for "${r.contentId}".` });
          setForm(EMPTY_PERF);
          setOpen(false);
        },
      },
    );
  };
  const runAnalyze = (id: string) =>
    analyze.mutate(id, {
      onSuccess: (r) => {
        toast({
          title: "Content Analyzed",
          description: `${r.evidence} ${r.suggestions.length} suggestion${r.suggestions.length === 1 ? "" : "s"} added.`,
        });
        onAnalyzed();
      },
      onError: (e) => toast({ title: "Analysis Failed", description: errorMessage(e), variant: "destructive" }),
    });
  const rows = perf.data ?? [];
  const withText = new Set(rows.filter((r) => r.content).map((r) => r.contentId));
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <button type="button" className="btn btn-sm" onClick={() => setOpen((o) => !o)}>
          {open ? "Cancel" : "Add Result"}
        </button>
      </div>
      {open && (
        <form
          noValidate
          onSubmit={submit}
          aria-label="Add content performance"
          className="space-y-2 rounded-box border border-base-300 p-3"
        >
          {add.error && <ErrorAlert error={add.error} />}
          <div className="grid gap-2 sm:grid-cols-3">
            <Field label="Content ID *">
              <input
                className="input input-sm w-full"
                value={form.contentId}
                onChange={(e) => setForm({ ...form, contentId: e.target.value })}
                placeholder="newsletter-march"
              />
            </Field>
            <Field label="Content Type">
              <select
                className="select select-sm w-full"
                aria-label="Result content type"
                value={form.contentType}
                onChange={(e) => setForm({ ...form, contentType: e.target.value })}
              >
                {CONTENT_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Metric">
              <select
                className="select select-sm w-full"
                aria-label="Metric"
                value={form.metric}
                onChange={(e) => setForm({ ...form, metric: e.target.value })}
              >
                {METRICS.map((m) => (
                  <option key={m} value={m}>
                    {humanize(m)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Value *">
              <input
                className="input input-sm w-full"
                inputMode="decimal"
                aria-label="Value"
                value={form.value}
                onChange={(e) => setForm({ ...form, value: e.target.value })}
                placeholder="e.g. 22.5 (percent for rates)"
              />
            </Field>
            <Field label="Platform">
              <input
                className="input input-sm w-full"
                value={form.platform}
                onChange={(e) => setForm({ ...form, platform: e.target.value })}
                placeholder="Substack"
              />
            </Field>
          </div>
          <Field label="Content text (to analyse it later)">
            <textarea
              className="textarea textarea-sm w-full"
              rows={3}
              value={form.content}
              onChange={(e) => setForm({ ...form, content: e.target.value })}
            />
          </Field>
          <div className="flex justify-end">
            <button type="submit" className="btn btn-primary btn-sm" disabled={add.isPending}>
              Save Result
            </button>
          </div>
        </form>
      )}
      {perf.isLoading ? (
        <ListSkeleton />
      ) : perf.error ? (
        <ErrorAlert error={perf.error} />
      ) : rows.length ? (
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <thead>
              <tr>
                <th>Content</th>
                <th>Type</th>
                <th>Metric</th>
                <th>Value</th>
                <th>Platform</th>
                <th>When</th>
                <th />
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

export default function OptimizationLab() {
  const [tab, setTab] = useState<OptTab>("Suggestions");
  const { data, isLoading, error } = useSuggestions();
  const all = data ?? [];
  const pending = all.filter((s) => s.status === "pending");
  const avg = all.length ? Math.round(all.reduce((a, s) => a + s.confidence, 0) / all.length) : 0;
  const analyzed = new Set(all.map((s) => s.originalContent)).size;
  return (
    <div className="space-y-4" data-testid="optimization-lab">
      <h3 className="font-semibold">Content Optimization Lab</h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Pending Suggestions" value={pending.length} icon={ClipboardList} loading={isLoading} />
        <StatCard
          label="Applied Suggestions"
          value={all.filter((s) => s.status === "applied").length}
          icon={Check}
          loading={isLoading}
        />
        <StatCard label="Content Analyzed" value={analyzed} icon={FileSearch} loading={isLoading} />
        <StatCard
          label="Avg. Confidence"
          value={<span className={all.length ? confidenceClass(avg) : ""}>{avg}%</span>}
          icon={Percent}
          loading={isLoading}
        />
      </div>
      <Tabs tabs={OPT_TABS} value={tab} onChange={setTab} label="Content optimization sections" size="sm" />
      {error && <ErrorAlert error={error} />}
      {tab === "Suggestions" &&
        (isLoading ? <ListSkeleton /> : <SuggestionList items={pending} empty="No pending suggestions" />)}
      {tab === "History" &&
        (isLoading ? (
          <ListSkeleton />
        ) : (
          <SuggestionList
            items={all.filter((s) => s.status !== "pending")}
            empty="No applied or rejected suggestions yet"
          />
        ))}
      {tab === "Performance" && <PerformanceTab onAnalyzed={() => setTab("Suggestions")} />}
      {tab === "Generate New" && <GenerateForm onDone={() => setTab("Suggestions")} />}
    </div>
  );
}
