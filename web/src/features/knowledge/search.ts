import { flag, oneOf, recordId, searchText } from "../../lib/url-state";
import { CATEGORIES, type Category } from "./api";

/** The Knowledge screen's address: ?category=&q= filter the documents, ?doc= is the one open, ?add opens the form. */
export interface KnowledgeSearch {
  category?: Category;
  q?: string;
  doc?: number;
  add?: true;
}

export const parseKnowledgeSearch = (raw: Record<string, unknown>): KnowledgeSearch => ({
  category: oneOf(CATEGORIES)(raw.category),
  q: searchText(raw.q),
  doc: recordId(raw.doc),
  add: flag(raw.add),
});
