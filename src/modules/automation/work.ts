import { and, eq, gte, inArray, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { LlmClient } from "../../lib/llm";
import { audiobooks } from "../audiobooks/schema";
import { grants } from "../grants/schema";
import { searchGrants } from "../grants/search";
import { actionItems, licensingOpportunities, platformSubmissions, songs } from "../licensing/schema";
import { emailCampaigns } from "../outreach/schema";
import { promotionalCampaigns } from "../promotion/schema";
import { radioStations } from "../radio/schema";
import { periodDays, type Frequency } from "./schedule";
import { automationCampaigns, automationTasks, type AutomationJob } from "./schema";

export interface RunContext {
  db: Db;
  llm?: LlmClient;
  job: AutomationJob;
  now: Date;
}

/** What a run did, in one sentence plus counts (stored on the run and shown on the job). */
export interface RunOutcome {
  summary: string;
  created: Record<string, number>;
}

const DAY = 86_400_000;
const DEFAULT_PLATFORMS = ["Instagram", "TikTok", "Facebook"];

const slotAt = (now: Date, dayOffset: number, timeOfDay: string) => {
  const d = new Date(now);
  d.setDate(d.getDate() + dayOffset);
  const [h, m] = timeOfDay.split(":").map(Number);
  d.setHours(h || 9, m || 0, 0, 0);
  return d;
};
const dateKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
const shortDate = (d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "numeric" });
const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

interface PromoItem {
  key: string;
  label: string;
  kind: "audiobook" | "song" | "campaign";
}

/** The user's own catalogue: active audiobooks, songs still being promoted, live promotional and email campaigns. */
function promoItems(db: Db): PromoItem[] {
  const books = db
    .select()
    .from(audiobooks)
    .where(ne(audiobooks.promotionStatus, "completed"))
    .orderBy(audiobooks.id)
    .all();
  const songRows = db.select().from(songs).where(ne(songs.promotionStatus, "paused")).orderBy(songs.id).all();
  const promos = db
    .select()
    .from(promotionalCampaigns)
    .where(inArray(promotionalCampaigns.status, ["active", "planning"]))
    .all();
  const mails = db
    .select()
    .from(emailCampaigns)
    .where(inArray(emailCampaigns.status, ["draft", "sending"]))
    .all();
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

function insertTasks(
  ctx: RunContext,
  campaignName: string,
  campaignDescription: string,
  tasks: {
    title: string;
    type: string;
    scheduledFor: Date;
    platform?: string;
    description: string;
    dedupeKey: string;
  }[],
) {
  const { db, job } = ctx;
  const keys = tasks.map((t) => t.dedupeKey);
  const existing = new Set(
    keys.length
      ? db
          .select({ k: automationTasks.dedupeKey })
          .from(automationTasks)
          .where(inArray(automationTasks.dedupeKey, keys))
          .all()
          .map((r) => r.k)
      : [],
  );
  const fresh = tasks.filter((t) => !existing.has(t.dedupeKey));
  if (!fresh.length) return { campaign: undefined, count: 0 };
  const campaign = db
    .insert(automationCampaigns)
    .values({
      jobId: job.id,
      name: campaignName,
      type: job.type,
      status: "active",
      aiGenerated: true,
      description: campaignDescription,
    })
    .returning()
    .get();
  db.insert(automationTasks)
    .values(
      fresh.map((t) => ({
        jobId: job.id,
        campaignId: campaign.id,
        title: t.title,
        type: t.type,
        status: "scheduled",
        scheduledFor: t.scheduledFor.toISOString(),
        platform: t.platform ?? null,
        description: t.description,
        aiGenerated: true,
        dedupeKey: t.dedupeKey,
      })),
    )
    .run();
  return { campaign, count: fresh.length };
}

/** marketing_schedule: promotional posts for the coming period, spread over the days and the chosen platforms. */
export async function runMarketingSchedule(ctx: RunContext): Promise<RunOutcome> {
  const { db, job, now } = ctx;
  const items = promoItems(db);
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
  const tasks = Array.from({ length: slots }, (_, i) => {
    const item = items[i % items.length];
    const platform = platforms[i % platforms.length];
    const when = slotAt(now, offsets[i % offsets.length] + (i >= offsets.length ? 1 : 0), time);
    return {
      title: `${platform} post: ${item.label}`,
      type: "social_post",
      scheduledFor: when,
      platform,
      description: `${(TONE_LINES[tone] ?? TONE_LINES.professional)(item.label)}${perPost > 0 ? ` Suggested boost budget: $${perPost.toFixed(2)}.` : ""}`,
      dedupeKey: `mkt:${job.id}:${item.key}:${platform}:${dateKey(when)}`,
    };
  });
  const captions = await modelCaptions(
    ctx,
    tasks.map((t) => `${t.platform} post about ${t.title.split(": ").slice(1).join(": ")}`),
  );
  if (captions)
    tasks.forEach(
      (t, i) =>
        (t.description = `${captions[i]}${perPost > 0 ? ` Suggested boost budget: $${perPost.toFixed(2)}.` : ""}`),
    );
  const { count } = insertTasks(
    ctx,
    `${job.name}: ${freq} posts from ${shortDate(now)}`,
    `${captions ? "Captions written by the model. " : ""}Posts about ${plural(items.length, "item")} on ${platforms.join(", ")} (${tone} tone).`,
    tasks,
  );
  return {
    summary: count
      ? `Scheduled ${plural(count, "post")} about ${plural(items.length, "item")} on ${platforms.join(", ")}`
      : "All posts for this period were already scheduled",
    created: { tasks: count, campaigns: count ? 1 : 0 },
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
  const { db, job, now } = ctx;
  const items = promoItems(db);
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
  const tasks = offsets.map((offset, i) => {
    const item = items[i % items.length];
    const format = CONTENT_FORMATS[i % CONTENT_FORMATS.length];
    const platform = platforms[i % platforms.length];
    const when = slotAt(now, offset, time);
    return {
      title: `${format}: ${item.label}`,
      type: "content_piece",
      scheduledFor: when,
      platform,
      description: `Prepare a ${format.toLowerCase()} about ${item.label} for ${platform}.`,
      dedupeKey: `cal:${job.id}:${item.key}:${format}:${dateKey(when)}`,
    };
  });
  const captions = await modelCaptions(
    ctx,
    tasks.map((t) => `${t.title} (for ${t.platform})`),
  );
  if (captions) tasks.forEach((t, i) => (t.description = `Draft: ${captions[i]}`));
  const { count } = insertTasks(
    ctx,
    `${job.name}: content calendar from ${shortDate(now)}`,
    `${plural(offsets.length, "content piece")} over ${plural(periodDays(freq), "day")}.`,
    tasks,
  );
  return {
    summary: count
      ? `Planned ${plural(count, "content piece")} over the next ${plural(periodDays(freq), "day")}`
      : "The content calendar for this period was already planned",
    created: { tasks: count, campaigns: count ? 1 : 0 },
  };
}

/** radio_outreach: stations pending or not contacted for 30+ days get an outreach task and, with e-mails, a draft campaign. */
export function runRadioOutreach(ctx: RunContext): RunOutcome {
  const { db, job, now } = ctx;
  const cutoff = new Date(now.getTime() - 30 * DAY).toISOString();
  const stations = db
    .select()
    .from(radioStations)
    .where(
      or(
        eq(radioStations.status, "pending"),
        and(
          eq(radioStations.status, "contacted"),
          or(isNull(radioStations.lastContacted), lt(radioStations.lastContacted, cutoff)),
        ),
      ),
    )
    .orderBy(radioStations.id)
    .all();
  if (!stations.length)
    return {
      summary: "No stations need outreach: none pending and none waiting 30+ days since contact",
      created: { tasks: 0 },
    };
  // A station already holding a scheduled outreach task is not given another.
  const open = new Set(
    db
      .select({ k: automationTasks.dedupeKey })
      .from(automationTasks)
      .where(
        and(
          eq(automationTasks.status, "scheduled"),
          inArray(
            automationTasks.dedupeKey,
            stations.map((s) => `radio:${s.id}`),
          ),
        ),
      )
      .all()
      .map((r) => r.k),
  );
  const todo = stations.filter((s) => !open.has(`radio:${s.id}`));
  if (!todo.length)
    return {
      summary: `All ${plural(stations.length, "station")} needing outreach already have a scheduled task`,
      created: { tasks: 0 },
    };
  const time = job.config.schedule?.timeOfDay ?? "09:00";
  const tone = job.config.preferences?.tone ?? "professional";
  const tasks = todo.map((s, i) => {
    const days = s.lastContacted ? Math.floor((now.getTime() - new Date(s.lastContacted).getTime()) / DAY) : null;
    const follow = s.status === "contacted";
    return {
      title: follow ? `Follow up with ${s.name}` : `Pitch ${s.name}`,
      type: "radio_outreach",
      scheduledFor: slotAt(now, Math.floor(i / 5), time),
      platform: "Radio",
      description: follow
        ? `Last contact ${days === null ? "date unknown" : `${days} days ago`}. ${s.contactName ? `Ask ${s.contactName}` : "Ask"} whether the track fits ${s.genre ?? "their"} rotation.`
        : `Send a first pitch${s.contactEmail ? ` to ${s.contactEmail}` : ""}${s.genre ? ` for their ${s.genre} programming` : ""}.`,
      dedupeKey: `radio:${s.id}`,
    };
  });
  const { campaign, count } = insertTasks(
    ctx,
    `Radio outreach ${shortDate(now)}`,
    `${plural(todo.length, "station")} to pitch or follow up.`,
    tasks,
  );
  const recipients = todo.filter((s) => s.contactEmail);
  let draftId: number | undefined;
  if (recipients.length) {
    const greeting = tone === "casual" ? "Hey" : "Hello";
    const template =
      tone === "creative"
        ? "Hello {{name}},\n\nSome songs are made for late-night radio, and I think this one belongs on yours. I'd love to send you the track and a short story of how it came together.\n\nThank you for championing independent music,\n"
        : `${greeting} {{name}},\n\nI'm an independent artist and I think my latest release would suit your listeners. May I send you the track and a one-sheet?\n\nThanks for your time,\n`;
    draftId = db
      .insert(emailCampaigns)
      .values({
        name: `Radio outreach ${dateKey(now)}`,
        subject: tone === "casual" ? "A track for your show" : "New release for your consideration",
        template,
        recipientType: "custom",
        customRecipients: recipients.map(
          (s) => `${(s.contactName || s.name).replace(/[<>]/g, "")} <${s.contactEmail}>`,
        ),
        status: "draft",
        totalRecipients: recipients.length,
      })
      .returning({ id: emailCampaigns.id })
      .get().id;
    if (campaign)
      db.update(automationCampaigns)
        .set({
          description: `${campaign.description} Draft email campaign #${draftId} for ${plural(recipients.length, "recipient")}.`,
        })
        .where(eq(automationCampaigns.id, campaign.id))
        .run();
  }
  return {
    summary: `Created ${plural(count, "outreach task")}${draftId ? ` and a draft email campaign for ${plural(recipients.length, "recipient")}` : ""}`,
    created: { tasks: count, emailCampaigns: draftId ? 1 : 0, campaigns: count ? 1 : 0 },
  };
}

/** sync_licensing: action items for songs with no submission in 30 days and for open opportunities with deadlines ahead. */
export function runSyncLicensing(ctx: RunContext): RunOutcome {
  const { db, now } = ctx;
  const cutoff = new Date(now.getTime() - 30 * DAY).toISOString();
  const allSongs = db.select().from(songs).orderBy(songs.id).all();
  const recent = new Set(
    db
      .select({ id: platformSubmissions.songId })
      .from(platformSubmissions)
      .where(gte(platformSubmissions.submittedAt, cutoff))
      .all()
      .map((r) => r.id),
  );
  const openTitles = new Set(
    db
      .select({ title: actionItems.title })
      .from(actionItems)
      .where(ne(actionItems.status, "completed"))
      .all()
      .map((r) => r.title),
  );
  const items: (typeof actionItems.$inferInsert)[] = [];
  for (const s of allSongs) {
    if (recent.has(s.id) || s.promotionStatus === "paused") continue;
    const title = `Submit "${s.title}" to a sync opportunity`;
    if (openTitles.has(title)) continue;
    const types = s.targetLicenseTypes?.length ? s.targetLicenseTypes.join(", ") : "film, tv or commercial";
    items.push({
      title,
      description: `"${s.title}" by ${s.artist} has had no submission in the last 30 days. Look for ${types} briefs that fit ${s.genre ?? "its genre"}.`,
      priority: "medium",
      status: "pending",
      dueDate: dateKey(new Date(now.getTime() + 7 * DAY)),
      notes: "Created by automation",
    });
  }
  const today = dateKey(now);
  const opps = db
    .select()
    .from(licensingOpportunities)
    .where(
      and(inArray(licensingOpportunities.status, ["active", "pending"]), gte(licensingOpportunities.deadline, today)),
    )
    .orderBy(licensingOpportunities.deadline)
    .all();
  for (const o of opps) {
    const title = `Prepare submission for "${o.title}" (${o.company})`;
    if (openTitles.has(title)) continue;
    const days = Math.ceil((new Date(`${o.deadline!.slice(0, 10)}T23:59:59`).getTime() - now.getTime()) / DAY);
    items.push({
      title,
      description: `${o.type} opportunity${o.genre ? ` for ${o.genre}` : ""}${o.budget ? `, budget ${o.budget}` : ""}; deadline in ${plural(days, "day")}.${o.contactEmail ? ` Contact: ${o.contactEmail}.` : ""}`,
      priority: days <= 3 ? "critical" : days <= 7 ? "high" : "medium",
      status: "pending",
      dueDate: o.deadline!.slice(0, 10),
      notes: "Created by automation",
    });
  }
  if (items.length) db.insert(actionItems).values(items).run();
  const songCount = items.filter((i) => i.title.startsWith("Submit")).length;
  return {
    summary: items.length
      ? `Created ${plural(items.length, "action item")}: ${plural(songCount, "song")} to submit, ${plural(items.length - songCount, "opportunity", "opportunities")} with deadlines`
      : "No new action items: every song has a recent submission and open deadlines are covered",
    created: { actionItems: items.length },
  };
}

/** grant_search: runs the grants search for the user's work and saves new matches as discovered grants. */
export async function runGrantSearch(ctx: RunContext): Promise<RunOutcome> {
  const { db, llm } = ctx;
  const books = db.select({ title: audiobooks.title, genre: audiobooks.genre }).from(audiobooks).limit(5).all();
  const songRows = db.select({ title: songs.title, genre: songs.genre }).from(songs).limit(5).all();
  const genres = [...new Set([...books, ...songRows].map((r) => r.genre).filter(Boolean))];
  const req = {
    projectName:
      [...books, ...songRows]
        .map((r) => r.title)
        .slice(0, 3)
        .join(", ") || ctx.job.name,
    description: `${books.length ? "audiobooks and books" : ""}${books.length && songRows.length ? " and " : ""}${songRows.length ? "songs and music recording" : ""}${!books.length && !songRows.length ? "independent music and audiobooks" : ""}${genres.length ? ` in ${genres.join(", ")}` : ""}`,
    focus:
      books.length && !songRows.length
        ? "audiobook author"
        : songRows.length && !books.length
          ? "musician"
          : "music and audiobooks",
  };
  const results = await searchGrants({ db, llm }, req);
  const fresh = results.filter((r) => !r.saved && r.score > 0).slice(0, 5);
  for (const r of fresh) {
    const amount = /\d[\d,]*/.exec(r.amount ?? "")?.[0]?.replace(/,/g, "") ?? null;
    db.insert(grants)
      .values({
        title: r.title,
        organization: r.organization,
        amount,
        deadline: null,
        description: r.description,
        requirements: r.eligibility ?? null,
        applicationUrl: r.applicationUrl ?? null,
        notes: `Found by automation "${ctx.job.name}". ${r.reason}${r.deadline ? ` Deadline: ${r.deadline}.` : ""}${r.amount ? ` Typical amount: ${r.amount}.` : ""}${r.verify ? " Check this one on the funder's site before applying." : ""}`,
        status: "discovered",
        catalogueId: r.source === "catalogue" ? r.id : null,
      })
      .run();
  }
  return {
    summary: fresh.length
      ? `Saved ${plural(fresh.length, "new grant")}: ${fresh.map((r) => r.title).join("; ")}`
      : `No new grants: the ${plural(results.length, "match", "matches")} found are already saved`,
    created: { grants: fresh.length },
  };
}

export const EXECUTORS: Record<string, (ctx: RunContext) => RunOutcome | Promise<RunOutcome>> = {
  marketing_schedule: runMarketingSchedule,
  content_calendar: runContentCalendar,
  radio_outreach: runRadioOutreach,
  sync_licensing: runSyncLicensing,
  grant_search: runGrantSearch,
};
