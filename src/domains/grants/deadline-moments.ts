import type { Db } from "../../db/client";
import { localDateKey } from "../../shared/dates";
import { listGrants } from "./service";

/** The words that say a grant's deadline is meant ("the Jazz Road deadline", "the PRS closing date"). */
const DEADLINE = /\b(?:deadline|closing date|application)\b/i;
const FILLER = new Set(["the", "my", "our", "a", "deadline", "closing", "date", "application", "grant", "fund", "s", "'s"]);
const words = (s: string) => s.toLowerCase().replace(/[^a-z0-9\s]/g, " ").split(/\s+/).filter(Boolean);

/**
 * The deadlines still ahead of the grants some words name ("the day before the Jazz Road deadline"): every word said
 * beside "deadline" is a word of the grant's title or funder, so a reminder can be set before it.
 */
export function grantDeadlinesNamed(db: Db, now: Date, phrase: string): { name: string; date: string; time: null }[] {
  if (!DEADLINE.test(phrase)) return [];
  const said = words(phrase).filter((w) => !FILLER.has(w));
  if (!said.length) return [];
  const today = localDateKey(now);
  return listGrants(db)
    .filter((g) => g.deadline && g.deadline >= today && !["rejected", "awarded"].includes(g.status))
    .filter((g) => {
      const own = words(`${g.title} ${g.organization}`);
      return said.every((w) => own.includes(w));
    })
    .map((g) => ({ name: `${g.title} deadline`, date: g.deadline!, time: null }));
}
