/**
 * Sentences for measuring the offline recogniser. Written apart from the assistant's corpus and from the tests'
 * own sentences, as a person would say them; `effect` is what the assistant must do with the words.
 */
export interface SpokenCommand {
  say: string;
  /** write: something is added or changed; answer: a question answered, nothing written. */
  effect: "write" | "answer";
}

export const EVAL_COMMANDS: SpokenCommand[] = [
  { say: "add a task to buy new guitar strings tomorrow", effect: "write" },
  { say: "remind me to call the promoter on thursday at 3pm", effect: "write" },
  { say: "add a gig at the jazz cafe on saturday at 8pm", effect: "write" },
  { say: "what's overdue", effect: "answer" },
  { say: "how much am I owed", effect: "answer" },
  { say: "schedule a rehearsal on monday at 7pm", effect: "write" },
  { say: "what's due today", effect: "answer" },
  { say: "add a meeting with my manager tomorrow at 4pm", effect: "write" },
  { say: "what reminders do I have", effect: "answer" },
  { say: "add a task to send the press release on friday", effect: "write" },
  { say: "what's on my calendar", effect: "answer" },
  { say: "show my unpaid invoices", effect: "answer" },
];

/** Everyday talk with no wake phrase (some with words near it: "sunshine", "hey", "shine"). */
export const EVAL_PROSE: string[] = [
  "We drove down to the coast on Saturday and the sunshine was lovely all afternoon.",
  "Hey, son, can you shine a light over here while I find the cable for the amplifier?",
  "The band played three encores and the crowd would not let them leave the stage.",
  "I think the second verse needs a different chord, maybe a minor seventh instead.",
  "They say the festival sold out in an hour, which is amazing for a small town.",
  "Sunny days make everyone want to be outside, so the park was full of people.",
  "Hey there, how was the show last night? Did the sound engineer fix the monitors?",
  "My cousin is learning the cello and practises every morning before school.",
  "The recording took longer than planned because the drummer had a cold.",
  "We should order more vinyl before the tour starts, the last batch sold quickly.",
];
