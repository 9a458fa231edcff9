import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatMoney } from "../../lib/format";

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

const css = (name: string, fallback: string) =>
  (typeof document !== "undefined" && getComputedStyle(document.documentElement).getPropertyValue(name).trim()) ||
  fallback;

/** A small money bar chart (chart.js); loaded lazily so the first screen stays light. */
export default function BarChart({
  labels,
  values,
  label,
  horizontal,
}: {
  labels: string[];
  values: number[];
  label: string;
  horizontal?: boolean;
}) {
  const color = css("--color-primary", "#6d28d9");
  const text = css("--color-base-content", "#444");
  const money = (v: number | string) => formatMoney(v, Number.isInteger(Number(v)) ? 0 : 2);
  return (
    <div
      className="relative h-56 w-full"
      data-testid="bar-chart"
      data-values={values.join(",")}
      data-labels={labels.join("|")}
    >
      <Bar
        aria-label={label}
        role="img"
        data={{
          labels,
          datasets: [{ label, data: values, backgroundColor: color, borderRadius: 4, maxBarThickness: 48 }],
        }}
        options={{
          indexAxis: horizontal ? "y" : "x",
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            tooltip: { callbacks: { label: (c) => `${label}: ${money(c.parsed[horizontal ? "x" : "y"] ?? 0)}` } },
          },
          scales: {
            x: {
              ticks: { color: text, ...(horizontal ? { callback: (v) => money(v) } : {}) },
              grid: { display: !!horizontal },
            },
            y: { ticks: { color: text, ...(horizontal ? {} : { callback: (v) => money(v) }) }, beginAtZero: true },
          },
        }}
      />
    </div>
  );
}
