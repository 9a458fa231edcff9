// The words and phrases the analysis looks for: calls to action (strong and hedged), fillers, emotional words,
// participles that are not passive voice, and bland words with livelier replacements.
export const CTA_PATTERNS = [
  /\b(listen|stream|buy|order|download|pre-?save|pre-?order|subscribe|sign up|join|book|reply|register|follow|watch|grab|get your|add it|share|visit|shop|tune in|hear it|try)\b/i,
];
export const WEAK_CTA: [RegExp, string][] = [
  [/\bclick here\b/gi, "listen now"],
  [/\blet me know if you(?:'re| are)? (?:interested|want)\b[^.!?]*/gi, "reply to this email and I'll send it today"],
  [/\bif you (?:have|get) (?:the )?time,?\s*/gi, ""],
  [/\bcheck it out if you (?:want|like)\b/gi, "listen now"],
  [/\bfeel free to\s+/gi, ""],
];
export const FILLERS = [
  "just",
  "really",
  "very",
  "actually",
  "basically",
  "literally",
  "quite",
  "simply",
  "totally",
  "kind of",
  "sort of",
  "i think",
  "i feel like",
  "maybe",
  "perhaps",
  "somewhat",
  "honestly",
];
export const EMOTION_WORDS = new Set(
  "love loved heart heartfelt haunting raw intimate joy joyful thrilling thrill stunning breathtaking powerful fierce tender bold brave dream dreams hope hopeful fear fearless epic unforgettable moving stirring electric gripping vivid warm aching euphoric wild soul soulful beautiful gorgeous explosive irresistible proud excited exciting delight delightful magic magical spine chills tears laugh passionate passion secret finally free".split(
    " ",
  ),
);
/** Participles that usually work as adjectives ("I am excited"), not passive voice. */
export const ADJECTIVAL = new Set(
  "interested excited based located tired pleased thrilled inspired married used supposed involved done open often even given seen".split(
    " ",
  ),
);
export const BLAND: Record<string, string> = {
  good: "stirring",
  nice: "warm",
  great: "unforgettable",
  interesting: "gripping",
  cool: "electric",
  fine: "polished",
  okay: "solid",
  big: "sweeping",
  sad: "aching",
  happy: "euphoric",
};
