import type { ReactNode } from "react";
import { errorText } from "./errorText";

/** Page heading used by every screen: the page's one h1, one line of help, actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold lg:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-base-content/80">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: ReactNode }) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 bg-base-100 p-10 text-center"
      data-testid="empty-state"
    >
      {icon}
      <p className="font-medium">{title}</p>
      {children && <div className="text-sm text-base-content/80">{children}</div>}
    </div>
  );
}

export function ErrorAlert({ error }: { error: unknown }) {
  return (
    <div role="alert" className="alert alert-error">
      <span>{errorText(error)}</span>
    </div>
  );
}

/** Grey placeholder rows while a list loads; announced once as "Loading …". */
export function Skeleton({
  rows = 3,
  label = "Loading",
  className = "h-12",
}: {
  rows?: number;
  label?: string;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="space-y-2">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={`skeleton w-full ${className}`} />
      ))}
    </div>
  );
}

/**
 * One list with its three other states: loading (Skeleton), failed (ErrorAlert), empty (EmptyState).
 * `items` undefined means still loading.
 */
export function List<T>({
  items,
  error,
  render,
  empty,
  label,
  getKey,
  className = "space-y-2",
}: {
  items: T[] | undefined;
  error?: unknown;
  render: (item: T) => ReactNode;
  empty: ReactNode;
  label: string;
  getKey: (item: T) => string | number;
  className?: string;
}) {
  if (error) return <ErrorAlert error={error} />;
  if (!items) return <Skeleton label={`Loading ${label.toLowerCase()}`} />;
  if (!items.length) return <>{empty}</>;
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li key={getKey(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}

/** A dashboard figure: title, value and a caption computed from the data (never a made-up trend). */
export function StatCard({
  title,
  value,
  caption,
  icon,
  tone = "neutral",
  testId,
  level = 2,
}: {
  title: string;
  value: ReactNode;
  caption: ReactNode;
  icon?: ReactNode;
  tone?: "up" | "down" | "neutral";
  testId?: string;
  /** The title's heading level: 2 on a page, deeper inside a section (the outline must not skip a level). */
  level?: 2 | 3 | 4;
}) {
  const Heading = `h${level}` as const;
  const toneClass = tone === "up" ? "text-success" : tone === "down" ? "text-error" : "text-base-content/80";
  return (
    <div className="card border border-base-300 bg-base-100 shadow-sm" data-testid={testId} data-stat-card={title}>
      <div className="card-body gap-1 p-4">
        <div className="flex items-center justify-between">
          <Heading className="text-sm font-medium text-base-content/80">{title}</Heading>
          {icon}
        </div>
        <p className="text-2xl font-bold" data-testid="stat-value">
          {value}
        </p>
        <p className={`text-xs ${toneClass}`}>{caption}</p>
      </div>
    </div>
  );
}
