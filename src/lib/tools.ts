import type { Static, TSchema } from "@sinclair/typebox";
import type { Config } from "../config";
import { describeDay, localDateKey } from "../shared/dates";
import { capitalise } from "../shared/text";
import type { Db } from "../db/client";
import type { LlmClient } from "./llm";
import type { Sentence } from "./understand/sentence";
import { type SentenceData, type SlotList, sentencesOf } from "./understand/templates";

/**
 * The assistant's capabilities. Each domain declares its tools in `src/domains/<domain>/tools.ts`, beside its
 * service; the assistant (`src/composers/ai`) composes them. One declaration serves three users: the offline engine
 * (its sentence templates, slot lists and resolve), an OpenAI-compatible model (name, description, input schema) and
 * the help/README.
 */

/** read: answers only. write: changes data (undoable). destructive, outgoing: asks for a "yes" first. */
export type ToolKind = "read" | "write" | "destructive" | "outgoing";

export interface ToolContext {
  db: Db;
  now: Date;
  config: Pick<Config, "persona" | "smtp">;
  llm?: LlmClient;
  /**
   * The owner (name and e-mail from their profile, else the configured owner), e.g. the sender of an e-mail a tool
   * sends. The full profile, business details and locale: `ownerProfile(db)` from src/lib/owner-profile.ts.
   */
  owner?: { name: string | null; email: string };
  /** How the owner writes numeric dates: "uk" reads 4/12 as 4 December (from their profile's locale). */
  dateOrder?: "us" | "uk";
  /** The assistant's question the message being read answers ('When is "Gig"?'): a tool may ask the next one. */
  asked?: string;
}

export interface ToolOutcome {
  /** What happened or the answer, in one or a few sentences a person reads ("Added task "Call KEXP", due Friday"). */
  summary: string;
  /** The record(s) touched or facts read: what a model sees and a client may show. */
  data?: unknown;
  /** Reverts this change; returns what was reverted ("Removed task "Call KEXP""). */
  undo?: () => string;
  /** Where in the web app the result lives ("/calendar"). */
  link?: string;
}

/** What the offline engine read from a sentence for one tool. */
export type Understood<A> =
  | { args: A; confidence?: number }
  /**
   * Need more from the user (two records match, a required detail is missing); nothing is written. `words`: the
   * question asks for the request's own words (what to be reminded of, what the task is), so a whole command said
   * back ("send the invoice to Lakeside") is those words, not a new request.
   */
  | { ask: string; words?: boolean }
  /**
   * The tool knows this sentence is for it but there is nothing to do (e.g. "no station named X"). A nearly as likely
   * tool that understands the whole sentence still gets its turn, unless `final` (the tool is sure: "already saved").
   */
  | { reply: string; final?: boolean }
  /** Not for this tool after all: the engine tries the next match. */
  | undefined;

export interface Tool<S extends TSchema = TSchema> {
  /** snake_case, the model's function name. */
  name: string;
  /** One line for the model and the help list. */
  description: string;
  /** TypeBox (Elysia `t`) schema: validates arguments from both engines; it is also the model's JSON schema. */
  input: S;
  kind: ToolKind;
  /** What the web app's help, the README and the tests show a person can say (a domain's: its `sentences.yaml`). */
  examples: string[];
  /**
   * The tool's sentence templates with slots, from its domain's `sentences.yaml` (`withSentences`); see
   * src/lib/understand/templates.ts. Whole sentences are matched; a tool without them is reached by a model only.
   */
  sentences?: SentenceData;
  /** The owner's records its templates name (`{task}`): found at match time, forgiving typos. */
  lists?: Record<string, SlotList>;
  /**
   * Slots → arguments: looks up what the slots name and asks what is missing; never reads the words again. Without
   * it, the slots are the arguments.
   */
  // (Slots are typed by each tool's own resolve: their names come from the sentence data, not from a type.)
  resolve?: (slots: any, ctx: ToolContext, s: Sentence) => Understood<Static<S>>;
  /** Asked before destructive/outgoing tools run: "Delete task "Call KEXP"". */
  preview?: (args: Static<S>, ctx: ToolContext) => string;
  run: (args: Static<S>, ctx: ToolContext) => ToolOutcome | Promise<ToolOutcome>;
}

/** Keeps the argument types of `resolve`, `preview` and `run` tied to the schema. */
export const defineTool = <S extends TSchema>(tool: Omit<Tool<S>, "examples"> & { examples?: string[] }): Tool =>
  tool as unknown as Tool;

/** A domain's tools, each given the templates and examples its `sentences.yaml` files under the tool's name. */
export function withSentences<T extends Tool[]>(file: unknown, tools: T): T {
  const { intents, examples } = file as { intents: Record<string, unknown>; examples?: Record<string, string[]> };
  for (const tool of tools) {
    if (intents[tool.name]) tool.sentences = sentencesOf(file, tool.name);
    tool.examples = examples?.[tool.name] ?? tool.examples ?? [];
  }
  return tools;
}

/** The reply for a record a sentence names that the owner doesn't have, with the question that lists them. */
export const notFound = (what: string, name: string, listThem: string) => ({
  reply: `I couldn't find ${what} "${name}". Ask me "${listThem}" to see them.`,
});

/** The reply for a day gone by ("Friday Nov 20 has already passed; give me a date from today on."), else nothing. */
export const pastDate = (date: string, now: Date, what = "a date") =>
  date < localDateKey(now)
    ? `${capitalise(describeDay(date, now))} has already passed; give me ${what} from today on.`
    : undefined;

/** Thrown by a tool for a request that cannot be done as asked; the message is shown to the person. */
export class ToolError extends Error {}

/** The record an argument names, else the error the person sees: "there is no reminder 12". */
export function existing<T>(record: T | undefined, what: string): T {
  if (!record) throw new ToolError(`there is no ${what}`);
  return record;
}
