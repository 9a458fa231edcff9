import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatMoney } from "../../lib/format";
import { themeColor } from "../ui/chartColors";

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

/** Income per group in one currency (chart.js, loaded lazily so the screen's first paint stays light). */
export default function IncomeChart({
  labels,
  values,
  currency,
}: {
  labels: string[];
  values: number[];
  currency: string;
}) {
  const color = themeColor("--color-primary", "#6d28d9");
  const text = themeColor("--color-base-content", "#444");
  const money = (v: number | string) => formatMoney(v, 0, currency);
  const horizontal = labels.length > 12;
  return (
    <div
      className={`relative w-full ${horizontal ? "h-96" : "h-64"}`}
      data-testid="income-chart"
      data-values={values.join(",")}
    >
      <Bar
        aria-label={`Income in ${currency}, by ${labels.length} groups`}
        role="img"
        data={{
          labels,
          datasets: [{ label: currency, data: values, backgroundColor: color, borderRadius: 4, maxBarThickness: 48 }],
        }}
        options={{
          indexAxis: horizontal ? "y" : "x",
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            tooltip: { callbacks: { label: (c) => formatMoney(c.parsed[horizontal ? "x" : "y"] ?? 0, 2, currency) } },
          },
          scales: {
            x: {
              ticks: { color: text, ...(horizontal ? { callback: (v) => money(v) } : {}) },
              grid: { display: false },
            },
            y: { ticks: { color: text, ...(horizontal ? {} : { callback: (v) => money(v) }) }, beginAtZero: true },
          },
        }}
      />
    </div>
  );
}
