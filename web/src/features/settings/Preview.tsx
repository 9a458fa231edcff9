import type { Profile } from "../profile/api";
import type { PreviewDraft } from "./shared";

const safeFormat = (fn: () => string, fallback = "—") => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

/** How an invoice header, an amount and a date will look with the values being edited (before saving). */
export function Preview({ profile, draft }: { profile: Profile; draft: PreviewDraft }) {
  const v = { ...profile, ...Object.fromEntries(Object.entries(draft).filter(([, x]) => x !== undefined)) };
  const now = new Date();
  const prefix = String(v.invoicePrefix ?? "").replaceAll("{YYYY}", String(now.getFullYear()));
  const number = `${prefix}${String(v.invoiceNextNumber || 1).padStart(Number(v.invoiceDigits) || 1, "0")}`;
  const amount = safeFormat(() =>
    new Intl.NumberFormat(v.locale, { style: "currency", currency: v.currency }).format(1234.5),
  );
  const date = safeFormat(() => now.toLocaleDateString(v.locale, { dateStyle: "long", timeZone: v.timeZone }));
  const short = safeFormat(() =>
    now.toLocaleString(v.locale, { dateStyle: "short", timeStyle: "short", timeZone: v.timeZone }),
  );
  const name = v.businessName || profile.displayName || "Your business name";
  return (
    <aside className="card bg-base-100 shadow-sm" aria-label="Preview" data-testid="settings-preview">
      <div className="card-body gap-3 p-4">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-base-content/70">Preview</h2>
        <div className="rounded-box border border-base-300 p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <div className="truncate font-bold" data-testid="preview-business">
                {name}
              </div>
              {profile.address && (
                <div className="whitespace-pre-line text-xs text-base-content/70">{profile.address}</div>
              )}
              {v.taxNumber && <div className="text-xs text-base-content/70">VAT / tax no. {v.taxNumber}</div>}
            </div>
            <div className="text-right">
              <div className="text-lg font-bold text-warning">INVOICE</div>
              <div className="text-sm font-semibold" data-testid="preview-number">
                {number}
              </div>
            </div>
          </div>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/70">Amount</dt>
          <dd data-testid="preview-amount">{amount}</dd>
          <dt className="text-base-content/70">Date</dt>
          <dd data-testid="preview-date">{date}</dd>
          <dt className="text-base-content/70">Date and time</dt>
          <dd>{short}</dd>
        </dl>
      </div>
    </aside>
  );
}
