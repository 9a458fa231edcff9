import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { Chart } from "react-chartjs-2";
import { formatPercent } from "../../lib/format";
import { themeColor } from "../ui/chartColors";

ChartJS.register(
  CategoryScale,
  LinearScale,
  BarElement,
  BarController,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface RateBar {
  name: string;
  rate: number;
  lower: number;
  upper: number;
}

/** Conversion rate of each variant (points) with its confidence interval (floating bars). */
export default function RatesChart({ bars, level }: { bars: RateBar[]; level: number }) {
  const primary = themeColor("--color-primary", "#d97706");
  const band = themeColor("--color-primary", "#d97706", 0.3);
  const accent = themeColor("--color-secondary", "#7c3aed");
  const text = themeColor("--color-base-content", "#444");
  return (
    <div className="relative h-48 w-full" data-testid="rates-chart" data-rates={bars.map((b) => b.rate).join(",")}>
      <Chart<"bar" | "line", (number | [number, number])[], string>
        type="bar"
        aria-label={`Conversion rates with ${level}% intervals`}
        role="img"
        data={{
          labels: bars.map((b) => b.name),
          datasets: [
            {
              type: "bar" as const,
              label: `${level}% interval`,
              data: bars.map((b) => [b.lower, b.upper] as [number, number]),
              backgroundColor: band,
              borderColor: primary,
              borderWidth: 1,
              maxBarThickness: 40,
              order: 2,
            },
            {
              type: "line" as const,
              label: "Conversion rate",
              data: bars.map((b) => b.rate),
              showLine: false,
              pointRadius: 7,
              pointStyle: "rectRot",
              pointBackgroundColor: accent,
              borderColor: accent,
              order: 1,
            },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            tooltip: {
              callbacks: {
                label: (c) => {
                  const raw = c.raw as number | [number, number];
                  return Array.isArray(raw)
                    ? `${c.dataset.label}: ${formatPercent(raw[0])}–${formatPercent(raw[1])}`
                    : `${c.dataset.label}: ${formatPercent(Number(raw))}`;
                },
              },
            },
          },
          scales: {
            x: { ticks: { color: text } },
            y: { beginAtZero: true, ticks: { color: text, callback: (v) => formatPercent(Number(v), 0) } },
          },
        }}
      />
    </div>
  );
}
