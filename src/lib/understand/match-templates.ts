import type { CompiledTemplate } from "./compile-template";
import type { Masked } from "./masked-sentence";
import type { Sentence } from "./sentence";
import { readMatch, type TemplateMatch } from "./slot-values";
import type { ListContext, SlotList } from "./templates";

// Every template a sentence may match, tried and ranked.

/**
 * The matches of templates that the sentence's words allow (`candidatesIn`), in their order, best first. A record
 * slot whose words name no record tries other readings.
 */
export function matchCandidates(
  m: Masked,
  s: Sentence,
  candidates: readonly CompiledTemplate[],
  lists: Record<string, SlotList>,
  ctx: ListContext,
): TemplateMatch[] {
  const out: TemplateMatch[] = [];
  for (const template of candidates) {
    let r = template.re.exec(m.text);
    let grow = false;
    for (let tries = 0; r && tries < 8; tries++) {
      const read = readMatch(template, r, m, s, lists, ctx);
      if (!read || !("retry" in read)) {
        if (read) out.push(read);
        break;
      }
      if (read.retry <= 1) grow = true;
      r = template.retry(read.retry, grow, read.slot)?.exec(m.text) ?? null;
    }
  }
  return out.sort(byRank);
}

/**
 * The ranking rule (in templates.ts): more template words, then fewer free words, then more typed slots, then (two
 * records named) the one whose name the words say more of.
 */
export const byRank = (a: TemplateMatch, b: TemplateMatch) =>
  b.rank[0] - a.rank[0] ||
  b.rank[1] - a.rank[1] ||
  b.rank[2] - a.rank[2] ||
  b.rank[3] - a.rank[3] ||
  (a.fit !== undefined && b.fit !== undefined ? b.fit - a.fit : 0);
