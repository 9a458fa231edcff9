/** Voice command table and matcher: a phrase matches when the text contains it or all of its words. */

export const PERSONA = "Sunshine";
export const WAKE_PHRASE = `hey ${PERSONA.toLowerCase()}`;
export const HELP_COUNT = 8;

export type VoiceActionName =
  "add-audiobook" | "new-campaign" | "add-contact" | "new-invoice" | "add-event" | "find-grants";
export type VoiceSystemAction = "toggle-theme" | "go-back" | "refresh" | "help" | "stop-listening";

export type VoiceCommand =
  | { kind: "navigate"; phrases: string[]; to: string; description: string }
  | { kind: "action"; phrases: string[]; action: VoiceActionName; to: string; description: string }
  | { kind: "system"; phrases: string[]; system: VoiceSystemAction; description: string; exact?: string[] }
  | { kind: "create-task"; phrases: string[]; description: string }
  | { kind: "wake"; phrases: string[]; description: string };

/** In the order help lists them (help shows the first 8). */
export const COMMANDS: VoiceCommand[] = [
  {
    kind: "navigate",
    phrases: ["go home", "go to dashboard", "home", "dashboard"],
    to: "/",
    description: "Go to the dashboard",
  },
  {
    kind: "action",
    phrases: ["add new audiobook", "add audiobook", "new audiobook"],
    action: "add-audiobook",
    to: "/audiobooks",
    description: "Open the Add Audiobook form",
  },
  {
    kind: "create-task",
    phrases: ["add task", "create task", "new task", "add a task", "create a task", "remind me to", "remind me"],
    description: "Create a task from the rest of what you say",
  },
  {
    kind: "action",
    phrases: ["new campaign", "create campaign", "start campaign"],
    action: "new-campaign",
    to: "/audiobook-promotion",
    description: "Start a promotion campaign",
  },
  {
    kind: "action",
    phrases: ["new invoice", "create invoice", "add invoice"],
    action: "new-invoice",
    to: "/invoices",
    description: "Open the invoice form",
  },
  {
    kind: "action",
    phrases: ["add event", "new event", "create event"],
    action: "add-event",
    to: "/calendar",
    description: "Add a calendar event",
  },
  {
    kind: "action",
    phrases: ["find grants", "search grants", "search for grants", "find grant"],
    action: "find-grants",
    to: "/grants",
    description: "Search for grants",
  },
  {
    kind: "system",
    phrases: ["switch theme", "change theme", "toggle theme", "next theme"],
    system: "toggle-theme",
    description: "Switch the theme",
  },
  {
    kind: "action",
    phrases: ["add contact", "new contact", "add radio station"],
    action: "add-contact",
    to: "/radio",
    description: "Add a radio station contact",
  },
  { kind: "system", phrases: ["go back", "previous page"], system: "go-back", description: "Go back" },
  { kind: "system", phrases: ["refresh", "reload"], system: "refresh", description: "Refresh the data on screen" },
  {
    kind: "system",
    phrases: ["voice help", "what can i say", "show commands", "list commands"],
    exact: ["help"],
    system: "help",
    description: "List voice commands",
  },
  { kind: "system", phrases: ["stop listening"], system: "stop-listening", description: "Stop listening" },
  { kind: "wake", phrases: [WAKE_PHRASE], description: `Wake ${PERSONA} up` },
  {
    kind: "navigate",
    phrases: ["audiobook promotion", "book promotion", "promotion hub"],
    to: "/audiobook-promotion",
    description: "Open the promotion hub",
  },
  {
    kind: "navigate",
    phrases: ["my audiobooks", "audiobooks", "audiobook"],
    to: "/audiobooks",
    description: "Open My Audiobooks",
  },
  {
    kind: "navigate",
    phrases: ["music contracts", "contracts", "contract"],
    to: "/contracts",
    description: "Open Music Contracts",
  },
  { kind: "navigate", phrases: ["grants"], to: "/grants", description: "Open Grants" },
  { kind: "navigate", phrases: ["contacts"], to: "/contacts", description: "Open Contacts" },
  { kind: "navigate", phrases: ["invoices"], to: "/invoices", description: "Open Invoices" },
  { kind: "navigate", phrases: ["calendar"], to: "/calendar", description: "Open the Calendar" },
  {
    kind: "navigate",
    phrases: ["knowledge base", "knowledge"],
    to: "/knowledge",
    description: "Open the Knowledge Base",
  },
];

/** The first 8 commands' phrases, as the help toast lists them. */
export const helpPhrases = () => COMMANDS.slice(0, HELP_COUNT).map((c) => `"${capitalise(c.phrases[0]!)}"`);

/** "Go home": Go to the dashboard … with descriptions. */
export const helpLines = () =>
  COMMANDS.slice(0, HELP_COUNT).map((c) => `"${capitalise(c.phrases[0]!)}": ${c.description}`);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Plural-insensitive word: "grants" and "grant" are the same word. */
const fold = (w: string) => (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w);
const words = (text: string) => normalise(text).split(" ").filter(Boolean).map(fold);

/** Words that may stand around a screen or form command without making it a sentence for the assistant. */
const FILLER = new Set(
  "please go to open show me the my a an page screen now can you could would take bring up lets let us i want wanna".split(" "),
);

/**
 * Navigation and form commands are short ("open invoices", "add new audiobook"). A longer sentence that merely
 * contains their words ("how much did I earn from my audiobooks this month", "new invoice for Acme, $450") is a
 * request for the assistant, so it goes to the AI instead.
 */
export function isShortCommand(text: string, phrase: string): boolean {
  const said = new Set(words(phrase));
  return words(text).filter((w) => !said.has(w) && !FILLER.has(w)).length <= 1;
}

export function phraseMatches(text: string, phrase: string): boolean {
  const n = ` ${normalise(text)} `;
  if (n.includes(` ${normalise(phrase)} `)) return true;
  const have = new Set(words(text));
  return words(phrase).every((w) => have.has(w));
}

export type Match =
  | { kind: "navigate"; to: string; command: VoiceCommand }
  | { kind: "action"; action: VoiceActionName; to: string; command: VoiceCommand }
  | { kind: "system"; system: VoiceSystemAction; command: VoiceCommand }
  | { kind: "create-task"; task: string; command: VoiceCommand }
  | { kind: "wake"; command: VoiceCommand }
  | { kind: "ai"; text: string };

// Which family wins when several match: specific commands before plain navigation.
const PRIORITY: VoiceCommand["kind"][] = ["system", "create-task", "action", "navigate"];

/** Text after the first phrase of a create-task command: "add task buy strings tomorrow" → "buy strings tomorrow". */
function taskText(text: string, phrases: string[]): string {
  const n = normalise(text);
  for (const p of [...phrases].sort((a, b) => b.length - a.length)) {
    const i = ` ${n} `.indexOf(` ${p} `);
    if (i >= 0)
      return n
        .slice(i + p.length)
        .trim()
        .replace(/^(to|that|about)\s+/, "");
  }
  return n;
}

/** What a recognised utterance means. Unrecognised text goes to the AI. */
export function matchCommand(transcript: string): Match {
  const raw = transcript.trim();
  const n = normalise(raw);
  const wake = COMMANDS.find((c) => c.kind === "wake")!;
  if (n === WAKE_PHRASE || n.startsWith(`${WAKE_PHRASE} `)) {
    const rest = n.slice(WAKE_PHRASE.length).trim();
    if (!rest) return { kind: "wake", command: wake };
    return matchCommand(rest);
  }
  for (const kind of PRIORITY) {
    for (const c of COMMANDS) {
      if (c.kind !== kind) continue;
      const exact = c.kind === "system" && c.exact?.includes(n);
      if (!exact && !c.phrases.some((p) => phraseMatches(n, p))) continue;
      if ((c.kind === "navigate" || c.kind === "action") && !c.phrases.some((p) => phraseMatches(n, p) && isShortCommand(n, p)))
        continue;
      switch (c.kind) {
        case "system":
          return { kind: "system", system: c.system, command: c };
        case "create-task":
          return { kind: "create-task", task: taskText(raw, c.phrases), command: c };
        case "action":
          return { kind: "action", action: c.action, to: c.to, command: c };
        case "navigate":
          return { kind: "navigate", to: c.to, command: c };
      }
    }
  }
  if (phraseMatches(n, WAKE_PHRASE)) return { kind: "wake", command: wake };
  return { kind: "ai", text: raw };
}
