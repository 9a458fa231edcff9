import { BarController, BarElement, CategoryScale, Chart as ChartJS, LinearScale, LineController, LineElement, PointElement, Tooltip } from "chart.js";
import { Chart } from "react-chartjs-2";

ChartJS.register(CategoryScale, LinearScale, BarElement, BarController, LineController, LineElement, PointElement, Tooltip);

const css = (name: string, fallback: string) => (typeof document !== "undefined" && getComputedStyle(document.documentElement).getPropertyValue(name).trim()) || fallback;

export interface RateBar {
  name: string;
  rate: number;
  lower: number;
  upper: number;
}

/** Conversion rate of each variant (points) with its confidence interval (floating bars). */
export default function RatesChart({ bars, level }: { bars: RateBar[]; level: number }) {
  const primary = css("--color-primary", "#6d28d9");
  const accent = css("--color-secondary", "#db2777");
  const text = css("--color-base-content", "#444");
  return (
    <div className="relative h-48 w-full" data-testid="rates-chart" data-rates={bars.map((b) => b.rate).join(",")}>
      <Chart<"bar" | "line", (number | [number, number])[], string>
        type="bar"
        aria-label={`Conversion rates with ${level}% intervals`}
        role="img"
        data={{
          labels: bars.map((b) => b.name),
          datasets: [
            { type: "bar" as const, label: `${level}% interval`, data: bars.map((b) => [b.lower, b.upper] as [number, number]), backgroundColor: `${primary}44`, borderColor: primary, borderWidth: 1, maxBarThickness: 40 },
            { type: "line" as const, label: "Conversion rate", data: bars.map((b) => b.rate), showLine: false, pointRadius: 6, pointBackgroundColor: accent, borderColor: accent },
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
                  return Array.isArray(raw) ? `${c.dataset.label}: ${raw[0].toFixed(2)}%–${raw[1].toFixed(2)}%` : `${c.dataset.label}: ${Number(raw).toFixed(2)}%`;
                },
              },
            },
          },
          scales: { x: { ticks: { color: text } }, y: { beginAtZero: true, ticks: { color: text, callback: (v) => `${v}%` } } },
        }}
      />
    </div>
  );
}
