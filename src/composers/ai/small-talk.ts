import type { ToolContext } from "../../lib/tools";
import { capabilityLines } from "./help";
import { ownerName, ownerProfile } from "../../lib/owner-profile";

const GREETING = /^(?:hi|hello|hey|hiya|howdy|yo|greetings|good\s+(?:morning|afternoon|evening|day))\b/i;
// "help me pitch WFMU" is a request for a tool, not for the help text: only these phrases, alone, ask for help.
const HELP = /^(?:help|help me|\?|what can you do|what do you do|how do you work|what are your (?:commands|capabilities)|commands|what can i (?:say|ask)(?: you)?|how can you help(?: me)?)(?: please)?$/i;
const THANKS = /^(?:thanks|thank you|thx|cheers|ty|much appreciated|great,? thanks|perfect,? thanks)\b/i;
// "that's all for now", "ok that's it, thanks": the owner is finished; no record is "all" ("all done" and "I'm done"
// stay with the task just discussed).
const CLOSING =
  /^(?:(?:ok|okay|great|cool|right|alright|perfect|good|no|nope)[,\s]+)?(?:that'?s (?:all|it|everything)|that is (?:all|it)|that'?ll be all|that will be all|nothing else|nothing more|we'?re (?:all )?good|i'?m (?:all )?good)(?:[,\s]+(?:for now|for today|for tonight|thanks|thank you|cheers|then|i think))*$/i;
const THEN_ASKED = /^\s*[,.!;-]\s*(?:now\s+|also\s+|and\s+|then\s+|please\s+|pls\s+)*(?:make|mark|set|add|move|change|delete|remove|cancel|put|remind|can|could|would|will|what|when|how|who|show)\b/i;

/** The hour where the owner lives (their profile's time zone), so "good morning" is right for them. */
function greetingFor(now: Date, timeZone?: string) {
  const h = Number(new Intl.DateTimeFormat("en-GB", { hour: "numeric", hourCycle: "h23", timeZone }).format(now));
  return h < 5 ? "Hello, night owl" : h < 12 ? "Good morning" : h < 18 ? "Good afternoon" : "Good evening";
}

/** Greetings, thanks and help: answered without touching data. Undefined for anything else. */
export function smallTalk(text: string, ctx: ToolContext): string | undefined {
  const persona = ctx.config.persona;
  const s = text
    .trim()
    .replace(new RegExp(`\\b${persona.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "ig"), "")
    .replace(/[\s,!.?]+$/g, "")
    .replace(/^[\s,]+/, "")
    .trim();
  const wordsCount = s.split(/\s+/).filter(Boolean).length;
  // A greeting alone ("hi", "good morning Sunshine"); "good morning, brief me" goes on to the tools.
  const afterGreeting = s.replace(GREETING, "").replace(/^(?:\s+there)?[\s,!.]*/, "").trim();
  const greeting = !s || (GREETING.test(s) && wordsCount <= 4 && !afterGreeting);
  // ("thanks, make it urgent": thanks before a request is no small talk.)
  const thanks = THANKS.test(s) && wordsCount <= 5 && !THEN_ASKED.test(s.replace(THANKS, ""));
  if (CLOSING.test(s)) return "Alright! I'm here whenever you need me.";
  if (!greeting && !thanks) return HELP.test(s) && wordsCount <= 8 ? helpText() : undefined;
  // The owner as they asked to be called (Settings → Profile); no name set, no name used. Read only to answer.
  const profile = ownerProfile(ctx.db);
  const name = ownerName(profile);
  if (greeting)
    return `${greetingFor(ctx.now, profile.timeZone)}${name ? `, ${name}` : ""}! I'm ${persona}, ready to help with your music and books. Ask me "what's on today?" or tell me what to add. What shall we work on?`;
  return `You're welcome${name ? `, ${name}` : ""}! Anything else I can help with?`;
}

const helpText = () =>
  `Here's what I can do (say "undo" to take back my last change):\n${capabilityLines()
    .map((c) => `• ${c}`)
    .join("\n")}`;
