import type { AiReply, SunshineClient } from "./client";
import { persona, stripWakePhrase } from "./wake";

export interface Exchange {
  input: string;
  /** The text sent to the AI (wake phrase stripped); empty when the line was only the wake phrase. */
  command: string;
  reply: string;
  confidence: number;
  actions: AiReply["actions"];
  /** What the server carried out (or holds for a "yes"), one line each. */
  outcomes: AiReply["results"];
  /** Milliseconds spent waiting for the server (AI + actions). */
  serverMs: number;
}

/** One typed or spoken line: strip the wake phrase and ask the assistant, which carries it out on the server. */
export async function handleLine(
  client: SunshineClient,
  input: string,
  type: "cli" | "voice" = "cli",
): Promise<Exchange> {
  const { rest } = stripWakePhrase(input);
  if (!rest) {
    return {
      input,
      command: "",
      reply: `Hi! ${persona()} here. What can I do for you?`,
      confidence: 1,
      actions: [],
      outcomes: [],
      serverMs: 0,
    };
  }
  const started = performance.now();
  const reply = await client.process(rest, type);
  const outcomes = reply.results;
  return {
    input,
    command: rest,
    reply: reply.message,
    confidence: reply.confidence,
    actions: reply.actions,
    outcomes,
    serverMs: performance.now() - started,
  };
}

export function formatExchange(x: Exchange): string {
  // When the reply is the summary of what was done, it carries the ✓ itself instead of being printed twice.
  const same = x.outcomes.find(
    (o) => o.ok && (o.summary === x.reply || (x.outcomes.length === 1 && x.reply.endsWith(` ${o.summary}`))),
  );
  // Several things done at once ("add tasks: a, b and c"): the reply is their summaries joined, so the list below says
  // it once, each with its own mark.
  const joined = x.outcomes.length > 1 && x.reply === x.outcomes.map((o) => o.summary).join(" ");
  const head = joined ? `Done: ${x.outcomes.length} changes.` : `${same ? "✓ " : ""}${x.reply || "(no reply)"}`;
  const lines = [`${persona()}: ${head}`];
  // A pending action is the reply's own question ("… Say yes to confirm"), so it is not listed again.
  for (const o of x.outcomes) if (o !== same && !o.pending) lines.push(`  ${o.ok ? "✓" : "✗"} ${o.summary}`);
  return lines.join("\n");
}
