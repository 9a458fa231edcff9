import { recordId } from "../../lib/url-state";

/** The Contracts screen's address: ?template= is the template being filled in, ?draft= the draft being edited. */
export interface ContractsSearch {
  template?: number;
  draft?: number;
}

export const parseContractsSearch = (raw: Record<string, unknown>): ContractsSearch => ({
  template: recordId(raw.template),
  draft: recordId(raw.draft),
});
