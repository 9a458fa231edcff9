import { flag, oneOf, searchText } from "../../lib/url-state";
import { STATION_STATUSES, type StationStatus } from "./api";

/** The Radio screen's address: ?status=&q= filter the stations, ?add opens the form. */
export interface RadioSearch {
  status?: StationStatus;
  q?: string;
  add?: true;
}

export const parseRadioSearch = (raw: Record<string, unknown>): RadioSearch => ({
  status: oneOf(STATION_STATUSES)(raw.status),
  q: searchText(raw.q),
  add: flag(raw.add),
});
