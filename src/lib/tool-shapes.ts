import { listOf } from "../shared/text";
import { t } from "elysia";
import type { Db } from "../db/client";
import type { SlotList } from "./understand/templates";
import { integer } from "./validation";
import { defineTool, type Tool, type ToolContext, type ToolOutcome, type Understood } from "./tools";

/** Shapes many tools share, declared once so each tool writes only what is its own. */

/**
 * A domain's answers all point at its screen: `const atRadio = answersAt("/radio")`, then
 * `return atRadio("Added KEXP.", station, () => (deleteStation(db, station.id), "Removed KEXP."))`.
 */
export const answersAt =
  (link: string) =>
  (summary: string, data?: unknown, undo?: () => string): ToolOutcome =>
    undo ? { summary, data, link, undo } : { summary, data, link };

/** A list as the answer: `3 songs for sync: "A", "B" and "C".` (the first `max` named, then how many more). */
export const listed = (head: string, items: string[], max = 8) => `${head}: ${listOf(items, max)}.`;

/**
 * A tool that removes one record by its id after a "yes", and whose undo puts the very row back. Every message names
 * the record the same way: "Delete the task "X"", "Deleted the task "X".", "Brought back the task "X".";
 * `detail` adds what tells records apart (a day, an amount) to the question and the answer.
 */
export function removeWithUndo<R>(spec: {
  name: string;
  description: string;
  lists?: Record<string, SlotList>;
  resolve: (slots: any, ctx: ToolContext) => Understood<{ id: number }>;
  /** The question's verb and the answer's: "Cancel" / "Cancelled" (else "Delete" / "Deleted"). */
  verbs?: [string, string];
  read: (db: Db, id: number) => R;
  remove: (db: Db, id: number) => void;
  restore: (db: Db, record: R, ctx: ToolContext) => void;
  what: (record: R) => string;
  detail?: (record: R, ctx: ToolContext) => string;
  /** Texts of the tool's own instead of the shared ones: the answer, and what the undo says. */
  said?: (record: R) => string;
  undone?: (record: R) => string;
  /** Where the model finds the id: "The station's id (from list_stations)". */
  idFrom?: string;
  link?: string;
}): Tool {
  const [ask, did] = spec.verbs ?? ["Delete", "Deleted"];
  const named = (r: R, ctx: ToolContext) => `${spec.what(r)}${spec.detail?.(r, ctx) ?? ""}`;
  return defineTool({
    name: spec.name,
    description: spec.description,
    input: t.Object({ id: integer({ minimum: 1, ...(spec.idFrom && { description: spec.idFrom }) }) }),
    kind: "destructive",
    lists: spec.lists,
    resolve: spec.resolve,
    preview: ({ id }, ctx) => `${ask} ${named(spec.read(ctx.db, id), ctx)}`,
    run({ id }, ctx) {
      const record = spec.read(ctx.db, id);
      const summary = spec.said?.(record) ?? `${did} ${named(record, ctx)}.`;
      spec.remove(ctx.db, id);
      const undone = spec.undone?.(record) ?? `Brought back ${spec.what(record)}.`;
      const undo = () => (spec.restore(ctx.db, record, ctx), undone);
      return spec.link ? { summary, link: spec.link, undo } : { summary, undo };
    },
  });
}

/**
 * Changes some fields of one record; the undo writes them back as they were (and `alsoBack`, fields the write moves
 * with them, such as a paid date). `said` is the answer, `undone` what the undo says.
 */
export function changeWithUndo<R extends object>(spec: {
  read: () => R;
  write: (fields: Partial<R>) => R;
  change: Partial<R>;
  alsoBack?: (keyof R)[];
  said: (after: R, before: R) => string;
  undone: (after: R, before: R) => string;
  link?: string;
}): ToolOutcome {
  const before = spec.read();
  const after = spec.write(spec.change);
  const keys = [...(Object.keys(spec.change) as (keyof R)[]), ...(spec.alsoBack ?? [])];
  const back = Object.fromEntries(keys.map((k) => [k, before[k]])) as Partial<R>;
  const undo = () => (spec.write(back), spec.undone(after, before));
  const outcome = { summary: spec.said(after, before), data: after, undo };
  return spec.link ? { ...outcome, link: spec.link } : outcome;
}
