import { flag, oneOf, searchText } from "../../lib/url-state";
import { GRANT_STATUSES, type GrantStatus } from "./api";

/** The Grants screen's address: ?status=&q= filter the list, ?add opens the form. */
export interface GrantsSearch {
  status?: GrantStatus;
  q?: string;
  add?: true;
}

export const parseGrantsSearch = (raw: Record<string, unknown>): GrantsSearch => ({
  status: oneOf(GRANT_STATUSES)(raw.status),
  q: searchText(raw.q),
  add: flag(raw.add),
});
