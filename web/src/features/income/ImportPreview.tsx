import { formatDate, formatNumber } from "../../lib/format";
import { FormError } from "../ui";
import type { ImportPreview as Preview } from "./api";
import { FORMAT_NAMES, moneyList } from "./format";

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? "" : "s"}`;

/** What a dropped report holds before anything counts: format, rows, period, totals per currency, titles, duplicates. */
export function ImportPreview({
  preview,
  busy,
  error,
  onCommit,
  onCancel,
  onRemap,
}: {
  preview: Preview;
  busy: boolean;
  error: unknown;
  onCommit: () => void;
  onCancel: () => void;
  /** For a file read through a column mapping: pick its columns again. */
  onRemap?: () => void;
}) {
  const fresh = preview.rows - preview.duplicates;
  const noun = preview.kind === "contacts" ? "contact" : preview.kind === "calendar" ? "event" : "row";
  const hasTotals = Object.keys(preview.totals).length > 0;
  return (
    <div className="mt-3 space-y-3" data-testid="import-preview">
      <h3 className="font-semibold">
        {FORMAT_NAMES[preview.format] ?? preview.format}: {preview.fileName}
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-base-content/80">{preview.kind === "contacts" ? "Into" : "Source"}</dt>
          <dd className="font-medium">{preview.source}</dd>
        </div>
        {preview.kind !== "contacts" && (
          <div className="flex gap-2">
            <dt className="text-base-content/80">Period</dt>
            <dd className="font-medium">
              {preview.from ? `${formatDate(preview.from)} – ${formatDate(preview.to)}` : "—"}
            </dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="text-base-content/80">Rows</dt>
          <dd className="font-medium" data-testid="preview-rows">
            {plural(preview.rows, noun)}
            {preview.skipped > 0 &&
              ` (${plural(preview.skipped, "line")} skipped${preview.kind === "income" ? ": payouts, totals" : ""})`}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-base-content/80">Already known</dt>
          <dd className="font-medium" data-testid="preview-duplicates">
            {plural(preview.duplicates, noun)}
          </dd>
        </div>
        {hasTotals && (
          <div className="flex gap-2 sm:col-span-2">
            <dt className="text-base-content/80">Totals</dt>
            <dd className="font-medium" data-testid="preview-totals">
              {moneyList(preview.totals)}
            </dd>
          </div>
        )}
      </dl>
      {preview.titles.length > 0 && (
        <p className="text-sm">
          <span className="text-base-content/80">{preview.kind === "contacts" ? "Names" : "Titles"}: </span>
          {preview.titles.slice(0, 8).join(", ")}
          {preview.titles.length > 8 && `, and ${preview.titles.length - 8} more`}
        </p>
      )}
      {preview.problems.length > 0 && (
        <ul role="status" className="alert alert-warning flex-col items-start gap-1 text-sm">
          {preview.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <FormError error={error} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={fresh > 0 ? onCommit : onCancel}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden />}
          {fresh > 0 ? `Import ${plural(fresh, `new ${noun}`)}` : "Nothing new: close"}
        </button>
        {onRemap && (
          <button type="button" className="btn btn-ghost" disabled={busy} onClick={onRemap}>
            Change columns
          </button>
        )}
        <button type="button" className="btn btn-ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
