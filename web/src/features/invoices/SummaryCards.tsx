import { AlertTriangle, CircleDollarSign, Clock, FileText } from "lucide-react";
import { formatMoney, formatNumber } from "../../lib/format";
import { Skeleton } from "../ui";
import { useInvoiceSummary } from "./api";

/** Revenue (paid), outstanding (sent), overdue and the count: computed by the server over every invoice. */
export function SummaryCards() {
  const { data: s, isPending } = useInvoiceSummary();
  if (isPending || !s) return <Skeleton rows={1} label="Loading invoice summary" className="mb-6 h-24" />;
  const money = (v: number) => formatMoney(v, 2, s.currency);
  const others = s.otherCurrencies.length ? ` (${s.currency} only)` : "";
  const cards = [
    {
      key: "revenue",
      label: "Total Revenue",
      value: money(s.totalRevenue),
      caption: `paid invoices${others}`,
      icon: CircleDollarSign,
    },
    {
      key: "outstanding",
      label: "Outstanding",
      value: money(s.outstanding),
      caption: "sent, not yet paid",
      icon: Clock,
    },
    {
      key: "overdue",
      label: "Overdue",
      value: formatNumber(s.overdueCount),
      caption: `${money(s.overdueAmount)} past due`,
      icon: AlertTriangle,
    },
    { key: "total", label: "Total Invoices", value: formatNumber(s.total), caption: "all statuses", icon: FileText },
  ];
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 xl:grid-cols-4" data-testid="invoice-summary">
      {cards.map(({ key, label, value, caption, icon: Icon }) => (
        <div key={key} className="card bg-base-100 shadow-sm" data-stat={key}>
          <div className="card-body p-4">
            <div className="flex items-center justify-between text-sm text-base-content/70">
              {label}
              <Icon className="size-4" aria-hidden />
            </div>
            <div className="text-2xl font-bold" data-testid="stat-value">
              {value}
            </div>
            <div className="text-xs text-base-content/60">{caption}</div>
          </div>
        </div>
      ))}
    </div>
  );
}
