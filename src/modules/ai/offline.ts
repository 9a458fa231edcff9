import type { Tool, ToolContext } from "../../lib/tools";
import { Sentence } from "../../lib/understand/sentence";
import { COMPILED, VOCABULARY } from "./registry";

/** What the offline engine made of a sentence. */
export type Plan =
  | { kind: "tool"; tool: Tool; args: Record<string, unknown>; confidence: number; sentence: Sentence }
  | { kind: "say"; message: string; confidence: number; tool?: Tool; sentence: Sentence }
  | { kind: "none"; sentence: Sentence };

export function readSentence(text: string, ctx: ToolContext): Sentence {
  return new Sentence(text, ctx.now, { persona: ctx.config.persona, vocabulary: VOCABULARY });
}

/** Tools whose patterns match the sentence, best first (weight, then how much of the sentence the match covers). */
export function candidates(s: Sentence): { tool: Tool; score: number }[] {
  const out: { tool: Tool; score: number }[] = [];
  const l = s.lower.replace(/\s+/g, " ").trim();
  // "Tomorrow I need to…", "On Friday remind me…": patterns anchored at the start also see the sentence without
  // its leading date words.
  const lead = s.whens()[0];
  const chars = [...s.lower];
  if (lead && lead.index <= 1) for (let i = lead.index; i < lead.index + lead.text.length; i++) chars[i] = " ";
  const withoutLead = chars.join("").replace(/^[\s,]+/, "").replace(/\s+/g, " ").trim();
  const forms = withoutLead !== l ? [l, withoutLead] : [l];
  for (const { tool, patterns } of COMPILED) {
    if (tool.unless?.some((re) => re.test(l))) continue;
    let best = 0;
    for (const p of patterns)
      for (const form of forms) {
        const m = p.re.exec(form);
        if (m) best = Math.max(best, p.weight + Math.min(m[0].length, 60) / 6000);
      }
    if (best > 0) out.push({ tool, score: best });
  }
  return out.sort((a, b) => b.score - a.score);
}

/**
 * Sentence → tool and arguments, offline: each candidate tool (best pattern first) reads its own arguments; the
 * first that understands wins. A negated or hypothetical sentence never plans a write.
 */
export function understandOffline(text: string, ctx: ToolContext): Plan {
  const sentence = readSentence(text, ctx);
  // A question never writes ("anything on my list?", "did I add the gig?"), but a polite request does ("can you add…?").
  const request = /^(?:so |ok |okay |and |also |hey )?(?:can|could|would|will) (?:you|we)\b|^please\b/.test(sentence.lower.trim());
  const mayWrite = !sentence.negated && !sentence.hypothetical && (!sentence.question || request);
  for (const { tool, score } of candidates(sentence)) {
    if (tool.kind !== "read" && !mayWrite) continue;
    let u;
    try {
      u = tool.understand ? tool.understand(sentence, ctx) : { args: {} };
    } catch (e) {
      console.warn(`Tool ${tool.name} could not read "${text}":`, (e as Error)?.message ?? e);
      continue;
    }
    if (!u) continue;
    const confidence = Math.min(0.95, 0.55 + score * 0.35);
    if ("args" in u) return { kind: "tool", tool, args: u.args as Record<string, unknown>, confidence: u.confidence ?? confidence, sentence };
    if ("ask" in u) return { kind: "say", message: u.ask, confidence: 0.5, tool, sentence };
    return { kind: "say", message: u.reply, confidence: 0.6, tool, sentence };
  }
  return { kind: "none", sentence };
}
