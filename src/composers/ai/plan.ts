import type { Tool, ToolContext } from "../../lib/tools";
import { Sentence } from "../../lib/understand/sentence";
import { VOCABULARY } from "./registry";

/** What the offline engine made of a sentence. */
export type Plan =
  /** `replaces`: the change just made was to the wrong record; it is undone before this one is made. */
  | { kind: "tool"; tool: Tool; args: Record<string, unknown>; confidence: number; sentence: Sentence; said?: string; replaces?: boolean }
  /**
   * `asks`: the message is a question back for the tool's missing detail (the conversation keeps it open); `missing`:
   * the tool read its words and only lacks a detail (not a name that fits several records).
   */
  | {
      kind: "say";
      message: string;
      confidence: number;
      tool?: Tool;
      sentence: Sentence;
      asks?: boolean;
      /** The question asks for the request's own words: a command said back is the answer (see `Understood`). */
      words?: boolean;
      missing?: boolean;
      said?: string;
      /** The words that named a record loosely, which the answer to "which one?" replaces. */
      phrase?: string;
      /** The one record the answer is about (a tool working on such records, and the record). */
      about?: { tool: string; record: unknown };
    }
  /** Several items in one sentence ("add tasks: a, b and c"): the same tool once per item. */
  | { kind: "several"; plans: ToolPlan[]; confidence: number; sentence: Sentence; said?: string }
  | { kind: "none"; sentence: Sentence };
export type ToolPlan = Extract<Plan, { kind: "tool" }>;
type SeveralPlan = Extract<Plan, { kind: "several" }>;

/** Several requests as one plan, as sure as the least sure of them. */
export const severalOf = (plans: ToolPlan[]): SeveralPlan => ({
  kind: "several",
  plans,
  confidence: Math.min(...plans.map((p) => p.confidence)),
  sentence: plans[0]!.sentence,
});

/** Whether the requests ask the very same thing (one request read twice). */
export const sameArgs = (plans: ToolPlan[]) => new Set(plans.map((p) => JSON.stringify(p.args))).size < plans.length;

/** The readings as one plan, when every one is the same tool and `fits` (a write, say). */
export function sameToolForEach(plans: (Plan | undefined)[], fits = (_: ToolPlan) => true): SeveralPlan | undefined {
  const tool = plans[0]?.kind === "tool" ? plans[0].tool : undefined;
  const same = (p: Plan | undefined): p is ToolPlan => p?.kind === "tool" && p.tool === tool && fits(p);
  return tool && plans.every(same) ? severalOf(plans) : undefined;
}

/**
 * How one part of the sentence is read as a request of its own: the whole offline reading, handed in by the engine
 * (each item is read the way a whole sentence is, so these readings sit below the engine and call back up through it).
 */
export type ReadRequest = (text: string) => Plan;

/** The sentence as the offline engine reads it: the owner's persona and typos fixed towards the templates' words. */
export function readSentence(text: string, ctx: ToolContext): Sentence {
  return new Sentence(text, ctx.now, { persona: ctx.config.persona, vocabulary: VOCABULARY });
}
