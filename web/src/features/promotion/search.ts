import { oneOf, recordId } from "../../lib/url-state";

export const TABS = [
  { id: "platforms", label: "Marketing Platforms" },
  { id: "campaigns", label: "Active Campaigns" },
  { id: "activities", label: "Campaign Activities" },
  { id: "analytics", label: "Analytics" },
] as const;
export type Tab = (typeof TABS)[number]["id"];

/**
 * The Promotion screen's address: ?tab= the open tab (platforms when absent), ?book= the audiobook being promoted,
 * ?campaign= the current campaign (its activities are the ones shown and added).
 */
export interface PromotionSearch {
  tab?: Tab;
  book?: number;
  campaign?: number;
}

export const parsePromotionSearch = (raw: Record<string, unknown>): PromotionSearch => ({
  tab: oneOf(TABS.map((t) => t.id))(raw.tab),
  book: recordId(raw.book),
  campaign: recordId(raw.campaign),
});
