import type { SunshineClient } from "./client";
import { formatExchange, handleLine } from "./core";

/** `sunshine ask "TEXT"`: one request, the reply and what was carried out; --json for scripts. */
export async function runAsk(client: SunshineClient, text: string, json: boolean): Promise<number> {
  const x = await handleLine(client, text);
  if (json) {
    console.log(
      JSON.stringify(
        { message: x.reply, confidence: x.confidence, command: x.command, actions: x.actions, results: x.outcomes },
        null,
        2,
      ),
    );
  } else {
    console.log(formatExchange(x));
  }
  return x.outcomes.some((o) => !o.ok && !o.pending) ? 2 : 0;
}
