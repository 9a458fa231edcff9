import { flag, oneOf, recordId, searchText } from "../../lib/url-state";

/**
 * The Audiobooks screen's address: ?q= searches the catalogue, ?book= with ?view=sales|edit is the open book's
 * dialog (sales when no view is named), ?add opens the new-book dialog.
 */
export interface AudiobooksSearch {
  q?: string;
  book?: number;
  view?: "sales" | "edit";
  add?: true;
}

export const parseAudiobooksSearch = (raw: Record<string, unknown>): AudiobooksSearch => ({
  q: searchText(raw.q),
  book: recordId(raw.book),
  view: oneOf(["sales", "edit"] as const)(raw.view),
  add: flag(raw.add),
});
