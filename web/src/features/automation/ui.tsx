import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** Small stat card used by the command center and its labs. */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  loading,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  hint?: string;
  loading?: boolean;
}) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-3" data-stat-card={label}>
      <div className="flex items-center justify-between gap-2 text-xs text-base-content/70">
        <span>{label}</span>
        <Icon className="size-4 shrink-0" aria-hidden />
      </div>
      {loading ? (
        <div className="skeleton mt-2 h-7 w-16" />
      ) : (
        <div className="mt-1 text-xl font-bold" data-testid="stat-value">
          {value}
        </div>
      )}
      {hint && <div className="text-xs text-base-content/60">{hint}</div>}
    </div>
  );
}

/** In-screen tabs (spec: tab routes are not shown). Scrolls sideways on a phone. */
export function Tabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  size,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (t: T) => void;
  label: string;
  size?: "sm";
}) {
  return (
    <div
      role="tablist"
      aria-label={label}
      className={`tabs tabs-box mb-4 w-full flex-nowrap overflow-x-auto ${size === "sm" ? "tabs-sm" : ""}`}
    >
      {tabs.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={t === value}
          className={`tab whitespace-nowrap ${t === value ? "tab-active" : ""}`}
          onClick={() => onChange(t)}
        >
          {t}
        </button>
      ))}
    </div>
  );
}

export function ListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="space-y-3" data-testid="list-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton h-20 w-full" />
      ))}
    </div>
  );
}

export function Field({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <label className={`fieldset py-0 ${className}`}>
      <span className="fieldset-legend pb-1 pt-0 text-xs">{label}</span>
      {children}
    </label>
  );
}

export const humanize = (s: string) => s.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

export const errorMessage = (e: unknown) =>
  e instanceof Error ? ((e as { userMessage?: string }).userMessage ?? e.message) : String(e);
