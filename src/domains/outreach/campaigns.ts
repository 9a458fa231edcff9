import { emit } from "../../lib/events";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound, conflict } from "../../lib/errors";
import { unknownFields } from "./merge";
import { parseCustomRecipients, resolveRecipients } from "./recipients";
import { checkLength } from "../../lib/validation";
import { emailCampaigns, type EmailCampaign, type RecipientType } from "./schema";

// E-mail campaigns as drafts: written, listed, edited and removed; once sent, a campaign can no longer change.
export interface CampaignInput {
  name?: string;
  subject?: string;
  template?: string;
  recipientType?: RecipientType;
  customRecipients?: string | string[] | null;
}


export function getCampaign(db: Db, id: number): EmailCampaign {
  const row = db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).get();
  if (!row) throw notFound("Email campaign");
  return row;
}

/** Campaigns newest first; a draft's totalRecipients is the live count it would be sent to now. */
export function listCampaigns(db: Db, senderName: string): (EmailCampaign & { unknownFields: string[] })[] {
  const rows = db.select().from(emailCampaigns).orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id)).all();
  const cache = new Map<string, number>();
  return rows.map((c) => {
    if (c.status !== "draft") return { ...c, unknownFields: [] };
    const key = c.recipientType === "custom" ? `custom:${c.id}` : c.recipientType;
    if (!cache.has(key)) cache.set(key, resolveRecipients(db, c, senderName).recipients.length);
    return { ...c, totalRecipients: cache.get(key)!, unknownFields: unknownFields(c.subject, c.template) };
  });
}


function checkLengths(input: CampaignInput) {
  checkLength(input.name?.trim(), 200, "name", "Campaign name");
  checkLength(input.subject?.trim(), 500, "subject", "Subject");
  checkLength(input.template, 50_000, "template", "Email template");
}

export function createCampaign(
  db: Db,
  input: CampaignInput & { name: string; subject: string; template: string },
  senderName: string,
): EmailCampaign {
  checkLengths(input);
  const recipientType = input.recipientType ?? "radio";
  const customRecipients = parseCustomRecipients(input.customRecipients);
  const draft = { recipientType, customRecipients };
  const row = db
    .insert(emailCampaigns)
    .values({
      name: input.name.trim(),
      subject: input.subject.trim(),
      template: input.template.replace(/\r\n/g, "\n"),
      recipientType,
      customRecipients,
      totalRecipients: resolveRecipients(db, draft, senderName).recipients.length,
    })
    .returning()
    .get();
  emit(db, {
    type: "campaign_created",
    message: `Email campaign ${row.name} created`,
    entityType: "email_campaign",
    entityId: row.id,
  });
  return row;
}

export function updateCampaign(db: Db, id: number, input: CampaignInput, senderName: string): EmailCampaign {
  const before = getCampaign(db, id);
  if (before.status !== "draft")
    throw conflict(`Campaign ${before.name} has already been sent and can no longer be edited`);
  checkLengths(input);
  const patch: Partial<EmailCampaign> = {};
  if (input.name !== undefined) patch.name = input.name.trim();
  if (input.subject !== undefined) patch.subject = input.subject.trim();
  if (input.template !== undefined) patch.template = input.template.replace(/\r\n/g, "\n");
  if (input.recipientType !== undefined) patch.recipientType = input.recipientType;
  if (input.customRecipients !== undefined) patch.customRecipients = parseCustomRecipients(input.customRecipients);
  patch.totalRecipients = resolveRecipients(db, { ...before, ...patch }, senderName).recipients.length;
  const row = db.update(emailCampaigns).set(patch).where(eq(emailCampaigns.id, id)).returning().get();
  emit(db, {
    type: "campaign_updated",
    message: `Email campaign ${row.name} updated`,
    entityType: "email_campaign",
    entityId: row.id,
  });
  return row;
}

export function deleteCampaign(db: Db, id: number) {
  const row = getCampaign(db, id);
  if (row.status === "sending")
    throw conflict(`Campaign ${row.name} is sending right now; wait until it finishes`);
  db.delete(emailCampaigns).where(eq(emailCampaigns.id, id)).run();
  emit(db, {
    type: "campaign_deleted",
    message: `Email campaign ${row.name} deleted`,
    entityType: "email_campaign",
    entityId: id,
  });
  return { deleted: true as const };
}
