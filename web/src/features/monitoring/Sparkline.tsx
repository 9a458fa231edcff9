import { CategoryScale, Chart as ChartJS, Filler, LinearScale, LineElement, PointElement, Tooltip } from "chart.js";
import { Line } from "react-chartjs-2";
import { formatPercent, formatTime } from "../../lib/format";
import { themeColor } from "../ui/chartColors";

ChartJS.register(CategoryScale, LinearScale, LineElement, PointElement, Filler, Tooltip);

/** A metric's recent values (percent) with its alert threshold as a dashed line. */
export default function Sparkline({
  points,
  threshold,
  label,
}: {
  points: { value: number; at: string }[];
  threshold: number | null;
  label: string;
}) {
  const color = themeColor("--color-primary", "#d97706");
  const fill = themeColor("--color-primary", "#d97706", 0.15);
  const warn = themeColor("--color-error", "#dc2626");
  const labels = points.map((p) => formatTime(p.at));
  return (
    <div className="relative h-16 w-full" data-testid="sparkline" data-values={points.map((p) => p.value).join(",")}>
      <Line
        aria-label={`${label}: recent values`}
        role="img"
        data={{
          labels,
          datasets: [
            {
              data: points.map((p) => p.value),
              borderColor: color,
              backgroundColor: fill,
              fill: true,
              pointRadius: points.length > 12 ? 0 : 2,
              tension: 0.3,
              borderWidth: 2,
            },
            ...(threshold !== null
              ? [
                  {
                    data: points.map(() => threshold),
                    borderColor: warn,
                    borderDash: [4, 4],
                    pointRadius: 0,
                    borderWidth: 1,
                    fill: false,
                  },
                ]
              : []),
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: {
            legend: { display: false },
            tooltip: { callbacks: { label: (c) => formatPercent(Number(c.parsed.y)) } },
          },
          scales: { x: { display: false }, y: { display: false, suggestedMin: 0, suggestedMax: 100 } },
        }}
      />
    </div>
  );
}
