import { formatMoney, formatNumber } from "../../lib/format";
import type { DashboardSummary } from "./api";

export type StatKey = "emailsSent" | "radioStations" | "grantOpportunities" | "revenue";
export type Tone = "up" | "down" | "neutral";

/** The dashboard's four figures, in the order they are shown. */
export const STAT_CARDS: { key: StatKey; label: string }[] = [
  { key: "emailsSent", label: "Emails Sent" },
  { key: "radioStations", label: "Radio Stations" },
  { key: "grantOpportunities", label: "Grant Opportunities" },
  { key: "revenue", label: "Revenue" },
];

export type StatFigure = { key: StatKey; label: string; value: string; caption: string; tone: Tone };

/**
 * What each card shows, formatted in the owner's locale: the figure and the caption the server computed from the
 * data (no invented trends). Shared by the React cards and by the cards index.html paints before the app's script
 * has run (first-screen.ts), so both show the very same text.
 */
export function statFigures(summary: DashboardSummary): StatFigure[] {
  return STAT_CARDS.map(({ key, label }) => {
    const { value, caption } = summary[key];
    const others = key === "revenue" ? summary.revenue.otherCurrencies : [];
    return {
      key,
      label,
      value: key === "revenue" ? formatMoney(value) : formatNumber(value, 0),
      caption: others.length ? `${caption.text} · ${others.join(", ")} not included` : caption.text,
      tone: caption.trend,
    };
  });
}

export const dashboardDescription = (name: string | null | undefined) =>
  `Welcome back${name ? `, ${name}` : ""}! Here is what is happening with your music and books.`;
