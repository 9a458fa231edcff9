import { ownerName, ownerProfile } from "../../lib/owner-profile";
import { Elysia, t } from "elysia";
import { pageOnlyQuery, sendArrayPage } from "../../lib/paging";
import type { AppDeps } from "../../lib/deps";
import { accepted, created, deletedFlagAnswer, idParams, ok } from "../../lib/common-model";
import { MERGE_FIELDS } from "./merge";
import {
  campaignDetailAnswer,
  createCampaignBody,
  emailCampaignAnswer,
  emailCampaignListItemAnswer,
  outreachSettingsAnswer,
  updateCampaignBody,
} from "./model";
import {
  DEFAULT_RATE_PER_MINUTE,
  campaignDetail,
  createCampaign,
  deleteCampaign,
  listCampaigns,
  resumeSending,
  startSending,
  updateCampaign,
  type SendContext,
} from "./service";

/** SMTP_RATE_PER_MINUTE (default 60) limits how fast campaigns are sent. */
export function ratePerMinute(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.SMTP_RATE_PER_MINUTE);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 60_000) : DEFAULT_RATE_PER_MINUTE;
}

export const sendContext = ({ db, config, owner }: AppDeps): SendContext => ({
  db,
  config,
  // Read on each use: the owner's display name from their profile, else the configured name.
  get senderName() {
    return ownerName(ownerProfile(db)) || config.name || owner.name || owner.email.split("@")[0]!;
  },
  ratePerMinute: ratePerMinute(),
});

/** Background job: carry on sending campaigns that were interrupted by a restart. */
export const resumeOutreachJob = (deps: AppDeps) => {
  resumeSending(sendContext(deps));
};

export const outreachModule = (deps: AppDeps) => {
  const ctx = sendContext(deps);
  const { db } = deps;
  return (
    new Elysia({ prefix: "/api/email-campaigns" })
      .get(
        "/",
        ({ query, request, set }) => sendArrayPage({ request, set }, listCampaigns(db, ctx.senderName), query),
        {
          query: pageOnlyQuery,
          response: ok(t.Array(emailCampaignListItemAnswer), 422),
        },
      )
      .get(
        "/settings",
        () => ({
          smtpConfigured: Boolean(deps.config.smtp),
          from: deps.config.smtp?.from ?? null,
          ratePerMinute: ctx.ratePerMinute,
          mergeFields: MERGE_FIELDS,
          senderName: ctx.senderName,
        }),
        { response: ok(outreachSettingsAnswer) },
      )
      .post("/", ({ body, status }) => status(201, createCampaign(db, body, ctx.senderName)), {
        body: createCampaignBody,
        response: created(emailCampaignAnswer, 422),
      })
      .get("/:id", ({ params }) => campaignDetail(ctx, params.id), {
        params: idParams,
        response: ok(campaignDetailAnswer, 404, 422),
      })
      .put("/:id", ({ params, body }) => updateCampaign(db, params.id, body, ctx.senderName), {
        params: idParams,
        body: updateCampaignBody,
        response: ok(emailCampaignAnswer, 404, 409, 422),
      })
      .delete("/:id", ({ params }) => deleteCampaign(db, params.id), {
        params: idParams,
        response: ok(deletedFlagAnswer, 404, 409, 422),
      })
      // Sending goes on in the background at the configured rate: 202 with the campaign as it starts.
      .post("/:id/send", ({ params, status }) => status(202, startSending(ctx, params.id)), {
        params: idParams,
        response: accepted(emailCampaignAnswer, 404, 409, 422),
      })
  );
};
