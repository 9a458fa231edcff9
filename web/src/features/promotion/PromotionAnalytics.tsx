import { lazy, Suspense } from "react";
import { BarChart3, Layers, Megaphone, Wallet } from "lucide-react";
import { formatMoney, formatNumber } from "../../lib/format";
import { ErrorAlert, StatCard } from "../ui";
import { useAnalytics } from "./api";

const BarChart = lazy(() => import("../audiobooks/BarChart"));

/** The four figures and the budget-by-channel chart, computed on the server for all books or the selected one. */
export function PromotionAnalytics({ book }: { book?: { id: number; title: string } }) {
  const a = useAnalytics(book?.id ?? null);
  if (a.error) return <ErrorAlert error={a.error} />;
  const figure = (v: string) => (a.isLoading ? <span className="skeleton inline-block h-8 w-16" /> : v);
  const cards = [
    { label: "Active Campaigns", value: formatNumber(a.data?.activeCampaigns ?? 0), caption: "running now", icon: Megaphone },
    { label: "Total Activities", value: formatNumber(a.data?.totalActivities ?? 0), caption: "planned and done", icon: Layers },
    { label: "Total Budget", value: formatMoney(a.data?.totalBudget ?? 0, 2), caption: "over these campaigns", icon: Wallet },
    { label: "Platform Reach", value: formatNumber(a.data?.platformReach ?? 0), caption: "distinct channels", icon: BarChart3 },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-base-content/80" data-testid="analytics-scope">
        {book ? `Campaigns for ${book.title}` : "All campaigns, every audiobook"}
      </p>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="promotion-analytics">
        {cards.map(({ label, value, caption, icon: Icon }) => (
          <div key={label} data-stat={label}>
            <StatCard title={label} value={figure(value)} caption={caption} icon={<Icon className="size-4" aria-hidden />} />
          </div>
        ))}
      </div>
      <section className="card bg-base-100 shadow-sm" aria-labelledby="budget-by-channel">
        <div className="card-body p-4">
          <h2 id="budget-by-channel" className="font-semibold">
            Budget by Channel
          </h2>
          <p className="text-xs text-base-content/80">Each campaign's budget split evenly across its channels.</p>
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
            <p className="py-6 text-center text-sm text-base-content/80">
              Give a campaign a budget to see where the money goes.
            </p>
          )}
        </div>
      </section>
    </div>
  );
}
