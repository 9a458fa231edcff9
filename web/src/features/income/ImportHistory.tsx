import { useState } from "react";
import { Undo2 } from "lucide-react";
import { formatDate, formatNumber } from "../../lib/format";
import { toast } from "../toast/toast";
import { ConfirmDialog, EmptyState, errorText, List } from "../ui";
import { useDeleteImport, useImports, type ImportPreview } from "./api";
import { FORMAT_NAMES, moneyList } from "./format";

/** Every committed report, newest first; undoing one removes exactly its rows. */
export function ImportHistory() {
  const imports = useImports();
  const undo = useDeleteImport();
  const [asking, setAsking] = useState<ImportPreview | null>(null);
  const done = imports.data?.filter((i) => i.status === "imported" && i.kind === "income");
  return (
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        Imported reports
      </h2>
      <List
        items={done}
        error={imports.error}
        label="Imported reports"
        getKey={(i) => i.id}
        empty={
          <EmptyState title="No reports imported yet">
            Reports you import appear here; each one can be undone.
          </EmptyState>
        }
        render={(i) => (
          <div
            className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 p-3"
            data-testid="import-row"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">
                {i.source}: {i.fileName}
              </p>
              <p className="text-sm text-base-content/80">
                {FORMAT_NAMES[i.format] ?? i.format} · {formatNumber(i.imported ?? 0)} rows
                {i.from && ` · ${formatDate(i.from)} – ${formatDate(i.to)}`} · {moneyList(i.totals)}
              </p>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-ghost"
              onClick={() => setAsking(i)}
              aria-label={`Undo the import of ${i.fileName}`}
            >
              <Undo2 className="size-4" aria-hidden /> Undo
            </button>
          </div>
        )}
      />
      {asking && (
        <ConfirmDialog
          title="Undo this import?"
          confirmLabel="Undo import"
          busy={undo.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() =>
            undo.mutate(asking.id, {
              onSuccess: (r) => {
                toast({ title: "Import undone", description: `${formatNumber(r.removed)} rows removed.` });
                setAsking(null);
              },
              onError: (e) => toast({ title: "Undo failed", description: errorText(e), variant: "destructive" }),
            })
          }
        >
          The {formatNumber(asking.imported ?? 0)} rows of {asking.fileName} leave your income. You can import the file
          again later.
        </ConfirmDialog>
      )}
    </section>
  );
}
