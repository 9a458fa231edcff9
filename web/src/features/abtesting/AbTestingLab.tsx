import { CheckCircle2, FlaskConical, Layers, Percent, Plus, Trash2, Trophy } from "lucide-react";
import { lazy, Suspense, useState, type FormEvent } from "react";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import { Field, ListSkeleton, StatCard, Tabs, errorMessage } from "../automation/ui";
import {
  DEFAULT_SAMPLE_SIZE,
  SIGNIFICANT,
  TEST_TYPES,
  testTypeLabel,
  useAbAction,
  useAbCampaigns,
  useAbResults,
  useAbVariants,
  useCreateAbCampaign,
  useGenerateResults,
  useRecordObservation,
  type AbCampaign,
  type AbResult,
} from "./api";

const RatesChart = lazy(() => import("./RatesChart"));
const AB_TABS = ["Test Campaigns", "Results", "Variants", "Create Test"] as const;
type AbTab = (typeof AB_TABS)[number];
const STATUS_BADGE: Record<string, string> = {
  draft: "badge-ghost",
  running: "badge-info",
  paused: "badge-warning",
  completed: "badge-success",
};

function RecordForm({ campaign }: { campaign: AbCampaign }) {
  const [form, setForm] = useState({
    variantId: String(campaign.variants[0]?.id ?? ""),
    exposures: "",
    conversions: "",
  });
  const record = useRecordObservation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const exposures = Number.parseInt(form.exposures, 10);
    const conversions = Number.parseInt(form.conversions || "0", 10);
    if (!Number.isFinite(exposures) || exposures < 1 || !Number.isFinite(conversions) || conversions < 0) {
      toast({
        title: "Missing Information",
        description: "Enter exposures (at least 1) and conversions (0 or more).",
        variant: "destructive",
      });
      return;
    }
    record.mutate(
      { id: campaign.id, variantId: Number(form.variantId), exposures, conversions },
      {
        onSuccess: ({ variant }) => {
          toast({
            title: "Data Recorded",
            description: `${variant.name}: ${variant.conversions} conversions from ${variant.exposures} exposures (${variant.conversionRate}%).`,
          });
          setForm((f) => ({ ...f, exposures: "", conversions: "" }));
        },
        onError: (e) => toast({ title: "Recording Failed", description: errorMessage(e), variant: "destructive" }),
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Record data for ${campaign.name}`}
      className="mt-3 flex flex-wrap items-end gap-2 rounded-box bg-base-200 p-2"
    >
      <Field label="Variant">
        <select
          className="select select-sm"
          aria-label="Variant"
          value={form.variantId}
          onChange={(e) => setForm({ ...form, variantId: e.target.value })}
        >
          {campaign.variants.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Exposures">
        <input
          className="input input-sm w-28"
          inputMode="numeric"
          aria-label="Exposures"
          value={form.exposures}
          onChange={(e) => setForm({ ...form, exposures: e.target.value })}
        />
      </Field>
      <Field label="Conversions">
        <input
          className="input input-sm w-28"
          inputMode="numeric"
          aria-label="Conversions"
          value={form.conversions}
          onChange={(e) => setForm({ ...form, conversions: e.target.value })}
        />
      </Field>
      <button type="submit" className="btn btn-sm" disabled={record.isPending}>
        Record
      </button>
    </form>
  );
}

function CampaignCard({ campaign, onShowResults }: { campaign: AbCampaign; onShowResults: () => void }) {
  const action = useAbAction();
  const generate = useGenerateResults();
  const run = (a: "start" | "stop") =>
    action.mutate(
      { id: campaign.id, action: a },
      {
        onSuccess: (c) =>
          toast({
            title: a === "start" ? "Test Started" : "Test Stopped",
            description: `"${c.name}" is now ${c.status}.`,
          }),
        onError: (e) => toast({ title: "Update Failed", description: errorMessage(e), variant: "destructive" }),
      },
    );
  const getResults = () =>
    generate.mutate(campaign.id, {
      onSuccess: (r) => {
        toast({ title: "Results Ready", description: r.conclusion });
        onShowResults();
      },
      onError: (e) => toast({ title: "No Results", description: errorMessage(e), variant: "destructive" }),
    });
  return (
    <li className="rounded-box border border-base-300 p-3" data-testid="ab-campaign" data-campaign={campaign.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{campaign.name}</span>
            <span
              className={`badge badge-sm ${STATUS_BADGE[campaign.status] ?? "badge-ghost"}`}
              data-testid="ab-status"
            >
              {campaign.status}
            </span>
          </div>
          <div className="text-xs text-base-content/70">
            {testTypeLabel(campaign.testType)} · sample size {campaign.sampleSize.toLocaleString("en-US")} ·{" "}
            {campaign.confidenceLevel}% confidence
          </div>
          {campaign.description && <p className="text-sm">{campaign.description}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          {campaign.status === "draft" && (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              onClick={() => run("start")}
              disabled={action.isPending}
            >
              Start Test
            </button>
          )}
          {campaign.status === "running" && (
            <>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={getResults}
                disabled={generate.isPending}
              >
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
              <span className="text-base-content/60">{v.trafficPercentage}%</span>
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

function ResultsTab() {
  const results = useAbResults();
  const campaigns = useAbCampaigns();
  if (results.isLoading || campaigns.isLoading) return <ListSkeleton />;
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
            <Suspense fallback={<div className="skeleton h-48 w-full" />}>
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
                    {r.conversionRate.toFixed(2)}% ({r.value}/{r.sampleSize}) · {level}% CI{" "}
                    {r.confidenceInterval.lower.toFixed(2)}–{r.confidenceInterval.upper.toFixed(2)}%
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

function VariantsTab() {
  const variants = useAbVariants();
  const campaigns = useAbCampaigns();
  if (variants.isLoading) return <ListSkeleton />;
  if (variants.error) return <ErrorAlert error={variants.error} />;
  if (!variants.data?.length) return <EmptyState title="No variants yet">Variants are created with a test.</EmptyState>;
  return (
    <div className="overflow-x-auto">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Variant</th>
            <th>Test</th>
            <th>Traffic</th>
            <th>Exposures</th>
            <th>Conversions</th>
            <th>Rate</th>
          </tr>
        </thead>
        <tbody>
          {variants.data.map((v) => (
            <tr key={v.id} data-testid="ab-variant">
              <td>
                {v.name} {v.isControl && <span className="badge badge-xs">control</span>}
                {v.description && <div className="text-xs text-base-content/60">{v.description}</div>}
              </td>
              <td>{campaigns.data?.find((c) => c.id === v.campaignId)?.name ?? ""}</td>
              <td>{v.trafficPercentage}%</td>
              <td>{v.exposures.toLocaleString("en-US")}</td>
              <td>{v.conversions.toLocaleString("en-US")}</td>
              <td>{v.conversionRate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const NEW_VARIANTS = () => [
  { name: "Control (A)", description: "", trafficPercentage: "50" },
  { name: "Variant B", description: "", trafficPercentage: "50" },
];
const EMPTY = {
  name: "",
  description: "",
  testType: "",
  sampleSize: String(DEFAULT_SAMPLE_SIZE),
  confidenceLevel: "95",
};

function CreateTestForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [variants, setVariants] = useState(NEW_VARIANTS);
  const create = useCreateAbCampaign();
  const total = variants.reduce((s, v) => s + (Number.parseInt(v.trafficPercentage, 10) || 0), 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.name.trim() || !form.testType) {
      toast({
        title: "Missing Information",
        description: "Please provide a campaign name and select a test type.",
        variant: "destructive",
      });
      return;
    }
    const parsed = Number.parseInt(form.sampleSize, 10);
    const level = Number(form.confidenceLevel);
    create.mutate(
      {
        name: form.name.trim(),
        description: form.description,
        testType: form.testType,
        sampleSize: Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_SAMPLE_SIZE,
        confidenceLevel: [90, 95, 99].includes(level) ? level : 95,
        variants: variants.map((v, i) => ({
          name: v.name.trim(),
          description: v.description,
          isControl: i === 0,
          trafficPercentage: Number.parseInt(v.trafficPercentage, 10) || 0,
        })),
      },
      {
        onSuccess: (c) => {
          toast({
            title: "Test Created",
            description: `"${c.name}" is a draft with ${c.variants.length} variants. Start it when ready.`,
          });
          setForm(EMPTY);
          setVariants(NEW_VARIANTS());
          onDone();
        },
        onError: () =>
          toast({
            title: "Creation Failed",
            description: "Failed to create A/B test campaign. Please try again.",
            variant: "destructive",
          }),
      },
    );
  };
  const setVariant = (i: number, patch: Partial<ReturnType<typeof NEW_VARIANTS>[number]>) =>
    setVariants((vs) => vs.map((v, j) => (j === i ? { ...v, ...patch } : v)));
  return (
    <form noValidate onSubmit={submit} aria-label="Create A/B test" className="space-y-3">
      {create.error && <ErrorAlert error={create.error} />}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Campaign Name *">
          <input
            className="input w-full"
            value={form.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            placeholder="Newsletter subject lines"
          />
        </Field>
        <Field label="Test Type *">
          <select
            className="select w-full"
            aria-label="Test Type"
            value={form.testType}
            onChange={(e) => setForm({ ...form, testType: e.target.value })}
          >
            <option value="">Select test type</option>
            {TEST_TYPES.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Sample Size">
          <input
            className="input w-full"
            inputMode="numeric"
            value={form.sampleSize}
            onChange={(e) => setForm({ ...form, sampleSize: e.target.value })}
          />
        </Field>
        <Field label="Confidence Level">
          <select
            className="select w-full"
            aria-label="Confidence Level"
            value={form.confidenceLevel}
            onChange={(e) => setForm({ ...form, confidenceLevel: e.target.value })}
          >
            <option value="90">90%</option>
            <option value="95">95%</option>
            <option value="99">99%</option>
          </select>
        </Field>
        <Field label="Description" className="sm:col-span-2">
          <textarea
            className="textarea w-full"
            rows={2}
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
          />
        </Field>
      </div>
      <fieldset className="fieldset rounded-box border border-base-300 p-3">
        <legend className="fieldset-legend text-xs">Variants (the first is the control) · traffic {total}%</legend>
        {variants.map((v, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2" data-testid="variant-row">
            <Field label={i === 0 ? "Control name" : `Variant ${i + 1} name`}>
              <input
                className="input input-sm w-40"
                value={v.name}
                onChange={(e) => setVariant(i, { name: e.target.value })}
              />
            </Field>
            <Field label="Description" className="min-w-40 flex-1">
              <input
                className="input input-sm w-full"
                value={v.description}
                onChange={(e) => setVariant(i, { description: e.target.value })}
              />
            </Field>
            <Field label="Traffic %">
              <input
                className="input input-sm w-20"
                inputMode="numeric"
                aria-label={`Traffic % for ${v.name || `variant ${i + 1}`}`}
                value={v.trafficPercentage}
                onChange={(e) => setVariant(i, { trafficPercentage: e.target.value })}
              />
            </Field>
            {i > 1 && (
              <button
                type="button"
                className="btn btn-ghost btn-sm"
                aria-label={`Remove ${v.name}`}
                onClick={() => setVariants((vs) => vs.filter((_, j) => j !== i))}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            )}
          </div>
        ))}
        {total !== 100 && <p className="text-xs text-warning">Traffic must add up to 100%.</p>}
        <button
          type="button"
          className="btn btn-ghost btn-sm w-fit"
          disabled={variants.length >= 10}
          onClick={() =>
            setVariants((vs) => [
              ...vs,
              { name: `Variant ${String.fromCharCode(65 + vs.length)}`, description: "", trafficPercentage: "0" },
            ])
          }
        >
          <Plus className="size-4" aria-hidden /> Add Variant
        </button>
      </fieldset>
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create Test"}
        </button>
      </div>
    </form>
  );
}

export default function AbTestingLab() {
  const [tab, setTab] = useState<AbTab>("Test Campaigns");
  const campaigns = useAbCampaigns();
  const results = useAbResults();
  const variants = useAbVariants();
  const list = campaigns.data ?? [];
  const sig = (results.data ?? [])
    .filter((r) => r.statisticalSignificance !== null)
    .map((r) => r.statisticalSignificance as number);
  const avg = sig.length ? Math.round((sig.reduce((a, b) => a + b, 0) / sig.length) * 10) / 10 : 0;
  return (
    <div className="space-y-4" data-testid="ab-lab">
      <h3 className="font-semibold">A/B Testing Lab</h3>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Running Tests"
          value={list.filter((c) => c.status === "running").length}
          icon={FlaskConical}
          loading={campaigns.isLoading}
        />
        <StatCard
          label="Completed Tests"
          value={list.filter((c) => c.status === "completed").length}
          icon={CheckCircle2}
          loading={campaigns.isLoading}
        />
        <StatCard label="Test Variants" value={variants.data?.length ?? 0} icon={Layers} loading={variants.isLoading} />
        <StatCard
          label="Avg. Confidence"
          value={`${avg}%`}
          icon={Percent}
          loading={results.isLoading}
          hint="Mean significance of results"
        />
      </div>
      <Tabs tabs={AB_TABS} value={tab} onChange={setTab} label="A/B testing sections" size="sm" />
      {tab === "Test Campaigns" &&
        (campaigns.isLoading ? (
          <ListSkeleton />
        ) : campaigns.error ? (
          <ErrorAlert error={campaigns.error} />
        ) : list.length ? (
          <ul className="space-y-3" aria-label="Test campaigns">
            {list.map((c) => (
              <CampaignCard key={c.id} campaign={c} onShowResults={() => setTab("Results")} />
            ))}
          </ul>
        ) : (
          <EmptyState title="No A/B tests yet">
            Create a test to compare subject lines, pitches or calls to action.
          </EmptyState>
        ))}
      {tab === "Results" && <ResultsTab />}
      {tab === "Variants" && <VariantsTab />}
      {tab === "Create Test" && <CreateTestForm onDone={() => setTab("Test Campaigns")} />}
    </div>
  );
}
