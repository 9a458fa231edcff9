import { localDateKey } from "../../shared/dates";
// The record just created, changed or answered about is what the next message means by "it", "they" or "the second
// one": the messages that say so are rewritten with its name (references.ts, corrections.ts).

/** The record a conversation is about: the last one created or changed. */
export interface Discussed {
  kind: "task" | "event" | "invoice" | "reminder" | "station" | "grant" | "book" | "supervisor" | "campaign" | "note" | "song" | "opportunity";
  label: string;
  /** Who the record is with (an invoice's client, a brief's company): "the Blue Note one" picks it from a list. */
  with?: string;
  /** Where it stands ("draft", "paid", "overdue"): "delete the draft one" picks it from a list. */
  state?: string;
  /**
   * The record's own day (a task's due date, an event's date, a grant's deadline), for a time said about it next ("make it
   * 5pm") or for putting it in the calendar.
   */
  day?: string;
  id: number;
  expires: number;
}

export const DISCUSSED_MS = 15 * 60_000;

const KINDS: [RegExp, Discussed["kind"]][] = [
  [/opportunit/, "opportunity"],
  [/action_item|task/, "task"],
  [/^book$|audiobook|book_sales|compare_books/, "book"],
  [/event/, "event"],
  [/invoice|client_payment/, "invoice"],
  [/reminder/, "reminder"],
  [/station/, "station"],
  [/grant/, "grant"],
  [/supervisor/, "supervisor"],
  [/campaign/, "campaign"],
  [/note/, "note"],
  [/song/, "song"],
];

/** A record of `kind` as the one discussed, when it has a name. */
function asDiscussed(kind: Discussed["kind"] | undefined, x: unknown, now: number): Discussed | undefined {
  const d = x as Record<string, unknown>;
  if (!kind || !isRecord(d)) return undefined;
  const label = [d.number, d.title, d.name, d.message].find((x): x is string => typeof x === "string" && !!x.trim());
  // (A reminder's day is its moment's: "and also at 6pm to …" is another reminder that day.)
  const at = kind === "reminder" && typeof d.remindAt === "string" ? localDateKey(new Date(d.remindAt)) : undefined;
  const day = [d.dueDate, d.date, d.deadline, at].find((x): x is string => typeof x === "string" && /^\d{4}-\d{2}-\d{2}$/.test(x));
  const withWhom = [d.clientName, d.company].find((x): x is string => typeof x === "string" && !!x.trim());
  // (A record still open past its day is overdue as well as what its status says.)
  const late = typeof d.status === "string" && !/^(?:paid|done|completed|cancelled)$/.test(d.status) && day && day < localDateKey(new Date(now));
  const state = typeof d.status === "string" ? `${d.status}${late ? " overdue" : ""}` : undefined;
  return label
    ? { kind, label, id: d.id as number, expires: now + DISCUSSED_MS, ...(day ? { day } : {}), ...(withWhom ? { with: withWhom } : {}), ...(state ? { state } : {}) }
    : undefined;
}

/** What a record's key in a read tool's answer says it is ("book_sales" answers with `{ book, copies, … }`). */
const KEYS: Record<string, Discussed["kind"]> = {
  task: "task", event: "event", invoice: "invoice", reminder: "reminder", station: "station", grant: "grant",
  book: "book", audiobook: "book", supervisor: "supervisor", campaign: "campaign", note: "note", song: "song",
};

const isRecord = (v: unknown) => !!v && typeof v === "object" && typeof (v as { id?: unknown }).id === "number";

/**
 * The one record a tool's answer is about: the record it created or changed, or the one a read answered about
 * ("when's the band rehearsal", "how's Night Roads selling"): after such an answer "move it to friday" or "sold 2
 * more" is about that record. An answer about several records, or none, names nothing.
 */
export function discussedFromAnswer(tool: string, data: unknown, now = Date.now()): Discussed | undefined {
  const d = data as Record<string, unknown> | null | undefined;
  if (!d || typeof d !== "object") return undefined;
  const one = (kind: Discussed["kind"] | undefined, x: unknown) => asDiscussed(kind, x, now);
  const kind = kindOf(tool);
  if (Array.isArray(d)) return d.length === 1 ? one(kind, d[0]) : undefined;
  if (typeof d.id === "number") return one(kind, d);
  // A report about one record holds it inside, beside its figures ("how is night roads selling on audible":
  // { book, byPlatform: [one store] }): the record named by the tool's kind comes first.
  if (kind && isRecord(d[kind])) return one(kind, d[kind]);
  // `{ events: [one] }` or `{ book: {…}, copies: … }`: the single record under a key that names its kind.
  let held = Object.entries(d).filter(([, v]) => (Array.isArray(v) ? v.some(isRecord) : isRecord(v)));
  // `{ invoices: [all of a client's], invoice: the one still open }`: the one said apart is the one meant.
  const apart = held.filter(([, v]) => !Array.isArray(v));
  if (held.length > 1 && apart.length === 1) held = apart;
  if (held.length !== 1) return undefined;
  const [key, v] = held[0]!;
  const named = KEYS[key.replace(/s$/, "")] ?? kind;
  if (Array.isArray(v)) return v.length === 1 ? one(named, v[0]) : undefined;
  return one(named, v);
}

/**
 * The records a read answer listed, in its order (1 to 20 of one kind): what "the second one" picks from. (A list of
 * one still has a first: "which grants close this week?" ⏎ "I've applied for the first one".)
 */
export function listedFromAnswer(tool: string, data: unknown, now = Date.now()): Discussed[] | undefined {
  const d = data as Record<string, unknown> | unknown[] | null | undefined;
  if (!d || typeof d !== "object") return undefined;
  let kind = kindOf(tool);
  let rows: unknown[] | undefined = Array.isArray(d) ? d : undefined;
  if (!rows) {
    // A summary holds several lists (events, then tasks due, …): "the second one" counts in the first one shown.
    const held = Object.entries(d).filter(([, v]) => Array.isArray(v) && v.some(isRecord));
    if (!held.length) return undefined;
    kind = KEYS[held[0]![0].replace(/s$/, "")] ?? (held.length === 1 ? kind : undefined);
    rows = held[0]![1] as unknown[];
  }
  if (!kind || !rows.length || rows.length > 20) return undefined;
  const listed = rows.map((r) => asDiscussed(kind, r, now));
  return listed.every((x): x is Discussed => !!x) ? listed : undefined;
}

const PLACES = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
/**
 * "the second one", "the 3rd", "number 2", "the last one": a place in the list just shown. Lists of what waits are
 * shown oldest first (follow-ups, due dates), so "the oldest one" is the first and "the most recent one" the last.
 */
const AGE: Record<string, string> = {
  oldest: "first", earliest: "first", newest: "last", "most recent": "last", top: "first", bottom: "last",
};
const ORDINAL =
  /\b(?:(?:the|that|this)\s+)?(?:(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|oldest|earliest|newest|most recent)|(\d{1,2})(?:st|nd|rd|th))(?:\s+(?:one|task|event|invoice|reminder|station|grant|book|item)\b|(?=\s*$|\s+(?:as|to|done|paid|off|for|from)\b))|\b(?:number|no\.?|#)\s*(\d{1,2})\b|\bthe\s+(top|bottom)\s+(?:one|task|event|invoice|reminder|station|grant|book|item)\b/i;

/** The sentence with its place in the list just shown ("mark the second one done") replaced by that record's name. */
export function pickListed(text: string, listed: Discussed[] | undefined, now = Date.now()): { text: string; picked: Discussed } | undefined {
  if (!listed?.length || listed[0]!.expires < now || text.split(/\s+/).length > 10) return undefined;
  const m = ORDINAL.exec(text);
  if (!m) return byWord(text, listed);
  // ("the top one": the first, said of a list read from the top; only with "one" or a noun, "make it top" is a level.)
  const said = (m[1] ?? m[4])?.toLowerCase().replace(/\s+/g, " ");
  const word = said && (AGE[said] ?? said);
  const n = word === "last" ? listed.length : word ? PLACES.indexOf(word) + 1 : Number(m[2] ?? m[3]);
  const picked = listed[n - 1];
  return picked ? { text: text.replace(ORDINAL, nameOf(picked)), picked } : undefined;
}

const COUNTS = ["two", "three", "four", "five"];
const SEVERAL =
  /\b(?:both(?:\s+of\s+(?:them|those))?|all\s+(two|three|four|five)(?:\s+of\s+(?:them|those))?|all\s+of\s+(?:them|those)|the\s+(first|last)\s+(two|three|four|five)(?:\s+ones)?)\b/i;
/**
 * "mark both done", "tick off all three of them", "the first two": several places in the list just shown, named
 * together. "both" and "all three" must count the whole list (another count is not this list's).
 */
export function pickSeveral(
  text: string,
  listed: Discussed[] | undefined,
  now = Date.now(),
): { text: string; picked: Discussed[]; each: string[] } | undefined {
  const m = listed && listed.length > 1 && listed[0]!.expires >= now && text.split(/\s+/).length <= 10 ? SEVERAL.exec(text) : null;
  if (!m || !listed) return undefined;
  const said = m[1] ?? m[3];
  const n = /^both/i.test(m[0]) ? 2 : said ? COUNTS.indexOf(said.toLowerCase()) + 2 : listed.length;
  if (n > listed.length || (!m[2] && n !== listed.length)) return undefined;
  const picked = m[2]?.toLowerCase() === "last" ? listed.slice(-n) : listed.slice(0, n);
  // (Also the sentence said of each on its own: "cancel the reminder to call mum", …)
  return { text: text.replace(SEVERAL, picked.map(nameOf).join(" and ")), picked, each: picked.map((d) => text.replace(SEVERAL, nameOf(d))) };
}

/**
 * "send the winter one", "I've done the one about the master": the one record in the list just shown whose name has
 * those words. The words end the sentence, or a change said after them ("push the one about Jo to friday").
 */
const WORD_ONE =
  /\bthe\s+(?:([a-z0-9][a-z0-9' -]{1,40}?)\s+one\b|one\s+(?:about|with|for|to|re|on)\s+(?:the\s+)?([a-z0-9][a-z0-9' -]{1,40}?)(?=\s*(?:[,.;!?]|$)|\s+(?:to|till|until|back|off|as|done|for|can)\b))/i;
/** "delete that draft" after a client's invoices: the one listed in that state, the state said as its noun. */
const STATE_NOUN = /\b(?:that|this|the)\s+(draft)(?:\s+(?:invoice|bill))?\b/i;
function byWord(text: string, listed: Discussed[]): { text: string; picked: Discussed } | undefined {
  const m = WORD_ONE.exec(text);
  const state = m ? null : STATE_NOUN.exec(text);
  const inState = state ? listed.filter((d) => d.state?.split(" ").includes(state[1]!.toLowerCase())) : [];
  if (inState.length === 1) return { text: text.replace(STATE_NOUN, nameOf(inState[0]!)), picked: inState[0]! };
  const said = (m?.[1] ?? m?.[2])?.toLowerCase().split(/\s+/);
  if (!said) return undefined;
  const hits = listed.filter((d) => said.every((w) => `${d.label} ${d.with ?? ""} ${d.state ?? ""}`.toLowerCase().split(/[^a-z0-9']+/).includes(w)));
  return hits.length === 1 ? { text: text.replace(WORD_ONE, nameOf(hits[0]!)), picked: hits[0]! } : undefined;
}

/** How a sentence names a record so its tool finds it: invoices by number, the rest by quoted name. */
export function nameOf(d: Discussed): string {
  if (d.kind === "invoice") return d.label;
  // A supervisor is a person, said by name ("mark Tom Becker as contacted").
  if (d.kind === "event" || d.kind === "task" || d.kind === "supervisor") return `"${d.label}"`;
  if (d.kind === "reminder") return `the reminder to ${d.label.replace(/^\w/, (c) => c.toLowerCase())}`;
  return `the ${d.kind} "${d.label}"`;
}

/** The kind of record a tool works on ("complete_task" → task). */
export const kindOf = (tool: string) => KINDS.find(([re]) => re.test(tool))?.[1];

/** The names of people or organisations a request was for (its client, its contact): what "same for …" replaces. */
export const namesIn = (args: Record<string, unknown>) =>
  Object.entries(args).flatMap(([k, v]) => (/^(?:clientName|name|organi[sz]ation|contactName)$/.test(k) && typeof v === "string" ? [v] : []));
