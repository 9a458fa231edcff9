import type { ReactNode } from "react";

/** Page heading used by every screen: title, one line of help, actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold lg:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-base-content/70">{description}</p>}
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
      {children && <div className="text-sm text-base-content/70">{children}</div>}
    </div>
  );
}

export function ErrorAlert({ error }: { error: unknown }) {
  const message =
    error instanceof Error ? ((error as { userMessage?: string }).userMessage ?? error.message) : String(error);
  return (
    <div role="alert" className="alert alert-error">
      <span>{message}</span>
    </div>
  );
}
