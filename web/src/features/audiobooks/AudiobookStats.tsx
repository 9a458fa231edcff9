import { BookOpen, DollarSign, ShoppingCart, TrendingUp } from "lucide-react";
import { formatNumber } from "../../lib/format";
import { StatCard } from "../ui";
import { useBooksSummary, useSalesSummary } from "./api";
import { money2 } from "./format";

/** The four catalogue figures, all computed by the server over every book and sale (never summed here). */
export function AudiobookStats() {
  const books = useBooksSummary();
  const sales = useSalesSummary();
  const b = books.data;
  const s = sales.data;
  const loading = <span className="skeleton inline-block h-8 w-20" aria-label="Loading" />;
  const cards = [
    {
      label: "Total Books",
      value: b ? formatNumber(b.books) : loading,
      caption: b ? (b.books ? "In your catalogue" : "Add a book to start") : "",
      icon: BookOpen,
    },
    {
      label: "Total Revenue",
      value: s ? money2(s.revenue) : loading,
      caption: s ? (s.sales ? `${money2(s.monthRevenue)} this month` : "No sales yet") : "",
      icon: DollarSign,
    },
    {
      label: "Total Sales",
      value: s ? formatNumber(s.sales) : loading,
      caption: s ? (s.sales ? `${formatNumber(s.monthSales)} this month` : "No sales yet") : "",
      icon: ShoppingCart,
    },
    {
      label: "Active Books",
      value: b ? formatNumber(b.active) : loading,
      caption: b ? (b.books ? `of ${formatNumber(b.books)} in active promotion` : "None yet") : "",
      icon: TrendingUp,
    },
  ];
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="audiobook-stats">
      {cards.map(({ label, value, caption, icon: Icon }) => (
        <div key={label} data-stat={label}>
          <StatCard title={label} value={value} caption={caption} icon={<Icon className="size-4" aria-hidden />} />
        </div>
      ))}
    </div>
  );
}
