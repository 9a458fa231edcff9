import type { ToolContext, Understood } from "../../lib/tools";
import { asTitle, tidy, type Sentence } from "../../lib/understand/sentence";
import { addDays, describeDay, localDateKey } from "../../shared/dates";
import { asSaid, clientsOf, INV, matchClient, type ClientPick } from "./tools-find";

/** Reading "invoice Acme Records $450 for the remix due in 30 days" into an invoice. */

export interface NewInvoice {
  clientName: string;
  clientEmail: string;
  amount: number;
  description: string;
  dueDate?: string;
}

const A = "(?:(?:a|an|another|the|one more|new|draft|quick)\\s+)*";
/** Where the command starts: what follows it is the client, the amount and what it is for. */
const COMMANDS: RegExp[] = [
  // "send Sam an invoice for …", "give acme a bill for …"
  new RegExp(
    `\\b(?:send|give|make|write|do|raise|draw up)\\s+(?!(?:a|an|the|me|another|new)\\b)(.+?)\\s+${A}(?:${INV}|bill)\\b`,
  ),
  new RegExp(
    `\\b(?:create|make|new|add|raise|draw up|write(?: up)?|prepare|draft|do|set up|generate|send|issue|put together|start|open|log|record|need|want|get)\\s+(?:me\\s+|out\\s+|up\\s+)?${A}(?:${INV}|bill)\\b`,
  ),
  new RegExp(`^(?:(?:new|a|an)\\s+)?(?:${INV}|bill)\\s*:`),
  new RegExp(`\\b(?:${INV}|bill|charge)\\b`),
];

/**
 * A request said again after the command ("…they want the invoice now, can you do one for £650", "…is after an
 * invoice so bill her 90"): filler, then "do (them) one" or the command word itself; what follows is the payload.
 */
const RESTART =
  /^(?:(?:now|then|so|and|ok|okay|right|just|also|please|pls|can|could|would|will|you|u|ya|to|go ahead and)\b[\s,]*)*(?:(?:do|make|send|raise|write(?: up)?|knock up|sort(?: out)?|draw up|put together|create|prepare|get)\s+(?:(?:me|us|them|him|her)\s+)?(?:one|it|that|this)\b(?:\s+(?:up|out))?|(?:invoice|bill|charge)\b)[\s,:]*/i;
/** The same request said again later in the payload: "bill sam for the session, can you do one for 150". */
const AGAIN =
  /[,;]?\s*\b(?:so\s+|and\s+|then\s+)?(?:(?:can|could|would|will) (?:you|u|ya)\s+(?:please\s+)?)?(?:do|make|knock up|sort out|draw up|put together|write up|raise)\s+(?:(?:me|us|them|him|her)\s+)?(?:one|it)\b(?:\s+(?:up|out))?/gi;
/** "The Roxy want an invoice…", "Jo is after a bill…": a name, then wanting one (said before the invoice word). */
const WANTS =
  /^(?:(?:so|ok|okay|right|and|also|um|hey|well|oh)\s+)*(?!(?:i|we|you|they|he|she|it|please|pls|can|could|would|will|just|do|now)\b)([a-z0-9'&.-]+(?:\s+[a-z0-9'&.-]+){0,3}?)\s+(?:(?:is|are|s)\s+)?(?:want|wants|wanted|need|needs|needed|after|asked for|asking for|would like|'d like)\s+(?:(?:an?|the|their|another|one more|new)\s+)?$/;
const PRONOUN = /^(?:her|him|them|it|they|that|this|one|\d+)$/i;

// Spoken hesitations that are never part of a name or description.
const FILLER = /\b(?:uh+|um+|umm+|erm|er|hmm+|you know|i mean|like,)(?=\s|$|,)|(?<=^\s*)like\b/gi;

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;

/** The amount with where it was said: a currency amount, or a plain number right after the client. */
function amountIn(s: Sentence, from: number): { amount: number; index: number; length: number } | undefined {
  const m = s.money();
  if (m) {
    const index = s.text.indexOf(m.text);
    if (index >= 0) return { amount: m.amount, index, length: m.text.length };
  }
  const re = new RegExp(
    String.raw`(?<![\w#/:.-])${NUMBER}(?=\s*(?:$|[,;]|(?:for|to|due|on|by|and|as|please)\b))`,
    "gi",
  );
  re.lastIndex = from;
  for (let x = re.exec(s.text); x; x = re.exec(s.text)) {
    if (s.whens().some((w) => x!.index >= w.index && x!.index < w.index + w.text.length)) continue;
    return { amount: Number(x[1]!.replace(/,/g, "")), index: x.index, length: x[0].length };
  }
  return undefined;
}

/** A due date: a date said after "due/payable/by/before", "net 30", "within 14 days"; with the words it used. */
function dueIn(s: Sentence, now: Date): { date: string; spans: [number, number][] } | undefined {
  const net = /\b(?:net|terms(?: of)?|within|in)\s*(\d{1,3})(?:\s*days?)?\b/.exec(s.lower);
  for (const w of s.whens()) {
    const before = s.lower.slice(Math.max(0, w.index - 30), w.index);
    const lead =
      /(?:\b(?:due|payable|pay(?:ment)?(?: is)?(?: due)?|to be paid)(?:\s+(?:on|by|in|within|before|at|for))?(?:\s+the)?|\b(?:by|before|until|no later than))\s*$/.exec(
        before,
      );
    if (lead || /^(?:by|before|within)\b/i.test(w.text)) {
      const start = lead ? w.index - lead[0].length : w.index;
      return { date: w.date, spans: [[start, w.index + w.text.length]] };
    }
  }
  if (net && /\bnet\b|\bterms\b/.test(net[0]))
    return { date: localDateKey(addDays(now, Number(net[1]))), spans: [[net.index, net.index + net[0].length]] };
  const onReceipt = /\b(?:due|payable) (?:on receipt|now|immediately|today)\b/.exec(s.lower);
  if (onReceipt) return { date: localDateKey(now), spans: [[onReceipt.index, onReceipt.index + onReceipt[0].length]] };
  return undefined;
}

const EMAIL_WORDS =
  /\b(?:(?:and |,\s*)?(?:their|his|her|the|client'?s?|send it to|to)\s+)?e-?mail(?: address)?(?:\s+(?:is|at|:))?\b|\bat\s*$/;
const cleanClient = (c: string) =>
  tidy(
    c
      .replace(/^(?:(?:to|for|from|the client|client)\s+)+/i, "")
      .replace(/\s+(?:for|of|at|worth|an?|invoice|bill)\s*$/i, "")
      .replace(/[,:;-]+$/, ""),
  );
const cleanDescription = (d: string) =>
  asTitle(
    tidy(
      d
        .replace(EMAIL_WORDS, " ")
        .replace(/^(?:[\s,:;-]*(?:for|as|re|regarding|covering)\s+)+/i, "")
        .replace(/^(?:the|a|an|my|our)\s+/i, ""),
    ),
  );
const titleCase = (n: string) => (n === n.toLowerCase() ? n.replace(/(?<![\w'])[a-z]/g, (c) => c.toUpperCase()) : n);

export function readNewInvoice(said: Sentence, ctx: ToolContext): Understood<NewInvoice> {
  const s = asSaid(said, ctx);
  const l = s.lower;
  // Questions and news about invoices ("did I invoice Acme?", "the Acme invoice is paid") are other tools' work.
  if (
    /^(?:what|which|how|when|where|who|whos|is|are|does|did|has|have|was|were|any|show|list|do (?:i|we|you))\b/.test(l)
  )
    return undefined;
  if (/\b(?:paid|owes?|owed|owing|overdue|outstanding|unpaid|status|sent)\b/.test(l)) return undefined;
  let cmd: RegExpExecArray | null = null;
  let sendForm: string | undefined;
  let cmdIndex = -1;
  for (const [i, re] of COMMANDS.entries()) {
    cmd = re.exec(l);
    if (cmd) {
      cmdIndex = i;
      if (i === 0) sendForm = cleanClient(s.capture(re)![1]!);
      break;
    }
  }
  if (!cmd) return undefined;
  const from = cmd.index + cmd[0].length;
  const amount = amountIn(s, from);
  const due = dueIn(s, ctx.now);
  const email = s.email();
  // The sentence after the command, with the due date and e-mail blanked and the amount marked.
  const chars = [...s.text];
  const blank = (a: number, b: number, mark = " ") => {
    for (let i = a; i < b && i < chars.length; i++) chars[i] = i === a ? mark : " ";
  };
  for (const [a, b] of due?.spans ?? []) blank(a, b);
  if (email) blank(s.text.indexOf(email), s.text.indexOf(email) + email.length);
  if (amount && amount.index >= from - 1) blank(amount.index, amount.index + amount.length, "\u0001");
  const payload = chars
    .join("")
    .slice(from)
    .replace(FILLER, " ")
    .replace(/^[\s:,-]+/, "")
    .replace(RESTART, "")
    .replace(AGAIN, " ");
  if (!payload.trim() && !amount)
    return cmdIndex === 1 || cmdIndex === 2
      ? { ask: 'Who is the invoice for, and how much? Try "invoice Acme Records $450 for the remix, due in 30 days".' }
      : undefined;
  const [before, after] = payload.includes("\u0001") ? (payload.split("\u0001") as [string, string]) : [payload, ""];
  let client = sendForm ?? "";
  let description = "";
  if (sendForm) description = `${before} ${after}`;
  else if (cleanClient(before) && !/^(?:for|to)\s*$/i.test(before.trim())) {
    // "bill sam for the vocal session, $150": the client comes first, what it is for follows "for".
    const b = ` ${before.replace(/^\s*(?:to|for)\s+/i, "")} `;
    const split = / (?:for|re|covering) /i.exec(b);
    client = cleanClient(split ? b.slice(0, split.index) : b);
    description = split ? `${b.slice(split.index + split[0].length)} ${after}` : after;
  } else {
    const m = /^\s*(?:to|for)\s+(.+?)\s+(?:for|re|covering)\s+(.+)$/i.exec(after);
    if (m) ((client = cleanClient(m[1]!)), (description = m[2]!));
  }
  // "Acme Records want an invoice for the stems, 200", "…remix for Acme last week, can you do one for 650": a known
  // client named before the command, when the words after it name none (or only "her"/"them").
  let pick: ClientPick = client && !PRONOUN.test(client) ? matchClient(client, clientsOf(ctx)) : { none: true };
  if ("none" in pick && !sendForm) {
    const earlier = matchClient(s.text.slice(0, cmd.index), clientsOf(ctx));
    const wants = WANTS.exec(l.slice(0, cmd.index + cmd[0].length).replace(new RegExp(`(?:${INV}|bill)\\s*$`), ""));
    const named =
      "client" in earlier
        ? earlier.client.name
        : wants
          ? s.text.slice(wants.index, wants.index + wants[1]!.length)
          : "";
    if (named) {
      if ((client && !PRONOUN.test(client)) || !description.trim())
        description = `${before.replace(/^\s*(?:to|for)\s+/i, "")} ${after}`;
      if ("client" in earlier) pick = earlier;
      client = named;
    }
  }
  description = cleanDescription(description.replace(/\u0001/g, " "));
  if (!client || PRONOUN.test(client))
    return { ask: 'Who is the invoice for? Try "invoice Acme Records $450 for the remix, due in 30 days".' };
  if (/^(?:has|is|was|have)\b|\b(?:paid|sent)\b/i.test(client)) return undefined;
  if ("ambiguous" in pick) return { ask: `Which client: ${pick.ambiguous.map((c) => c.name).join(" or ")}?` };
  const known = "client" in pick ? pick.client : undefined;
  const clientName = known?.name ?? titleCase(client);
  // "charge my phone", "bill the session": without an amount only a known client makes it an invoice.
  if (!amount && !known && cmd.index === l.search(/\b(?:bill|charge)\b/)) return undefined;
  if (!amount)
    return {
      ask: `How much should I invoice ${clientName}? Try "invoice ${clientName} $450 for ${description || "the remix"}".`,
    };
  if (!description)
    return {
      ask: `What is the invoice to ${clientName} for? Try "invoice ${clientName} ${amount.amount} for the remix".`,
    };
  const clientEmail = email ?? known?.email;
  if (!clientEmail)
    return {
      ask: `What's ${clientName}'s e-mail address? Say it with the invoice, e.g. "invoice ${clientName} $${amount.amount} for ${description.toLowerCase()}, e-mail billing@example.com".`,
    };
  if (due && due.date < localDateKey(ctx.now))
    return { reply: `${describeDay(due.date, ctx.now)} is in the past; give the invoice a due date from today on.` };
  return {
    args: { clientName, clientEmail, amount: amount.amount, description, ...(due ? { dueDate: due.date } : {}) },
    confidence: 0.9,
  };
}
