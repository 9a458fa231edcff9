import { lazy, Suspense } from "react";
import { formatDateWith, formatNumber, getFormatLocale } from "../../lib/format";
import { Dialog, ErrorAlert } from "../ui";
import { useMonthly, useSalesSummary, type Audiobook } from "./api";
import { money2 } from "./format";
import { ImportSales } from "./ImportSales";
import { RecordSaleForm } from "./RecordSaleForm";
import { SalesList } from "./SalesList";

const BarChart = lazy(() => import("./BarChart"));

const monthLabel = (ym: string) => formatDateWith(`${ym}-15`, { month: "short", year: "numeric" });

/** One book's sales: figures and the monthly series from the server's SQL routes, the sales a page at a time. */
export function SalesDialog({ book, onClose }: { book: Audiobook; onClose: () => void }) {
  const summary = useSalesSummary(book.id);
  const monthly = useMonthly(book.id);
  const s = summary.data;
  const own = getFormatLocale().currency;
  const otherCurrencies = (s?.currencies ?? []).filter((c) => c !== own);
  const figures: [string, string | undefined][] = [
    ["Total Sales", s && formatNumber(s.sales)],
    ["Total Revenue", s && money2(s.revenue)],
    ["Monthly Revenue", s && money2(s.monthRevenue)],
  ];
  return (
    <Dialog title={`Sales: ${book.title}`} onClose={onClose} wide>
      {summary.error && <ErrorAlert error={summary.error} />}
      <dl className="grid grid-cols-3 gap-2" data-testid="sales-summary">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-box bg-base-200 p-3">
            <dt className="text-xs text-base-content/80">{label}</dt>
            <dd className="text-lg font-bold" data-sales-stat={label}>
              {value ?? <span className="skeleton inline-block h-6 w-12" aria-label="Loading" />}
            </dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-5 mb-2 font-semibold">Revenue by Month</h3>
      {monthly.isLoading ? (
        <div className="skeleton h-56 w-full" />
      ) : monthly.data?.length ? (
        <Suspense fallback={<div className="skeleton h-56 w-full" />}>
          <BarChart
            label="Revenue"
            labels={monthly.data.map((m) => monthLabel(m.month))}
            values={monthly.data.map((m) => m.revenue)}
          />
        </Suspense>
      ) : (
        <p className="text-sm text-base-content/80">The chart appears after the first sale.</p>
      )}

      <h3 className="mt-5 mb-2 font-semibold">Recent Sales</h3>
      {otherCurrencies.length > 0 && (
        <p className="mb-2 text-xs text-base-content/80" data-testid="currency-note">
          Totals add amounts as recorded; some sales are in {otherCurrencies.join(", ")}, not converted to {own}.
        </p>
      )}
      <SalesList bookId={book.id} />

      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <RecordSaleForm book={book} />
        <ImportSales book={book} />
      </div>
    </Dialog>
  );
}
