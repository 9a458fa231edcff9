import { lazy, Suspense, useRef, useState, type FormEvent } from "react";
import { FileUp, Trash2 } from "lucide-react";
import { formatDate } from "../../lib/format";
import { toast } from "../toast/toast";
import {
  useDeleteSale,
  useImportSales,
  useMonthly,
  useRecordSale,
  useSales,
  type Audiobook,
  type ImportResult,
} from "./api";
import { money2, SALES_PLATFORMS, today } from "./format";
import { Field, FormError, Modal } from "../ui/FormDialog";

const BarChart = lazy(() => import("./BarChart"));
const RECENT_LIMIT = 10;

const monthLabel = (ym: string) =>
  new Date(`${ym}-01T00:00:00`).toLocaleDateString("en-US", { month: "short", year: "numeric" });

export function SalesDialog({ book, onClose }: { book: Audiobook; onClose: () => void }) {
  const sales = useSales(book.id);
  const monthly = useMonthly(book.id);
  const remove = useDeleteSale();
  const recent = (sales.data ?? []).slice(0, RECENT_LIMIT);
  const otherCurrencies = [...new Set((sales.data ?? []).map((s) => s.currency).filter((c) => c !== "USD"))];
  return (
    <Modal title={`Sales: ${book.title}`} onClose={onClose} wide>
      <div className="grid grid-cols-3 gap-2" data-testid="sales-summary">
        {[
          ["Total Sales", book.totalSales.toLocaleString("en-US")],
          ["Total Revenue", money2(book.totalRevenue)],
          ["Monthly Revenue", money2(book.monthlyRevenue)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-box bg-base-200 p-3">
            <div className="text-xs text-base-content/70">{label}</div>
            <div className="text-lg font-bold" data-sales-stat={label}>
              {value}
            </div>
          </div>
        ))}
      </div>

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
        <p className="text-sm text-base-content/60">The chart appears after the first sale.</p>
      )}

      <h3 className="mt-5 mb-2 font-semibold">Recent Sales</h3>
      {otherCurrencies.length > 0 && (
        <p className="mb-2 text-xs text-warning" data-testid="currency-note">
          Totals add amounts as recorded; some sales are in {otherCurrencies.join(", ")}, not converted to dollars.
        </p>
      )}
      {sales.isLoading ? (
        <div className="space-y-2">
          <div className="skeleton h-8 w-full" />
          <div className="skeleton h-8 w-full" />
        </div>
      ) : recent.length === 0 ? (
        <p className="text-sm text-base-content/70">No sales recorded yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="table table-sm" data-testid="recent-sales">
            <thead>
              <tr>
                <th>Platform</th>
                <th>Date</th>
                <th className="text-right">Amount</th>
                <th>Currency</th>
                <th className="w-8" />
              </tr>
            </thead>
            <tbody>
              {recent.map((s) => (
                <tr key={s.id}>
                  <td>{s.platform}</td>
                  <td className="whitespace-nowrap">{formatDate(s.saleDate)}</td>
                  <td className="text-right">{s.amount.toFixed(2)}</td>
                  <td>{s.currency}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-ghost btn-xs btn-square"
                      aria-label={`Delete sale on ${s.platform} of ${s.saleDate}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(s.id, { onSuccess: () => toast({ title: "Sale Removed" }) })}
                    >
                      <Trash2 className="size-3.5" aria-hidden />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <RecordSale book={book} />
        <ImportSales book={book} />
      </div>
    </Modal>
  );
}

function RecordSale({ book }: { book: Audiobook }) {
  const platforms = book.salesPlatforms.length ? book.salesPlatforms : SALES_PLATFORMS;
  const [f, setF] = useState({
    platform: platforms[0] ?? "",
    saleDate: today(),
    amount: book.price ?? "",
    currency: "USD",
  });
  const record = useRecordSale();
  const ready = f.platform.trim() && f.saleDate && f.amount.trim();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    record.mutate(
      { audiobookId: book.id, ...f, platform: f.platform.trim() },
      {
        onSuccess: (s) => {
          toast({
            title: "Sale Recorded",
            description: `${s.platform}: ${money2(s.amount)} on ${formatDate(s.saleDate)}`,
          });
          setF((x) => ({ ...x, amount: book.price ?? "" }));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="rounded-box border border-base-300 p-3" aria-label="Record a sale" noValidate>
      <h3 className="font-semibold">Record a Sale</h3>
      <Field label="Platform">
        <input
          className="input input-sm w-full"
          list={`platforms-${book.id}`}
          value={f.platform}
          onChange={(e) => setF({ ...f, platform: e.target.value })}
        />
        <datalist id={`platforms-${book.id}`}>
          {SALES_PLATFORMS.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </Field>
      <div className="grid grid-cols-3 gap-2">
        <Field label="Date" className="col-span-3">
          <input
            className="input input-sm w-full"
            type="date"
            value={f.saleDate}
            onChange={(e) => setF({ ...f, saleDate: e.target.value })}
          />
        </Field>
        <Field label="Amount" className="col-span-2">
          <input
            className="input input-sm w-full"
            type="number"
            step="0.01"
            min="0"
            value={f.amount}
            onChange={(e) => setF({ ...f, amount: e.target.value })}
          />
        </Field>
        <Field label="Currency">
          <input
            className="input input-sm w-full uppercase"
            maxLength={3}
            value={f.currency}
            onChange={(e) => setF({ ...f, currency: e.target.value.toUpperCase() })}
          />
        </Field>
      </div>
      <FormError error={record.error} />
      <button type="submit" className="btn btn-primary btn-sm mt-2" disabled={!ready || record.isPending}>
        {record.isPending ? "Saving..." : "Record Sale"}
      </button>
    </form>
  );
}

/** A ready-to-edit example file for this book (data: URL, nothing is sent). */
const sampleCsv = (title: string) =>
  "data:text/csv;charset=utf-8," +
  encodeURIComponent(
    `date,platform,title,amount,currency\n${today()},Audible,"${title.replace(/"/g, '""')}",14.99,USD\n${today()},Spotify,,9.99,USD\n`,
  );

const STATUS_LOOK: Record<string, string> = { new: "badge-success", duplicate: "badge-ghost", error: "badge-error" };
const STATUS_TEXT: Record<string, string> = { new: "New", duplicate: "Duplicate, skipped", error: "Error" };

function ImportSales({ book }: { book: Audiobook }) {
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const run = useImportSales();

  const choose = async (file: File | undefined) => {
    setPreview(null);
    run.reset();
    if (!file) return setCsv(null);
    const text = await file.text();
    setCsv({ name: file.name, text });
    run.mutate({ csv: text, audiobookId: book.id, dryRun: true }, { onSuccess: setPreview });
  };
  const commit = () => {
    if (!csv) return;
    run.mutate(
      { csv: csv.text, audiobookId: book.id },
      {
        onSuccess: (r) => {
          toast({
            title: "Sales Imported",
            description: `${r.summary.imported} imported, ${r.summary.duplicates} duplicate${r.summary.duplicates === 1 ? "" : "s"} skipped, ${r.summary.errors} with errors.`,
          });
          setPreview(null);
          setCsv(null);
          if (input.current) input.current.value = "";
        },
      },
    );
  };

  return (
    <div className="rounded-box border border-base-300 p-3" aria-label="Import sales from CSV" role="group">
      <h3 className="font-semibold">Import Sales from CSV</h3>
      <p className="mt-1 text-xs text-base-content/70">
        Columns: <code>date, platform, title, amount, currency</code>. Rows without a title go to this book; rows
        already recorded are skipped.{" "}
        <a className="link" href={sampleCsv(book.title)} download="sales-sample.csv">
          Download a sample
        </a>
      </p>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        className="file-input file-input-sm mt-2 w-full"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <FormError error={run.error} />
      {run.isPending && !preview && <div className="skeleton mt-2 h-16 w-full" />}
      {preview && (
        <div className="mt-2" data-testid="import-preview">
          <p className="text-sm">
            <strong>{csv?.name}</strong>: {preview.summary.valid} new, {preview.summary.duplicates} duplicate,{" "}
            {preview.summary.errors} with errors.
          </p>
          <div className="mt-1 max-h-48 overflow-auto">
            <table className="table table-xs">
              <thead>
                <tr>
                  <th>Line</th>
                  <th>Date</th>
                  <th>Platform</th>
                  <th>Title</th>
                  <th className="text-right">Amount</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((r) => (
                  <tr key={r.line} data-row-status={r.status}>
                    <td>{r.line}</td>
                    <td>{r.date}</td>
                    <td>{r.platform}</td>
                    <td className="max-w-32 truncate">{r.title}</td>
                    <td className="text-right">
                      {r.amount} {r.currency}
                    </td>
                    <td>
                      <span className={`badge badge-xs ${STATUS_LOOK[r.status]}`}>{STATUS_TEXT[r.status]}</span>
                      {r.error && <div className="text-xs text-error">{r.error}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={!preview.summary.valid || run.isPending}
              onClick={commit}
            >
              <FileUp className="size-4" aria-hidden />
              {run.isPending
                ? "Importing..."
                : `Import ${preview.summary.valid} Sale${preview.summary.valid === 1 ? "" : "s"}`}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                setPreview(null);
                setCsv(null);
                if (input.current) input.current.value = "";
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
