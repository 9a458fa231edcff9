import { emit, raiseNotice } from "../../lib/events";
import { and, asc, eq, sql } from "drizzle-orm";
import { fromWithOwnerName, ownerProfile, withSignature } from "../../lib/owner-profile";
import { smtpTransport } from "../../lib/mailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { HttpError, conflict } from "../../lib/errors";
import { MERGE_FIELDS, render, unknownFields } from "./merge";
import { resolveRecipients } from "./recipients";
import { invalid } from "../../lib/validation";
import { emailCampaigns, emailDeliveries, type EmailCampaign } from "./schema";
import { getCampaign } from "./campaigns";

// Sending a campaign: one delivery row per recipient, then a background sender that works through them at the
// configured rate and carries on after a restart.
export interface SendContext {
  db: Db;
  config: Pick<Config, "smtp" | "name" | "email">;
  senderName: string;
  /** messages per minute; the pause between two messages is 60000 / rate ms */
  ratePerMinute: number;
}

export const DEFAULT_RATE_PER_MINUTE = 60;

export const SMTP_HELP =
  'E-mail sending is not set up yet. Start Sunshine with SMTP_URL (for example smtp://user:password@smtp.example.com:587) and SMTP_FROM (for example "Your Name <you@example.com>"), then restart it and press Send again.';

function checkFields(subject: string, template: string) {
  const unknown = unknownFields(subject, template);
  if (unknown.length)
    throw new HttpError(
      422,
      `Unknown merge field${unknown.length > 1 ? "s" : ""}: ${unknown.map((f) => `{{${f}}}`).join(", ")}. You can use ${MERGE_FIELDS.map((f) => `{{${f}}}`).join(", ")}.`,
      unknown.map((f) => ({ field: "template", message: `Unknown merge field {{${f}}}` })),
    );
}

/** Campaigns being delivered by this process, so a campaign never has two senders (keyed by database file and id). */
const running = new Map<string, { id: number; job: Promise<void> }>();
const runKey = (db: Db, id: number) => `${db.$client.filename}#${id}`;

/** Checks everything, records one delivery row per recipient, flips the campaign to sending and starts the background sender. */
export function startSending(ctx: SendContext, id: number): EmailCampaign {
  const { db } = ctx;
  const campaign = getCampaign(db, id);
  if (!ctx.config.smtp) throw conflict(SMTP_HELP);
  if (campaign.status !== "draft")
    throw conflict(`Campaign ${campaign.name} is already ${campaign.status}; only drafts can be sent`);
  checkFields(campaign.subject, campaign.template);
  const { recipients, note } = resolveRecipients(db, campaign, ctx.senderName);
  if (!recipients.length) throw invalid(`Nobody to send to. ${note ?? ""}`.trim());
  const now = new Date().toISOString();
  const row = db.transaction((tx) => {
    tx.insert(emailDeliveries)
      .values(recipients.map((r) => ({ campaignId: id, email: r.email, name: r.name, fields: r.fields })))
      .run();
    return tx
      .update(emailCampaigns)
      .set({
        status: "sending",
        sentCount: 0,
        failedCount: 0,
        totalRecipients: recipients.length,
        startedAt: now,
        finishedAt: null,
      })
      .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.status, "draft")))
      .returning()
      .get();
  });
  if (!row) throw conflict(`Campaign ${campaign.name} is already being sent`);
  emit(db, {
    type: "campaign_sending",
    message: `Email campaign ${row.name} is being sent to ${recipients.length} recipient${recipients.length === 1 ? "" : "s"}`,
    entityType: "email_campaign",
    entityId: id,
  });
  deliverCampaign(ctx, id);
  return row;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends every pending delivery of a campaign, one at a time at the configured rate; safe to call again after a restart. */
export function deliverCampaign(ctx: SendContext, id: number): Promise<void> {
  const key = runKey(ctx.db, id);
  const existing = running.get(key);
  if (existing) return existing.job;
  const job = runDelivery(ctx, id)
    .catch((e) => console.error(`Email campaign ${id}: delivery stopped:`, e))
    .finally(() => running.delete(key));
  running.set(key, { id, job });
  return job;
}

/** Resolves when every sender of campaigns with this id is done; for tests and shutdown. */
export const whenDelivered = async (id: number) => {
  await Promise.all([...running.values()].filter((r) => r.id === id).map((r) => r.job));
};

async function runDelivery(ctx: SendContext, id: number) {
  const { db, config } = ctx;
  if (!config.smtp) return;
  const pause = Math.max(0, Math.round(60_000 / Math.max(1, ctx.ratePerMinute)));
  const transport = await smtpTransport(config.smtp.url, { pool: true });
  try {
    let first = true;
    for (;;) {
      const campaign = db.select().from(emailCampaigns).where(eq(emailCampaigns.id, id)).get();
      if (!campaign || campaign.status !== "sending") return; // deleted or finished elsewhere
      const next = db
        .select()
        .from(emailDeliveries)
        .where(and(eq(emailDeliveries.campaignId, id), eq(emailDeliveries.status, "pending")))
        .orderBy(asc(emailDeliveries.id))
        .limit(1)
        .get();
      if (!next) {
        finish(db, campaign);
        return;
      }
      if (!first) await sleep(pause);
      first = false;
      try {
        // The owner's display name as the From name and their signature with links.
        const owner = ownerProfile(db);
        const info = await transport.sendMail({
          from: fromWithOwnerName(config.smtp.from, owner),
          to: { name: next.name ?? "", address: next.email },
          subject: render(campaign.subject, next.fields),
          text: withSignature(render(campaign.template, next.fields), owner),
          headers: { "X-Sunshine-Campaign": String(id) },
        });
        db.transaction((tx) => {
          tx.update(emailDeliveries)
            .set({ status: "sent", messageId: info.messageId ?? null, sentAt: new Date().toISOString(), error: null })
            .where(eq(emailDeliveries.id, next.id))
            .run();
          tx.update(emailCampaigns)
            .set({ sentCount: sql`${emailCampaigns.sentCount} + 1` })
            .where(eq(emailCampaigns.id, id))
            .run();
        });
      } catch (e) {
        const message = (e as Error).message?.split("\n")[0]?.slice(0, 500) || "Unknown SMTP error";
        db.transaction((tx) => {
          tx.update(emailDeliveries)
            .set({ status: "failed", error: message })
            .where(eq(emailDeliveries.id, next.id))
            .run();
          tx.update(emailCampaigns)
            .set({ failedCount: sql`${emailCampaigns.failedCount} + 1` })
            .where(eq(emailCampaigns.id, id))
            .run();
        });
      }
    }
  } finally {
    transport.close();
  }
}

function finish(db: Db, campaign: EmailCampaign) {
  const done = db
    .update(emailCampaigns)
    .set({ status: "sent", finishedAt: new Date().toISOString() })
    .where(eq(emailCampaigns.id, campaign.id))
    .returning()
    .get();
  const failed = done.failedCount ? `, ${done.failedCount} failed` : "";
  const message = `Email campaign ${done.name} sent to ${done.sentCount} of ${done.totalRecipients} recipient${done.totalRecipients === 1 ? "" : "s"}${failed}`;
  emit(db, { type: "campaign_sent", message, entityType: "email_campaign", entityId: done.id });
  raiseNotice(db, {
    kind: "outreach",
    title: `Campaign ${done.name} sent`,
    body: message,
    link: "/outreach",
    dedupeKey: `email-campaign-sent-${done.id}`,
  });
}

/** After a restart: campaigns left in 'sending' carry on with their pending deliveries. */
export function resumeSending(ctx: SendContext): number[] {
  const ids = db_sending(ctx.db);
  for (const id of ids) void deliverCampaign(ctx, id);
  return ids;
}

const db_sending = (db: Db) =>
  db
    .select({ id: emailCampaigns.id })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.status, "sending"))
    .all()
    .map((r) => r.id);
