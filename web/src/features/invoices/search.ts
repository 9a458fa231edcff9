import { flag, oneOf, searchText } from "../../lib/url-state";
import type { InvoiceFilter } from "./api";

const FILTERS = ["draft", "sent", "paid", "overdue"] as const satisfies readonly InvoiceFilter[];

/** The Invoices screen's address: ?status=&q= filter the list, ?add opens the form. */
export interface InvoicesSearch {
  status?: Exclude<InvoiceFilter, "all">;
  q?: string;
  add?: true;
}

export const parseInvoicesSearch = (raw: Record<string, unknown>): InvoicesSearch => ({
  status: oneOf(FILTERS)(raw.status),
  q: searchText(raw.q),
  add: flag(raw.add),
});
