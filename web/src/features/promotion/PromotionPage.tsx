import { lazy, Suspense, useState } from "react";
import { BarChart3, CalendarClock, Check, Layers, Megaphone, Plus, Target, Wallet } from "lucide-react";
import { PLATFORM_CATEGORIES, activityTypeLabel, objectiveLabel } from "../../../../src/modules/promotion/catalog";
import { formatDateTime } from "../../lib/format";
import { useAudiobooks } from "../audiobooks/api";
import { money2 } from "../audiobooks/format";
import { useVoiceAction } from "../voice/useVoiceAction";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import { ActivityDialog } from "./ActivityDialog";
import { useActivities, useAnalytics, useCampaigns, type Activity, type Campaign } from "./api";
import { CampaignDialog } from "./CampaignDialog";

const BarChart = lazy(() => import("../audiobooks/BarChart"));

const TABS = ["Marketing Platforms", "Active Campaigns", "Campaign Activities", "Analytics"] as const;
type Tab = (typeof TABS)[number];

export const campaignLook = (status: string) =>
  status === "active"
    ? "badge-success"
    : status === "planning"
      ? "badge-warning"
      : status === "completed"
        ? "badge-info"
        : "badge-ghost";
export const activityLook = (status: string) =>
  status === "completed"
    ? "badge-success"
    : status === "in_progress"
      ? "badge-info"
      : status === "planned"
        ? "badge-warning"
        : "badge-ghost";

export function PromotionPage() {
  const books = useAudiobooks();
  const campaigns = useCampaigns();
  const [tab, setTab] = useState<Tab>("Marketing Platforms");
  const [bookId, setBookId] = useState<number | null>(null);
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<{ kind: "campaign"; channels: string[] } | { kind: "activity" } | null>(null);
  const book = books.data?.find((b) => b.id === bookId);
  const campaign = campaigns.data?.find((c) => c.id === campaignId);

  const openCampaign = (channels: string[] = []) => {
    if (!book) {
      toast({
        title: "Select an Audiobook",
        description: "Choose the audiobook to promote first.",
        variant: "destructive",
      });
      return;
    }
    setDialog({ kind: "campaign", channels });
  };
  useVoiceAction("new-campaign", () => openCampaign());

  return (
    <div>
      <PageHeader
        title="Audiobook Promotion Hub"
        description="Pick a book, choose platforms, and plan campaigns and activities."
        actions={
          <>
            <button type="button" className="btn btn-primary" disabled={!book} onClick={() => openCampaign()}>
              <Plus className="size-4" aria-hidden /> New Campaign
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={!campaign}
              onClick={() => setDialog({ kind: "activity" })}
            >
              <Plus className="size-4" aria-hidden /> Add Activity
            </button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <label className="fieldset py-0">
          <span className="fieldset-legend py-1 text-sm">Audiobook to promote</span>
          <select
            className="select w-72 max-w-full"
            value={bookId ?? ""}
            onChange={(e) => setBookId(e.target.value ? Number(e.target.value) : null)}
            disabled={books.isLoading}
          >
            <option value="">{books.data?.length === 0 ? "Add an audiobook first" : "Select an audiobook"}</option>
            {books.data?.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </select>
        </label>
        {campaign && (
          <span className="badge badge-lg badge-soft badge-primary mb-1" data-testid="current-campaign">
            Current campaign: {campaign.name}
          </span>
        )}
      </div>

      <div role="tablist" className="tabs tabs-box mb-4 w-full flex-nowrap overflow-x-auto">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={`tab whitespace-nowrap ${tab === t ? "tab-active" : ""}`}
            onClick={() => setTab(t)}
          >
            {t}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={tab}>
        {tab === "Marketing Platforms" && <Platforms onUse={(p) => openCampaign([p])} />}
        {tab === "Active Campaigns" && (
          <CampaignList
            campaigns={campaigns.data}
            loading={campaigns.isLoading}
            error={campaigns.error}
            books={books.data ?? []}
            current={campaignId}
            onSelect={(c) => {
              setCampaignId(c.id);
              toast({ title: "Campaign Selected", description: `"${c.name}" is now the current campaign.` });
            }}
          />
        )}
        {tab === "Campaign Activities" && (
          <Activities campaign={campaign} onAdd={() => setDialog({ kind: "activity" })} />
        )}
        {tab === "Analytics" && <Analytics book={book} />}
      </div>

      {dialog?.kind === "campaign" && book && (
        <CampaignDialog
          audiobook={book}
          initialChannels={dialog.channels}
          onClose={() => setDialog(null)}
          onCreated={(id) => {
            setDialog(null);
            setCampaignId(id);
            setTab("Active Campaigns");
          }}
        />
      )}
      {dialog?.kind === "activity" && campaign && (
        <ActivityDialog campaign={campaign} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}

function Platforms({ onUse }: { onUse: (platform: string) => void }) {
  return (
    <div className="space-y-6">
      {PLATFORM_CATEGORIES.map((cat, i) => (
        <section key={cat.name} aria-label={cat.name}>
          <h2 className="mb-2 font-semibold">
            {i + 1}. {cat.name}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {cat.platforms.map((p) => (
              <article
                key={p.name}
                className="card bg-base-100 shadow-sm"
                aria-label={p.name}
                data-testid="platform-card"
              >
                <div className="card-body gap-2 p-4">
                  <h3 className="font-semibold">{p.name}</h3>
                  <p className="text-sm text-base-content/70">{p.description}</p>
                  <div className="card-actions justify-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-primary btn-outline"
                      onClick={() => onUse(p.name)}
                      aria-label={`Use ${p.name}`}
                    >
                      Use
                    </button>
                  </div>
                </div>
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function CampaignList({
  campaigns,
  loading,
  error,
  books,
  current,
  onSelect,
}: {
  campaigns?: Campaign[];
  loading: boolean;
  error: unknown;
  books: { id: number; title: string }[];
  current: number | null;
  onSelect: (c: Campaign) => void;
}) {
  if (error) return <ErrorAlert error={error} />;
  if (loading)
    return (
      <div className="grid gap-3 md:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="skeleton h-40 w-full" />
        ))}
      </div>
    );
  if (!campaigns?.length)
    return (
      <EmptyState title="No campaigns yet" icon={<Megaphone className="size-8 text-base-content/40" aria-hidden />}>
        Select an audiobook and press New Campaign, or Use a platform card.
      </EmptyState>
    );
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {campaigns.map((c) => {
        const selected = c.id === current;
        return (
          <article
            key={c.id}
            aria-label={c.name}
            className={`card bg-base-100 shadow-sm ${selected ? "ring-2 ring-primary" : ""}`}
            data-testid="campaign-card"
          >
            <div className="card-body gap-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold">{c.name}</h3>
                  <p className="text-xs text-base-content/60">
                    {books.find((b) => b.id === c.audiobookId)?.title ?? "Audiobook"}
                  </p>
                </div>
                <span className={`badge badge-sm px-2 whitespace-nowrap ${campaignLook(c.status)}`}>{c.status}</span>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <span>
                  <Target className="mr-1 inline size-3.5" aria-hidden />
                  {objectiveLabel(c.objective)}
                </span>
                {c.budget && (
                  <span>
                    <Wallet className="mr-1 inline size-3.5" aria-hidden />
                    {money2(c.budget)}
                  </span>
                )}
                {(c.startDate || c.endDate) && (
                  <span>
                    <CalendarClock className="mr-1 inline size-3.5" aria-hidden />
                    {formatDateTime(c.startDate) || "…"} – {formatDateTime(c.endDate) || "…"}
                  </span>
                )}
              </div>
              {c.targetAudience && <p className="text-sm text-base-content/70">Audience: {c.targetAudience}</p>}
              {c.description && <p className="text-sm text-base-content/80">{c.description}</p>}
              {c.channels && c.channels.length > 0 && (
                <div className="flex flex-wrap gap-1">
                  {c.channels.map((ch) => (
                    <span key={ch} className="badge badge-soft badge-primary badge-sm px-2 whitespace-nowrap">
                      {ch}
                    </span>
                  ))}
                </div>
              )}
              <div className="card-actions justify-end">
                <button
                  type="button"
                  className={`btn btn-sm ${selected ? "btn-primary" : "btn-outline"}`}
                  aria-pressed={selected}
                  onClick={() => onSelect(c)}
                >
                  {selected ? (
                    <>
                      <Check className="size-4" aria-hidden /> Selected
                    </>
                  ) : (
                    "Select"
                  )}
                </button>
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}

function Activities({ campaign, onAdd }: { campaign?: Campaign; onAdd: () => void }) {
  const activities = useActivities(campaign?.id ?? null);
  if (!campaign)
    return (
      <EmptyState
        title="Select a campaign to view its activities"
        icon={<Layers className="size-8 text-base-content/40" aria-hidden />}
      >
        Pick one on the Active Campaigns tab.
      </EmptyState>
    );
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">Activities for {campaign.name}</h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={onAdd}>
          <Plus className="size-4" aria-hidden /> Add Activity
        </button>
      </div>
      {activities.error ? (
        <ErrorAlert error={activities.error} />
      ) : activities.isLoading ? (
        <div className="space-y-2">
          {[0, 1].map((i) => (
            <div key={i} className="skeleton h-20 w-full" />
          ))}
        </div>
      ) : !activities.data?.length ? (
        <EmptyState title="No activities yet">
          Add the first post, e-mail, review push or event for this campaign.
        </EmptyState>
      ) : (
        <ul className="space-y-2">
          {activities.data.map((a: Activity) => (
            <li key={a.id} className="card bg-base-100 shadow-sm" aria-label={a.title} data-testid="activity-card">
              <div className="card-body gap-1 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold">{a.title}</h3>
                  <span className={`badge badge-sm px-2 whitespace-nowrap ${activityLook(a.status)}`}>
                    {a.status.replace("_", " ")}
                  </span>
                </div>
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/70">
                  <span>{activityTypeLabel(a.type)}</span>
                  <span className="font-medium text-base-content">{a.channel}</span>
                  {a.scheduledDate && <span>{formatDateTime(a.scheduledDate)}</span>}
                  {a.budget && <span>{money2(a.budget)}</span>}
                </div>
                {a.description && <p className="text-sm">{a.description}</p>}
                {a.content && (
                  <p className="line-clamp-3 whitespace-pre-line text-sm text-base-content/70">{a.content}</p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Analytics({ book }: { book?: { id: number; title: string } }) {
  const a = useAnalytics(book?.id ?? null);
  if (a.error) return <ErrorAlert error={a.error} />;
  const cards = [
    { label: "Active Campaigns", value: a.data?.activeCampaigns ?? 0, icon: Megaphone },
    { label: "Total Activities", value: a.data?.totalActivities ?? 0, icon: Layers },
    { label: "Total Budget", value: `$${a.data?.totalBudget ?? "0.00"}`, icon: Wallet },
    { label: "Platform Reach", value: a.data?.platformReach ?? 0, icon: BarChart3 },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-base-content/70" data-testid="analytics-scope">
        {book ? `Campaigns for ${book.title}` : "All campaigns, every audiobook"}
      </p>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="promotion-analytics">
        {cards.map(({ label, value, icon: Icon }) => (
          <div key={label} className="card bg-base-100 shadow-sm" data-stat={label}>
            <div className="card-body p-4">
              <div className="flex items-center justify-between text-sm text-base-content/70">
                {label}
                <Icon className="size-4" aria-hidden />
              </div>
              {a.isLoading ? <div className="skeleton h-8 w-16" /> : <div className="text-2xl font-bold">{value}</div>}
            </div>
          </div>
        ))}
      </div>
      <div className="card bg-base-100 shadow-sm">
        <div className="card-body p-4">
          <h2 className="font-semibold">Budget by Channel</h2>
          <p className="text-xs text-base-content/60">Each campaign's budget split evenly across its channels.</p>
          {a.data?.budgetByChannel.length ? (
            <Suspense fallback={<div className="skeleton h-56 w-full" />}>
              <BarChart
                horizontal
                label="Budget"
                labels={a.data.budgetByChannel.map((b) => b.channel)}
                values={a.data.budgetByChannel.map((b) => b.budget)}
              />
            </Suspense>
          ) : (
            <p className="py-6 text-center text-sm text-base-content/60">
              Give a campaign a budget to see where the money goes.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
