import { listAudiobooks } from "../../domains/audiobooks/service";
import { listSongs } from "../../domains/licensing/service";
import { listCampaigns as listEmailCampaigns } from "../../domains/outreach/service";
import { listCampaigns as listPromoCampaigns } from "../../domains/promotion/campaigns";
import { periodDays, slotAfter, type Frequency } from "./schedule";
import type { AutomationJob } from "./schema";
import { runGrantSearch, runRadioOutreach, runSyncLicensing } from "./work-domains";
import { freshTasks, plural, shortDate, dateKey, storeTasks, type RunContext, type RunOutcome } from "./work-shared";

export type { RunContext, RunOutcome } from "./work-shared";

const DEFAULT_PLATFORMS = ["Instagram", "TikTok", "Facebook"];

interface PromoItem {
  key: string;
  label: string;
  kind: "audiobook" | "song" | "campaign";
}

const byId = <T extends { id: number }>(rows: T[]) => rows.sort((x, y) => x.id - y.id);

/** The user's own catalogue, read through each domain's list: active audiobooks, songs still promoted, live campaigns. */
function promoItems(ctx: RunContext): PromoItem[] {
  const books = byId(listAudiobooks(ctx.db, ctx.now).filter((b) => b.promotionStatus !== "completed"));
  const songRows = byId(listSongs(ctx.db).filter((s) => s.promotionStatus !== "paused"));
  const promos = byId(listPromoCampaigns(ctx.db).filter((c) => c.status === "active" || c.status === "planning"));
  const mails = byId(
    listEmailCampaigns(ctx.db, "Sunshine").filter((c) => c.status === "draft" || c.status === "sending"),
  );
  return [
    ...books.map((b) => ({
      key: `audiobook:${b.id}`,
      label: `the audiobook "${b.title}"`,
      kind: "audiobook" as const,
    })),
    ...songRows.map((s) => ({ key: `song:${s.id}`, label: `"${s.title}" by ${s.artist}`, kind: "song" as const })),
    ...promos.map((c) => ({ key: `promo:${c.id}`, label: `the "${c.name}" campaign`, kind: "campaign" as const })),
    ...mails.map((c) => ({ key: `email:${c.id}`, label: `the "${c.name}" newsletter`, kind: "campaign" as const })),
  ];
}

const TONE_LINES: Record<string, (item: string) => string> = {
  professional: (i) => `Share a concise update about ${i} with a clear link to listen or buy.`,
  casual: (i) => `Post a relaxed, personal note about ${i} and ask followers what they think.`,
  creative: (i) => `Tell a short behind-the-story moment about ${i} with a striking visual.`,
};

/**
 * With a model configured, one call writes a caption per planned post (JSON list of strings); any failure or
 * malformed answer keeps the template texts.
 */
async function modelCaptions(ctx: RunContext, briefs: string[]): Promise<string[] | null> {
  if (!ctx.llm || !briefs.length) return null;
  const tone = ctx.job.config.preferences?.tone ?? "professional";
  try {
    const out = await ctx.llm.text(
      `You write short social media captions for an independent musician or audiobook author. Tone: ${tone}. ` +
        "Answer with a JSON array of strings only, one caption (max 220 characters) per brief, in the same order. Do not invent facts.",
      briefs.map((b, i) => `${i + 1}. ${b}`).join("\n"),
      20_000,
    );
    const list = JSON.parse(out.slice(out.indexOf("["), out.lastIndexOf("]") + 1));
    if (!Array.isArray(list) || list.length !== briefs.length || !list.every((x) => typeof x === "string" && x.trim()))
      return null;
    return list.map((x: string) => x.trim().slice(0, 400));
  } catch (e) {
    console.warn("Automation: the model could not write captions, using templates:", (e as Error).message);
    return null;
  }
}

function frequencyOf(job: AutomationJob): Frequency {
  const f = job.config?.schedule?.frequency;
  return f === "daily" || f === "monthly" ? f : "weekly";
}

/** marketing_schedule: promotional posts for the coming period, spread over the days and the chosen platforms. */
export async function runMarketingSchedule(ctx: RunContext): Promise<RunOutcome> {
  const { job, now } = ctx;
  const items = promoItems(ctx);
  if (!items.length)
    return { summary: "Nothing to promote yet: add an audiobook, a song or a campaign first", created: { tasks: 0 } };
  const freq = frequencyOf(job);
  const platforms = job.config.preferences?.platforms?.length ? job.config.preferences.platforms : DEFAULT_PLATFORMS;
  const tone = job.config.preferences?.tone ?? "professional";
  const time = job.config.schedule?.timeOfDay ?? "09:00";
  const offsets = freq === "daily" ? [0] : freq === "weekly" ? [0, 2, 4] : [0, 4, 8, 12, 16, 20, 24, 28];
  const slots = Math.max(offsets.length, Math.min(items.length, 10));
  const budget = Number(job.config.preferences?.budget ?? 0) || 0;
  const perPost = slots ? Math.round((budget / slots) * 100) / 100 : 0;
  const planned = Array.from({ length: slots }, (_, i) => {
    const item = items[i % items.length];
    const platform = platforms[i % platforms.length];
    const when = slotAfter(now, offsets[i % offsets.length] + (i >= offsets.length ? 1 : 0), time);
    return {
      title: `${platform} post: ${item.label}`,
      type: "social_post",
      scheduledFor: when,
      platform,
      description: `${(TONE_LINES[tone] ?? TONE_LINES.professional)(item.label)}${perPost > 0 ? ` Suggested boost budget: $${perPost.toFixed(2)}.` : ""}`,
      dedupeKey: `mkt:${job.id}:${item.key}:${platform}:${dateKey(when)}`,
    };
  });
  // The model is only asked for posts not scheduled yet.
  const tasks = freshTasks(ctx.db, planned);
  if (!tasks.length) return { summary: "All posts for this period were already scheduled", created: { tasks: 0 } };
  const captions = await modelCaptions(
    ctx,
    tasks.map((t) => `${t.platform} post about ${t.title.split(": ").slice(1).join(": ")}`),
  );
  if (captions)
    tasks.forEach(
      (t, i) =>
        (t.description = `${captions[i]}${perPost > 0 ? ` Suggested boost budget: $${perPost.toFixed(2)}.` : ""}`),
    );
  const count = storeTasks(
    ctx,
    {
      name: `${job.name}: ${freq} posts from ${shortDate(tasks[0].scheduledFor)}`,
      description: `${captions ? "Captions written by the model. " : "Captions from Sunshine's templates. "}Posts about ${plural(items.length, "item")} on ${platforms.join(", ")} (${tone} tone).`,
      aiGenerated: captions !== null,
    },
    tasks,
  );
  return {
    summary: `Scheduled ${plural(count, "post")} about ${plural(items.length, "item")} on ${platforms.join(", ")}`,
    created: { tasks: count, campaigns: 1 },
  };
}

const CONTENT_FORMATS = [
  "Behind-the-scenes clip",
  "Excerpt or snippet",
  "Story: how it was made",
  "Fan Q&A",
  "Blog post",
  "Newsletter feature",
  "Quote card",
];

/** content_calendar: one content piece per day of the period (every ~2.5 days for monthly), rotating formats and items. */
export async function runContentCalendar(ctx: RunContext): Promise<RunOutcome> {
  const { job, now } = ctx;
  const items = promoItems(ctx);
  if (!items.length)
    return { summary: "Nothing to plan yet: add an audiobook, a song or a campaign first", created: { tasks: 0 } };
  const freq = frequencyOf(job);
  const platforms = job.config.preferences?.platforms?.length ? job.config.preferences.platforms : DEFAULT_PLATFORMS;
  const time = job.config.schedule?.timeOfDay ?? "09:00";
  const offsets =
    freq === "daily"
      ? [0]
      : freq === "weekly"
        ? [0, 1, 2, 3, 4, 5, 6]
        : Array.from({ length: 12 }, (_, i) => Math.round(i * 2.5));
  const planned = offsets.map((offset, i) => {
    const item = items[i % items.length];
    const format = CONTENT_FORMATS[i % CONTENT_FORMATS.length];
    const platform = platforms[i % platforms.length];
    const when = slotAfter(now, offset, time);
    return {
      title: `${format}: ${item.label}`,
      type: "content_piece",
      scheduledFor: when,
      platform,
      description: `Prepare a ${format.toLowerCase()} about ${item.label} for ${platform}.`,
      dedupeKey: `cal:${job.id}:${item.key}:${format}:${dateKey(when)}`,
    };
  });
  const tasks = freshTasks(ctx.db, planned);
  if (!tasks.length)
    return { summary: "The content calendar for this period was already planned", created: { tasks: 0 } };
  const captions = await modelCaptions(
    ctx,
    tasks.map((t) => `${t.title} (for ${t.platform})`),
  );
  if (captions) tasks.forEach((t, i) => (t.description = `Draft: ${captions[i]}`));
  const count = storeTasks(
    ctx,
    {
      name: `${job.name}: content calendar from ${shortDate(tasks[0].scheduledFor)}`,
      description: `${captions ? "Drafts written by the model. " : ""}${plural(tasks.length, "content piece")} over ${plural(periodDays(freq), "day")}.`,
      aiGenerated: captions !== null,
    },
    tasks,
  );
  return {
    summary: `Planned ${plural(count, "content piece")} over the next ${plural(periodDays(freq), "day")}`,
    created: { tasks: count, campaigns: 1 },
  };
}

export const EXECUTORS: Record<string, (ctx: RunContext) => RunOutcome | Promise<RunOutcome>> = {
  marketing_schedule: runMarketingSchedule,
  content_calendar: runContentCalendar,
  radio_outreach: runRadioOutreach,
  sync_licensing: runSyncLicensing,
  grant_search: runGrantSearch,
};
