import { HandCoins, Mail, Radio, TrendingUp, type LucideIcon } from "lucide-react";
import { formatMoney } from "../../lib/format";
import { ErrorAlert } from "../ui/Page";
import { useDashboardStats } from "./api";

interface Card {
  key: "emailsSent" | "radioStations" | "grantOpportunities" | "revenue";
  label: string;
  /** Fixed text per spec, not data; 'vs last month' is added when it contains a percent sign. */
  caption: string;
  icon: LucideIcon;
}

const CARDS: Card[] = [
  { key: "emailsSent", label: "Emails Sent", caption: "+12%", icon: Mail },
  { key: "radioStations", label: "Radio Stations", caption: "+5 new this week", icon: Radio },
  { key: "grantOpportunities", label: "Grant Opportunities", caption: "3 deadlines soon", icon: HandCoins },
  { key: "revenue", label: "Revenue", caption: "+18%", icon: TrendingUp },
];

export const captionText = (caption: string) => (caption.includes("%") ? `${caption} vs last month` : caption);

export function StatsCards() {
  const { data, isLoading, error } = useDashboardStats();
  if (error) return <ErrorAlert error={error} />;
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="stats-cards">
      {isLoading
        ? Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="skeleton h-28 w-full" data-testid="stat-skeleton" />
          ))
        : CARDS.map(({ key, label, caption, icon: Icon }) => {
            const value = data?.[key] ?? 0;
            return (
              <div key={key} className="card bg-base-100 shadow-sm" data-stat={key}>
                <div className="card-body p-4">
                  <div className="flex items-center justify-between text-sm text-base-content/70">
                    {label}
                    <Icon className="size-4" aria-hidden />
                  </div>
                  <div className="text-2xl font-bold">
                    {key === "revenue" ? formatMoney(value) : value.toLocaleString("en-US")}
                  </div>
                  <div className="text-xs text-success">{captionText(caption)}</div>
                </div>
              </div>
            );
          })}
    </div>
  );
}
