import { useRef, useState } from "react";
import { FileUp } from "lucide-react";
import { formatDate, getFormatLocale } from "../../lib/format";
import { toast } from "../toast/toast";
import { FormError } from "../ui";
import { useImportSales, type Audiobook, type ImportResult } from "./api";
import { saleAmount, today } from "./format";

/** A ready-to-edit example file for this book (data: URL, nothing is sent). */
const sampleCsv = (title: string) => {
  const c = getFormatLocale().currency;
  return (
    "data:text/csv;charset=utf-8," +
    encodeURIComponent(
      `date,platform,title,amount,currency\n${today()},Audible,"${title.replace(/"/g, '""')}",14.99,${c}\n${today()},Spotify,,9.99,${c}\n`,
    )
  );
};

const STATUS_LOOK: Record<string, string> = { new: "badge-success", duplicate: "badge-ghost", error: "badge-error" };
const STATUS_TEXT: Record<string, string> = { new: "New", duplicate: "Duplicate, skipped", error: "Error" };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** CSV import: choosing a file shows a dry-run preview (new / duplicate / error per row); Import saves the new rows. */
export function ImportSales({ book }: { book: Audiobook }) {
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const run = useImportSales();
  const clear = () => {
    setPreview(null);
    setCsv(null);
    if (input.current) input.current.value = "";
  };

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
            description: `${r.summary.imported} imported, ${plural(r.summary.duplicates, "duplicate")} skipped, ${r.summary.errors} with errors.`,
          });
          clear();
        },
      },
    );
  };

  return (
    <div className="rounded-box border border-base-300 p-3" aria-labelledby={`import-${book.id}`} role="group">
      <h3 id={`import-${book.id}`} className="font-semibold">
        Import Sales from CSV
      </h3>
      <p className="mt-1 text-xs text-base-content/80">
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
      {run.isPending && !preview && <div className="skeleton mt-2 h-16 w-full" role="status" aria-label="Reading the file" />}
      {preview && (
        <div className="mt-2" data-testid="import-preview">
          <p className="text-sm">
            <strong>{csv?.name}</strong>: {preview.summary.valid} new, {preview.summary.duplicates} duplicate,{" "}
            {preview.summary.errors} with errors.
          </p>
          <div className="mt-1 max-h-48 overflow-auto" tabIndex={0} role="region" aria-label="Rows in the file">
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
                    <td>{r.status === "error" ? r.date : formatDate(r.date) || r.date}</td>
                    <td>{r.platform}</td>
                    <td className="max-w-32 truncate">{r.title}</td>
                    <td className="text-right">
                      {r.status === "error" ? `${r.amount ?? ""} ${r.currency ?? ""}` : saleAmount(r.amount, r.currency)}
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
              {run.isPending ? "Importing..." : `Import ${plural(preview.summary.valid, "Sale")}`}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
              Cancel
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
