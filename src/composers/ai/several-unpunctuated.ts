import ERRANDS from "../../lib/understand/errands.yaml";
import { wordsToNumber } from "../../lib/understand/spoken";
import { type Plan, type ReadRequest, sameToolForEach } from "./plan";

// Several tasks said in one breath, with nothing between them but the verbs that start each one: "add three tasks buy
// drum heads book the van and print the charts", "todo pick up strings call Dana and send the invoice to Brightside".

const VERBS = new Set((ERRANDS as { verbs: string[] }).verbs);
/** "rock and roll", "drum and bass": one thing, so the verb after its "and" starts no errand. */
const PAIRS = new Set((ERRANDS as { pairs: string[] }).pairs);
/**
 * A word after which a verb is a noun ("book the van" but "buy the book", "make a call", "for the order", "buy a new
 * practice pad").
 */
const NOT_BEFORE_ERRAND = new Set(
  "the a an my our your his her their its this that these those some any no to for of with from at on in by about into onto up off out me him them us it new old spare extra another".split(" "),
);
const JOINERS = new Set(["and", "then", "also", "plus"]);
/** "… and make it urgent", "… and set it to high": a verb on the errand just said changes it, it is not another. */
const BACK = new Set(["it", "that", "this", "them", "its"]);
/** "master levels", "record label": such a verb starts an errand only before a word that says what it acts on. */
const NOUNLIKE = new Set((ERRANDS as { nounlike: string[] }).nounlike);
const OBJECT_START = /^(?:the|a|an|my|our|your|his|her|their|this|that|these|those|some|all|every|up|out|off|down|in|\d.*|[A-Z].*)$/;
const startsErrand = (words: string[], at: number) => {
  const verb = bare(words[at] ?? "");
  const next = (words[at + 1] ?? "").replace(/[^\w'-]+$/, "");
  return VERBS.has(verb) && !BACK.has(next.toLowerCase()) && (!NOUNLIKE.has(verb) || OBJECT_START.test(next));
};

/**
 * "add three tasks …", "todo …", "new tasks …", "put 2 things on my list …": a lead that says tasks follow, with how
 * many when it is said.
 */
const LEAD =
  /^(?:please\s+)?(?:(?:add|put)\s+(?:these\s+|this\s+)?(?:to|on|onto)\s+(?:my|the)\s+(?:to-?\s?do\s+|todo\s+|task\s+)?list\s*[:-]?\s+|(?:(?:add|new|put|jot down|note down|write down|make|log)\s+)?(?:(?:a|an|another|some|the following)\s+)?(?:(\d+|two|three|four|five|six|seven|eight|nine|ten|couple of)\s+)?(?:new\s+)?(?:tasks?|todos?|to-?\s?dos?|things|items|jobs)(?:\s+(?:to|on|for|onto)\s+(?:my|the)\s+(?:to-?\s?do\s+|todo\s+|task\s+)?list)?\s*[:-]?\s+(?:to\s+)?)(.+)$/i;

const bare = (w: string) => w.toLowerCase().replace(/^[^\w]+|[^\w]+$/g, "");

interface Cut {
  /** The first word of the connector ("and", "then") or, unmarked, of the next errand. */
  end: number;
  /** The next errand's first word. */
  next: number;
  marked: boolean;
}

/** Where a new errand may start: a verb after a joining "and"/"then"/"also", or a verb right after a noun. */
function cutsIn(words: string[]): Cut[] {
  const cuts: Cut[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = bare(words[i]!);
    if (JOINERS.has(w)) {
      let next = i + 1;
      while (next < words.length && JOINERS.has(bare(words[next]!))) next++;
      const verb = bare(words[next] ?? "");
      if (startsErrand(words, next) && !PAIRS.has(`${bare(words[i - 1]!)} ${w} ${verb}`)) cuts.push({ end: i, next, marked: true });
      i = next;
    } else if (startsErrand(words, i) && !NOT_BEFORE_ERRAND.has(bare(words[i - 1]!)) && !VERBS.has(bare(words[i - 1]!))) {
      cuts.push({ end: i, next: i, marked: false });
    }
  }
  return cuts;
}

/** The errands between the cuts, or nothing when one would be a lone word ("mix and master the EP" is one). */
function errandsAt(words: string[], cuts: Cut[]): string[] | undefined {
  const items: string[] = [];
  let from = 0;
  for (const c of [...cuts, { end: words.length, next: words.length, marked: false }]) {
    if (c.end - from < 2) return undefined;
    items.push(words.slice(from, c.end).join(" ").replace(/[,;.!]+$/, ""));
    from = c.next;
  }
  return items;
}

/** Every way to take `k` of the cuts, in order (few: a sentence holds a handful of verbs). */
function* choose<T>(xs: T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) return yield [];
  for (let i = from; i <= xs.length - k; i++) for (const rest of choose(xs, k - 1, i + 1)) yield [xs[i]!, ...rest];
}

/**
 * With a count, the cuts that give exactly that many errands (every joined one among them), when only one way does.
 * Without one, only a list joined by "and"/"then"/"also" is several, and every verb after a noun starts one more.
 */
function splitErrands(words: string[], count: number | undefined): string[] | undefined {
  if (!VERBS.has(bare(words[0]!))) return undefined;
  const cuts = cutsIn(words);
  const marked = cuts.filter((c) => c.marked);
  if (count === undefined) return marked.length ? errandsAt(words, cuts) : undefined;
  const loose = cuts.filter((c) => !c.marked);
  const need = count - 1 - marked.length;
  if (need < 0 || need > loose.length || loose.length > 10) return undefined;
  const fits = [...choose(loose, need)]
    .map((some) => errandsAt(words, [...marked, ...some].sort((a, b) => a.end - b.end)))
    .filter((x) => x !== undefined);
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * "add pick up cables and email the venue and learn the medley": "add" and a verb, with no word for tasks, is
 * several only when "and" joins three errands or more ("add call Jo and book the van" may be one job).
 */
const BARE_ADD = /^(?:please\s+)?add\s+()(.+)$/i;

export function unpunctuatedTasks(text: string, read: ReadRequest): Plan | undefined {
  const said = text.trim().replace(/[.!]+$/, "");
  const bareAdd = !LEAD.test(said) && BARE_ADD.exec(said);
  if (bareAdd) {
    const items = splitErrands(bareAdd[2]!.split(/\s+/), undefined);
    if (!items || items.length < 3 || cutsIn(bareAdd[2]!.split(/\s+/)).some((c) => !c.marked)) return undefined;
    return sameToolForEach(items.map((item) => read(`add task: ${item}`)), (p) => p.tool.kind === "write");
  }
  const m = LEAD.exec(said);
  if (!m) return undefined;
  const count = m[1] ? (/couple/i.test(m[1]) ? 2 : Number(m[1]) || wordsToNumber(m[1])) : undefined;
  if (count !== undefined && !(count >= 2 && count <= 12)) return undefined;
  const items = splitErrands(m[2]!.split(/\s+/), count);
  if (!items || items.length < 2) return undefined;
  return sameToolForEach(items.map((item) => read(`add task: ${item}`)), (p) => p.tool.kind === "write");
}
