/**
 * Shared expansion rules for sentence patterns (`<add>` in a template), like Home Assistant's common rules. Keep
 * them general: a domain's own nouns belong in its tools.ts.
 */
export const RULES: Record<string, string> = {
  /** Politeness before a command: "so can you please …", "let's …". Start a `^` pattern with it. */
  polite: "[so|ok|okay|um|hey|oh|and|also|right] [can you|could you|would you|will you|can u|could u|can we|could we|let's|lets|please|pls|plz|i want you to|i'd like you to] [please|pls|just]",
  add: "(add|create|make|new|put|set up|setup|log|enter|record|save|register|book|schedule|pencil in|jot down|note down|note|write down|track|start|open|draft|plan|put down|stick|throw|pop|i got|got|i have|i've got|i booked|we booked|we have|we've got|just got|just booked|landed)",
  show: "(show|list|give|tell|what|what's|whats|which|any|how|display|read|see|check|find|get|pull up|view)",
  when: "(today|tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|this|on|at|in|by)",
  change: "(change|move|moved|push|pushed|shift|reschedule|postpone|bump|delay|bring forward|update|set|make|switch)",
  remove: "(delete|remove|cancel|drop|get rid of|erase|scrap|trash|bin|kill|clear)",
  done: "(done|complete|completed|finished|finish|tick off|check off|cross off|mark off|wrapped up|sorted)",
  my: "[my|the|our|a|an|this|that]",
  money: "(earn|earned|earning|earnings|made|make|income|revenue|money|sales|sold|paid|owe|owed|owes|outstanding|unpaid)",
};
