import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { emailCampaigns } from "../../../domains/outreach/schema";
import { createCampaign } from "../../../domains/outreach/service";

/** The outreach records the corpus talks about (created through the domain's service); ids 1–3 in this order. */
export function seedOutreach(db: Db, now: Date) {
  createCampaign(
    db,
    {
      name: "Golden Hour radio push",
      subject: "New single: Golden Hour",
      template:
        "Hi {{contactName}},\n\nI'd love for {{station}} to hear my new single Golden Hour.\n\nThanks,\n{{senderName}}",
      recipientType: "radio",
    },
    "Sunny Rivers",
  );
  createCampaign(
    db,
    {
      name: "Winter EP blog pitch",
      subject: "Premiere? The Winter EP",
      template:
        "Hi {{name}},\n\nMy Winter EP is out on December 4th. Would you like an early listen?\n\n{{senderName}}",
      recipientType: "custom",
      customRecipients: ["Ana Ruiz <ana@indieblog.net>", "tips@gorillavsbear.net", "hello@stereogum.example"],
    },
    "Sunny Rivers",
  );
  const sent = createCampaign(
    db,
    {
      name: "Fall tour announcement",
      subject: "Tour dates are out",
      template: "Hi {{name}}, the fall tour is on!",
      recipientType: "custom",
      customRecipients: ["fans@sunnyrivers.example"],
    },
    "Sunny Rivers",
  );
  // Sending needs SMTP: the seed records the outcome of a send that already happened (the service has no setter).
  const at = new Date(now.getFullYear(), now.getMonth() - 1, 15, 12).toISOString();
  db.update(emailCampaigns)
    .set({ status: "sent", sentCount: 42, failedCount: 3, totalRecipients: 45, startedAt: at, finishedAt: at })
    .where(eq(emailCampaigns.id, sent.id))
    .run();
}
