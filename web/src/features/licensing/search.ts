import { useNavigate, useSearch } from "@tanstack/react-router";
import { oneOf, searchText } from "../../lib/url-state";
import { LICENSE_TYPES } from "./labels";

// Ids without spaces: the tab panel names itself with aria-labelledby, a space-separated id list.
export const TABS = [
  { id: "actions", label: "Action Items" },
  { id: "songs", label: "Music Promotion" },
  { id: "supervisors", label: "Supervisors" },
  { id: "campaigns", label: "Campaigns" },
  { id: "opportunities", label: "Opportunities" },
] as const;
export type Tab = (typeof TABS)[number]["id"];

/**
 * The Licensing screen's address: ?tab= the open section (Action Items when absent), ?q= the search of the open
 * section's list (supervisors, opportunities), ?type= the opportunities' licence type.
 */
export interface LicensingSearch {
  tab?: Tab;
  q?: string;
  type?: (typeof LICENSE_TYPES)[number];
}

export const parseLicensingSearch = (raw: Record<string, unknown>): LicensingSearch => ({
  tab: oneOf(TABS.map((t) => t.id))(raw.tab),
  q: searchText(raw.q),
  type: oneOf(LICENSE_TYPES)(raw.type),
});

/** The address and a setter that keeps what is not named (`set({ q })` leaves the tab alone). */
export function useLicensingSearch() {
  const search = useSearch({ from: "/licensing" });
  const navigate = useNavigate({ from: "/licensing" });
  const set = (next: Partial<LicensingSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  return { search, set };
}
