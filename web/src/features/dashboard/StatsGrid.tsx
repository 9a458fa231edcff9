import { HandCoins, Mail, Radio, TrendingUp, type LucideIcon } from "lucide-react";
// Straight from the kit's file, not its index: the first screen does not pull in the form code the index also exports.
import { StatCard } from "../ui/Page";
import type { DashboardSummary } from "./api";
import { type StatKey, statFigures } from "./figures";

const ICONS: Record<StatKey, LucideIcon> = {
  emailsSent: Mail,
  radioStations: Radio,
  grantOpportunities: HandCoins,
  revenue: TrendingUp,
};

/**
 * The four cards with their figures. index.html paints this very markup before the app's script has run
 * (first-screen.ts; first-screen.test.tsx holds the two alike), so React's first render changes nothing on screen.
 */
export function StatsGrid({ summary }: { summary: DashboardSummary }) {
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="stats-cards">
      {statFigures(summary).map(({ key, label, value, caption, tone }) => {
        const Icon = ICONS[key];
        return (
          <div key={key} data-stat={key}>
            <StatCard
              title={label}
              icon={<Icon className="size-4 text-base-content/80" aria-hidden />}
              value={value}
              caption={caption}
              tone={tone}
            />
          </div>
        );
      })}
    </div>
  );
}
