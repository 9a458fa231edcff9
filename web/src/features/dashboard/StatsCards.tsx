import { HandCoins, Mail, Radio, TrendingUp, type LucideIcon } from "lucide-react";
import { formatMoney, formatNumber } from "../../lib/format";
// Straight from the kit's file, not its index: the first screen does not pull in the form code the index also exports.
import { ErrorAlert, StatCard } from "../ui/Page";
import { useDashboardSummary } from "./api";

type Key = "emailsSent" | "radioStations" | "grantOpportunities" | "revenue";

const CARDS: { key: Key; label: string; icon: LucideIcon }[] = [
  { key: "emailsSent", label: "Emails Sent", icon: Mail },
  { key: "radioStations", label: "Radio Stations", icon: Radio },
  { key: "grantOpportunities", label: "Grant Opportunities", icon: HandCoins },
  { key: "revenue", label: "Revenue", icon: TrendingUp },
];

/** The four figures; every caption comes from the server, computed from the data (no invented trends). */
export function StatsCards() {
  const { data, isLoading, error } = useDashboardSummary();
  if (error) return <ErrorAlert error={error} />;
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="stats-cards">
      {isLoading || !data
        ? Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton h-28 w-full" data-testid="stat-skeleton" aria-hidden />
          ))
        : CARDS.map(({ key, label, icon: Icon }) => {
            const { value, caption } = data[key];
            const others = key === "revenue" ? data.revenue.otherCurrencies : [];
            return (
              <div key={key} data-stat={key}>
                <StatCard
                  title={label}
                  icon={<Icon className="size-4 text-base-content/80" aria-hidden />}
                  value={key === "revenue" ? formatMoney(value) : formatNumber(value, 0)}
                  caption={others.length ? `${caption.text} · ${others.join(", ")} not included` : caption.text}
                  tone={caption.trend}
                />
              </div>
            );
          })}
    </div>
  );
}
