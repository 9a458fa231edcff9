import { desc } from "drizzle-orm";
import { notFound, type ToolContext } from "../../lib/tools";
import { oncePerMessage, pickedOrAsk, pickRecord } from "../../lib/understand/records";
import type { SlotList } from "../../lib/understand/templates";
import { emailCampaigns, type EmailCampaign } from "./schema";

/** Which campaign a sentence names: the `{campaign}` slot of sentences.yaml. */

const all = (ctx: ToolContext) => ctx.db.select().from(emailCampaigns).orderBy(desc(emailCampaigns.id)).all();

export const CAMPAIGN_LISTS: Record<string, SlotList<EmailCampaign>> = {
  campaign: {
    names: (ctx: ToolContext) => all(ctx).map((c) => c.name),
    find(phrase, ctx: ToolContext) {
      // Names only: listing campaigns would also count every draft's recipients, for every sentence.
      // ("the tour email": one word of a short name, "Fall tour announcement", names it when no other campaign has it.)
      const pick = pickRecord(phrase, oncePerMessage(ctx, "campaigns", () => all(ctx)), (c) => c.name, 0.45);
      return pickedOrAsk(pick, "campaign", (c) => `"${c.name}"`);
    },
  },
};

export const noCampaign = (name: string) => notFound("a campaign called", name, "show my email campaigns");
