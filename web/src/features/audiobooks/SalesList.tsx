import { Trash2 } from "lucide-react";
import { formatDate, formatMoney, formatNumber } from "../../lib/format";
import { toast } from "../toast/toast";
import { ErrorAlert, errorText, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import { useDeleteSale, useSalesList, type AudiobookSale } from "./api";

/** In the sale's own currency; a code Intl does not know is shown after the number. */
function saleAmount(amount: number, currency: string) {
  try {
    return formatMoney(amount, 2, currency);
  } catch {
    return `${formatNumber(amount)} ${currency}`;
  }
}

/** A book's sales, newest first; ten years of them scroll in a box and load a page at a time. */
export function SalesList({ bookId }: { bookId: number }) {
  const sales = useSalesList(bookId);
  const remove = useDeleteSale();
  const removeSale = (s: AudiobookSale) =>
    remove.mutate(s.id, {
      onSuccess: () => toast({ title: "Sale Removed" }),
      onError: (e) => toast({ title: "Could not remove the sale", description: errorText(e), variant: "destructive" }),
    });
  if (sales.error) return <ErrorAlert error={sales.error} />;
  return (
    <VirtualList
      list={sales}
      label="Sales"
      testId="recent-sales"
      height={sales.total > 5 ? "16rem" : undefined}
      estimateSize={40}
      getKey={(s) => s.id}
      skeleton={<Skeleton rows={2} label="Loading sales" className="h-8" />}
      empty={<p className="text-sm text-base-content/80">No sales recorded yet.</p>}
      renderRow={(s) => (
        <div className="flex items-center gap-3 border-b border-base-200 px-1 py-1.5 text-sm">
          <span className="min-w-0 flex-1 truncate">{s.platform}</span>
          <span className="w-28 whitespace-nowrap">{formatDate(s.saleDate)}</span>
          <span className="w-24 text-right tabular-nums">{saleAmount(s.amount, s.currency)}</span>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={`Delete sale on ${s.platform} of ${formatDate(s.saleDate)}`}
            disabled={remove.isPending}
            onClick={() => removeSale(s)}
          >
            <Trash2 className="size-3.5" aria-hidden />
          </button>
        </div>
      )}
    />
  );
}
