import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { promotionalActivities } from "./schema";
import { listCampaigns } from "./campaigns";

// The hub's figures: active campaigns, activities, total budget, how many platforms are reached, budget per channel.
export interface PromotionAnalytics {
  activeCampaigns: number;
  totalActivities: number;
  /** sum of campaign budgets, 2 decimals */
  totalBudget: string;
  /** distinct channels over campaigns and activities */
  platformReach: number;
  /** each campaign's budget split evenly over its channels ("Unassigned" when it has none) */
  budgetByChannel: { channel: string; budget: number }[];
}

export function promotionAnalytics(db: Db, audiobookId?: number): PromotionAnalytics {
  const campaigns = listCampaigns(db, audiobookId);
  const ids = campaigns.map((c) => c.id);
  const activities = ids.length
    ? db.select().from(promotionalActivities).where(inArray(promotionalActivities.campaignId, ids)).all()
    : [];
  const channels = new Set<string>();
  const byChannel = new Map<string, number>();
  let cents = 0;
  for (const c of campaigns) {
    const list = c.channels ?? [];
    list.forEach((ch) => channels.add(ch));
    const budget = Math.round(Number(c.budget ?? 0) * 100);
    cents += budget;
    if (!budget) continue;
    const targets = list.length ? list : ["Unassigned"];
    for (const ch of targets) byChannel.set(ch, (byChannel.get(ch) ?? 0) + budget / targets.length);
  }
  activities.forEach((a) => channels.add(a.channel));
  return {
    activeCampaigns: campaigns.filter((c) => c.status === "active").length,
    totalActivities: activities.length,
    totalBudget: (cents / 100).toFixed(2),
    platformReach: channels.size,
    budgetByChannel: [...byChannel]
      .map(([channel, c]) => ({ channel, budget: Math.round(c) / 100 }))
      .sort((a, b) => b.budget - a.budget || a.channel.localeCompare(b.channel)),
  };
}
