import { listAudiobooks } from "../../domains/audiobooks/service";
import { searchGrants, type GrantSearchResult } from "../../domains/grants/search";
import { createGrant } from "../../domains/grants/service";
import { createActionItem, listActionItems, listOpportunities, listSongs, listSubmissions } from "../../domains/licensing/service";
import { listStations } from "../../domains/radio/service";
import { slotAfter } from "./schedule";
import {
  callTool,
  createThrough,
  DAY,
  dateKey,
  freshTasks,
  plural,
  shortDate,
  storeTasks,
  type RunContext,
  type RunOutcome,
} from "./work-shared";

/** The assistant's tools the automations create other domains' records with (see src/composers/ai/registry.ts). */
export const TOOLS_USED = {
  draftCampaign: "draft_campaign",
  addActionItem: "add_action_item",
  saveGrant: "save_grant",
} as const;

/** radio_outreach: stations pending or not contacted for 30+ days get an outreach task and, with e-mails, a draft campaign. */
export async function runRadioOutreach(ctx: RunContext): Promise<RunOutcome> {
  const { db, job, now } = ctx;
  const cutoff = now.getTime() - 30 * DAY;
  const stations = listStations(db)
    .filter(
      (s) =>
        s.status === "pending" ||
        (s.status === "contacted" && (!s.lastContacted || new Date(s.lastContacted).getTime() < cutoff)),
    )
    .sort((a, b) => a.id - b.id);
  if (!stations.length)
    return {
      summary: "No stations need outreach: none pending and none waiting 30+ days since contact",
      created: { tasks: 0 },
    };
  const time = job.config.schedule?.timeOfDay ?? "09:00";
  const tone = job.config.preferences?.tone ?? "professional";
  const tasks = stations.map((s, i) => {
    const days = s.lastContacted ? Math.floor((now.getTime() - new Date(s.lastContacted).getTime()) / DAY) : null;
    const follow = s.status === "contacted";
    return {
      station: s,
      title: follow ? `Follow up with ${s.name}` : `Pitch ${s.name}`,
      type: "radio_outreach",
      scheduledFor: slotAfter(now, Math.floor(i / 5), time),
      platform: "Radio",
      description: follow
        ? `Last contact ${days === null ? "date unknown" : `${days} days ago`}. ${s.contactName ? `Ask ${s.contactName}` : "Ask"} whether the track fits ${s.genre ?? "their"} rotation.`
        : `Send a first pitch${s.contactEmail ? ` to ${s.contactEmail}` : ""}${s.genre ? ` for their ${s.genre} programming` : ""}.`,
      // A station holding a task still scheduled is not given another; once that one is done it can be.
      dedupeKey: `radio:${s.id}`,
    };
  });
  const fresh = freshTasks(db, tasks, true);
  if (!fresh.length)
    return {
      summary: `All ${plural(stations.length, "station")} needing outreach already have a scheduled task`,
      created: { tasks: 0 },
    };
  const recipients = fresh.map((t) => t.station).filter((s) => s.contactEmail);
  if (recipients.length) {
    const greeting = tone === "casual" ? "Hey" : "Hello";
    const template =
      tone === "creative"
        ? "Hello {{name}},\n\nSome songs are made for late-night radio, and I think this one belongs on yours. I'd love to send you the track and a short story of how it came together.\n\nThank you for championing independent music,\n"
        : `${greeting} {{name}},\n\nI'm an independent artist and I think my latest release would suit your listeners. May I send you the track and a one-sheet?\n\nThanks for your time,\n`;
    await callTool(ctx, TOOLS_USED.draftCampaign, {
      name: `Radio outreach ${dateKey(now)}`,
      subject: tone === "casual" ? "A track for your show" : "New release for your consideration",
      template,
      recipientType: "custom",
      customRecipients: recipients.map(
        (s) => `${(s.contactName || s.name).replace(/[<>",;]/g, "")} <${s.contactEmail}>`,
      ),
    });
  }
  const draft = recipients.length ? ` and a draft email campaign for ${plural(recipients.length, "recipient")}` : "";
  const count = storeTasks(
    ctx,
    {
      name: `Radio outreach ${shortDate(fresh[0].scheduledFor)}`,
      description: `${plural(fresh.length, "station")} to pitch or follow up${draft}.`,
      aiGenerated: false,
    },
    fresh,
  );
  return {
    summary: `Created ${plural(count, "outreach task")}${draft}`,
    created: { tasks: count, emailCampaigns: recipients.length ? 1 : 0, campaigns: 1 },
  };
}

/** A date-only due date means "by the end of that day", so today is still ahead of now. */
const endOfDay = (date: string) => new Date(`${date.slice(0, 10)}T23:59:59`);

/** sync_licensing: action items for songs with no submission in 30 days and for open opportunities with deadlines ahead. */
export async function runSyncLicensing(ctx: RunContext): Promise<RunOutcome> {
  const { db, now } = ctx;
  const cutoff = now.getTime() - 30 * DAY;
  const recent = new Set(
    listSubmissions(db)
      .filter((s) => new Date(s.submittedAt).getTime() >= cutoff)
      .map((s) => s.songId),
  );
  const openTitles = new Set(
    listActionItems(db)
      .filter((i) => i.status !== "completed")
      .map((i) => i.title),
  );
  const items: { title: string; description: string; priority: string; dueDate: string }[] = [];
  for (const s of listSongs(db).sort((a, b) => a.id - b.id)) {
    if (recent.has(s.id) || s.promotionStatus === "paused") continue;
    const title = `Submit "${s.title}" to a sync opportunity`;
    if (openTitles.has(title)) continue;
    const types = s.targetLicenseTypes?.length ? s.targetLicenseTypes.join(", ") : "film, tv or commercial";
    items.push({
      title,
      description: `"${s.title}" by ${s.artist} has had no submission in the last 30 days. Look for ${types} briefs that fit ${s.genre ?? "its genre"}.`,
      priority: "medium",
      dueDate: dateKey(new Date(now.getTime() + 7 * DAY)),
    });
  }
  const opps = listOpportunities(db)
    .filter((o) => (o.status === "active" || o.status === "pending") && o.deadline && endOfDay(o.deadline) > now)
    .sort((a, b) => a.deadline!.localeCompare(b.deadline!) || a.id - b.id);
  for (const o of opps) {
    const title = `Prepare submission for "${o.title}" (${o.company})`;
    if (openTitles.has(title)) continue;
    const days = Math.ceil((endOfDay(o.deadline!).getTime() - now.getTime()) / DAY);
    items.push({
      title,
      description: `${o.type} opportunity${o.genre ? ` for ${o.genre}` : ""}${o.budget ? `, budget ${o.budget}` : ""}; deadline in ${plural(days, "day")}.${o.contactEmail ? ` Contact: ${o.contactEmail}.` : ""}`,
      priority: days <= 3 ? "critical" : days <= 7 ? "high" : "medium",
      dueDate: o.deadline!.slice(0, 10),
    });
  }
  for (const item of items) {
    const args = { ...item, notes: "Created by automation" };
    await createThrough(ctx, TOOLS_USED.addActionItem, args, () =>
      createActionItem(db, { ...args, status: "pending" }),
    );
  }
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
  const books = listAudiobooks(db, ctx.now)
    .sort((a, b) => a.id - b.id)
    .slice(0, 5);
  const songRows = listSongs(db)
    .sort((a, b) => a.id - b.id)
    .slice(0, 5);
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
    const args = grantArgs(ctx, r);
    await createThrough(ctx, TOOLS_USED.saveGrant, args, () => createGrant(db, args));
  }
  return {
    summary: fresh.length
      ? `Saved ${plural(fresh.length, "new grant")}: ${fresh.map((r) => r.title).join("; ")}`
      : `No new grants: the ${plural(results.length, "match", "matches")} found are already saved`,
    created: { grants: fresh.length },
  };
}

/** A search match as a grant to save (status stays the default, discovered). */
function grantArgs(ctx: RunContext, r: GrantSearchResult) {
  const amount = /\d[\d,]*/.exec(r.amount ?? "")?.[0]?.replace(/,/g, "");
  return {
    title: r.title,
    organization: r.organization,
    amount: amount ? Number(amount) : undefined,
    description: r.description || undefined,
    requirements: r.eligibility || undefined,
    applicationUrl: r.applicationUrl || undefined,
    notes: `Found by automation "${ctx.job.name}". ${r.reason}${r.deadline ? ` Deadline: ${r.deadline}.` : ""}${r.amount ? ` Typical amount: ${r.amount}.` : ""}${r.verify ? " Check this one on the funder's site before applying." : ""}`,
    catalogueId: r.source === "catalogue" ? r.id : undefined,
  };
}
