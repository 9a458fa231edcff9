import type { Sentence } from "../../lib/understand/sentence";

/**
 * Everyday errands said as a bare command with a day ("call mum on sunday", "buy strings tomorrow"): a task, with no
 * "remind me" or "add a task" before it. Without a day such a sentence is too loose to write anything.
 */
export const ERRAND =
  "(call|ring|phone|text|email|e-mail|buy|order|book|pay|post|print|fix|finish|write|pick up|drop off|collect|renew|upload|submit|chase|practise|practice|rehearse|clean|return|visit|meet|pack|sort out|sign|ship|mix|master|finalise|finalize|file|tidy|charge|restring|tune|call back)";

const ERRAND_RE = new RegExp(`^${ERRAND.replace(/\s/g, "\\s")}\\b`);
const POLITE = /^(?:(?:so|ok|okay|hey|and|also|please|pls|can you|could you|would you)\s+)*/;

/** The sentence is just the errand: its title starts where the sentence does. */
export function bareErrand(s: Sentence, title: string): boolean {
  const said = s.lower.replace(POLITE, "");
  return ERRAND_RE.test(said) && said.startsWith(title.toLowerCase().split(/\s+/)[0] ?? "");
}
