import { createInterface } from "node:readline";
import { createElement } from "react";
import { SunshineClient } from "../client";
import { formatExchange, handleLine } from "../core";
import { followNotifications, formatNotification } from "../live";
import { ChatApp, type ChatBackend } from "./ChatApp";

export function backendFor(client: SunshineClient): ChatBackend {
  return {
    server: client.server,
    send: (text) => handleLine(client, text),
    pendingTasks: () => client.pendingTasks(),
    follow(onNotice) {
      const stop = new AbortController();
      void followNotifications(client, (n) => onNotice(n.title, n.body), { signal: stop.signal });
      return () => stop.abort();
    },
  };
}

/**
 * Ink draws only the final frame when CI or CONTINUOUS_INTEGRATION is set (its own check, repeated here), so the
 * live screen would stay blank until exit: under CI the chat answers line by line instead.
 */
export function inCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const set = (key: string) => key in env && env[key] !== "0" && env[key] !== "false";
  return set("CI") || set("CONTINUOUS_INTEGRATION");
}

/** `sunshine chat`: the Ink screen in a terminal; plain line-by-line replies when stdin or stdout is not a TTY. */
export async function runChat(client: SunshineClient): Promise<number> {
  if (!process.stdout.isTTY || !process.stdin.isTTY || inCi()) {
    const rl = createInterface({ input: process.stdin, terminal: false });
    // Reminders that fire while the chat is open are printed between the replies.
    const live = new AbortController();
    void followNotifications(client, (n) => console.log(formatNotification(n)), { signal: live.signal });
    let failures = 0;
    for await (const line of rl) {
      if (!line.trim()) continue;
      try {
        console.log(formatExchange(await handleLine(client, line)));
      } catch (e) {
        failures++;
        console.error(`sunshine: ${(e as Error).message}`);
      }
    }
    live.abort();
    return failures ? 1 : 0;
  }
  const { render } = await import("ink");
  const app = render(createElement(ChatApp, { backend: backendFor(client) }), { exitOnCtrlC: true });
  await app.waitUntilExit();
  return 0;
}
