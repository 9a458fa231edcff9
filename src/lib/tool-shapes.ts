import { listOf } from "../shared/text";
import type { ToolOutcome } from "./tools";

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
