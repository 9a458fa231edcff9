import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { LlmClient } from "../../lib/llm";
import type { ToolOutcome } from "../../lib/tools";
import { loadEngine } from "../ai/engine";
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

export const DAY = 86_400_000;
export const dateKey = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
export const shortDate = (d: Date) => d.toLocaleDateString("en-US", { month: "short", day: "numeric" });
export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/**
 * Work in another domain goes through the assistant's tools, the same path (argument checks, refusals, activity
 * log) as a person asking Sunshine; a refusal fails the run with the tool's own reason.
 */
export async function callTool(ctx: RunContext, name: string, args: Record<string, unknown>): Promise<ToolOutcome> {
  const { toolNamed, runTool } = await loadEngine();
  const tool = toolNamed(name);
  if (!tool) throw new Error(`The assistant has no "${name}" tool`);
  const toolCtx = { db: ctx.db, now: ctx.now, config: { persona: "Sunshine", smtp: undefined }, llm: ctx.llm };
  const { result, outcome } = await runTool(tool, args, toolCtx);
  if (!result.ok || !outcome) throw new Error(result.error ?? result.summary);
  return outcome;
}

/**
 * Creates a record in another domain: through its assistant tool when the tool's input takes every field we fill,
 * otherwise through the domain's own service function (a field the tool lacks would be silently dropped).
 * Returns which path was taken.
 */
export async function createThrough(
  ctx: RunContext,
  name: string,
  args: Record<string, unknown>,
  service: () => unknown,
): Promise<"tool" | "service"> {
  const tool = (await loadEngine()).toolNamed(name);
  const accepted = (tool?.input as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const filled = Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== null));
  if (tool && Object.keys(filled).every((k) => k in accepted)) {
    await callTool(ctx, name, filled);
    return "tool";
  }
  service();
  return "service";
}

export interface PlannedTask {
  title: string;
  type: string;
  scheduledFor: Date;
  platform?: string;
  description: string;
  dedupeKey: string;
}

/** The planned tasks not created before: none whose dedupe key exists (only among tasks still scheduled when `openOnly`). */
export function freshTasks<T extends PlannedTask>(db: Db, tasks: T[], openOnly = false): T[] {
  const keys = tasks.map((t) => t.dedupeKey);
  if (!keys.length) return [];
  const existing = new Set(
    db
      .select({ k: automationTasks.dedupeKey })
      .from(automationTasks)
      .where(
        openOnly
          ? and(inArray(automationTasks.dedupeKey, keys), eq(automationTasks.status, "scheduled"))
          : inArray(automationTasks.dedupeKey, keys),
      )
      .all()
      .map((r) => r.k),
  );
  return tasks.filter((t) => !existing.has(t.dedupeKey));
}

/** Stores the automation's own campaign and its tasks; `aiGenerated` is true only when a model wrote them. */
export function storeTasks(
  ctx: RunContext,
  campaign: { name: string; description: string; aiGenerated: boolean },
  tasks: PlannedTask[],
) {
  const { db, job, now } = ctx;
  if (!tasks.length) return 0;
  if (tasks.some((t) => t.scheduledFor.getTime() <= now.getTime()))
    throw new Error("An automation tried to schedule a task in the past");
  const row = db
    .insert(automationCampaigns)
    .values({ jobId: job.id, type: job.type, status: "active", ...campaign })
    .returning()
    .get();
  db.insert(automationTasks)
    .values(
      tasks.map((t) => ({
        jobId: job.id,
        campaignId: row.id,
        title: t.title,
        type: t.type,
        status: "scheduled",
        scheduledFor: t.scheduledFor.toISOString(),
        platform: t.platform ?? null,
        description: t.description,
        aiGenerated: campaign.aiGenerated,
        dedupeKey: t.dedupeKey,
      })),
    )
    .run();
  return tasks.length;
}
