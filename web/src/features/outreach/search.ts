import { flag } from "../../lib/url-state";

/** The Outreach screen's address: ?add opens the new-campaign form. */
export interface OutreachSearch {
  add?: true;
}

export const parseOutreachSearch = (raw: Record<string, unknown>): OutreachSearch => ({ add: flag(raw.add) });
