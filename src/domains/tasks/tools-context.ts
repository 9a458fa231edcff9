import type { ToolContext } from "../../lib/tools";
import type { Sentence } from "../../lib/understand/sentence";
import { sameWord, words } from "../../shared/text";
import type { Task } from "./schema";
import { pendingTasks, tasksNamed } from "./service";
import { GENERIC } from "./understand";

/** Tasks named by the context of a sentence: "the rehearsal room fell through, reopen it". */
/** "it", "that one", "this task": a task named earlier in the same sentence ("the room fell through, reopen it"). */
const PRONOUN = String.raw`(?:it|that|this|them)(?: one| task| thing| todo)?`;
export const isPronoun = (phrase: string) => new RegExp(`^(?:${PRONOUN}|one)$`).test(phrase.trim());

/**
 * A command on a pronoun ("reopen that one", "tick it off", "make it low priority"): `verbs` is a template where
 * `P` stands for the pronoun. Returns the words before it (the context naming the task) and the command onwards;
 * undefined when there is none, or when it is negated ("so don't tick it off").
 */
export function pronounCommand(lower: string, verbs: string): { context: string; command: string } | undefined {
  const m = new RegExp(String.raw`\b(?:${verbs.replaceAll("P", PRONOUN)})(?=\s|$)`).exec(lower);
  if (!m) return undefined;
  const context = lower.slice(0, m.index);
  if (NOT_BEFORE.test(context)) return undefined;
  return { context, command: lower.slice(m.index) };
}
/** A negation just before a command: "…so don't tick it off", "…no need to move it". */
export const NOT_BEFORE =
  /\b(?:don'?t|do not|dont|never|not|no need to|(?:should|would|could|ca|wo|did)n'?t|cannot)\s+(?:\w+\s+)?$/;

/**
 * The task that the words before a pronoun talk about: the one whose title shares the most words with them (at
 * least two, or all of a one-word title), clearly ahead of the next. Reads only when the context has words.
 */
export function taskInContext(
  ctx: ToolContext,
  context: string,
  status: "pending" | "completed" | "any",
): Task | undefined {
  const said = words(context).filter((w) => w.length >= 3 && !GENERIC.has(w));
  if (!said.length) return undefined;
  const pool =
    status === "pending"
      ? pendingTasks(ctx.db)
      : status === "completed"
        ? tasksNamed(ctx.db, context, "completed", 100)
        : [...pendingTasks(ctx.db), ...tasksNamed(ctx.db, context, "completed", 100)];
  const same = (x: string, w: string) =>
    x === w || (x.length >= 4 && w.length >= 4 && x.slice(0, 4) === w.slice(0, 4)) || sameWord(x, w);
  const scored = pool
    .map((task) => {
      const have = words(task.title).filter((w) => !GENERIC.has(w));
      return { task, hits: have.filter((w) => said.some((x) => same(x, w))).length, need: Math.min(2, have.length) };
    })
    .filter((x) => x.hits && x.hits >= x.need)
    .sort((a, b) => b.hits - a.hits);
  return scored[0] && (!scored[1] || scored[1].hits < scored[0].hits) ? scored[0].task : undefined;
}

/** The sentence's lower-case copy with its dates blanked (same positions): "sorted it this morning" → "sorted it". */
export function withoutDates(s: Sentence): string {
  const chars = [...s.lower];
  for (const w of s.whens()) for (let i = w.index; i < w.index + w.text.length; i++) chars[i] = " ";
  return chars.join("").replace(/\s+/g, " ").trim();
}

/** The first clause of a sentence ("tick off the ascap renewal, sorted it this morning" → "tick off the ascap renewal"). */
export function firstClause(s: Sentence): string | undefined {
  const m = /[,;.!?]\s+\S/.exec(s.text);
  return m ? s.lower.slice(0, m.index).replace(/\s+/g, " ").trim() : undefined;
}
