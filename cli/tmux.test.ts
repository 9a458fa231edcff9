import { afterAll, beforeAll, expect, test } from "bun:test";
import { execFileSync } from "node:child_process";
import type { RunningServer } from "../e2e/server";
import { BINARY, compiledServer, tasksInDb, tempConfig } from "./test-helpers";

const SESSION = `sunshine-chat-test-${process.pid}`;
const tmux = (...args: string[]) => execFileSync("tmux", args, { encoding: "utf8" });
const screen = () => tmux("capture-pane", "-t", SESSION, "-p");
const waitFor = async (text: string, ms = 8000) => {
  const end = Date.now() + ms;
  while (!screen().includes(text)) {
    if (Date.now() > end) throw new Error(`"${text}" never appeared on screen:\n${screen()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return screen();
};

let server: RunningServer;
beforeAll(async () => {
  server = await compiledServer();
});
afterAll(async () => {
  try {
    tmux("kill-session", "-t", SESSION);
  } catch {}
  await server?.stop();
});

test("sunshine chat in a real 80×24 terminal: type, see the reply and the tasks panel, Ctrl+C quits cleanly", async () => {
  const command = `SUNSHINE_COMPANION_CONFIG=${tempConfig()} ${BINARY} chat --server ${server.url}; echo "EXITED=$?"; sleep 60`;
  tmux("new-session", "-d", "-s", SESSION, "-x", "80", "-y", "24", command);
  let s = await waitFor("Pending tasks (0)");
  expect(s).toContain("Nothing pending");
  expect(s).toContain("Ctrl+C quits");
  tmux("send-keys", "-t", SESSION, "-l", "Hey Sunshine, add task book studio time today urgent");
  await waitFor("Hey Sunshine, add task book studio time today urgent".slice(0, 40));
  tmux("send-keys", "-t", SESSION, "Enter");
  await waitFor("✓ Added task: Book studio time");
  s = await waitFor("Pending tasks (1)");
  expect(s).toContain("● Book studio time");
  for (const line of s.split("\n")) expect(Bun.stringWidth(line)).toBeLessThanOrEqual(80);
  expect(tasksInDb(server)).toContainEqual(expect.objectContaining({ title: "Book studio time", priority: "high" }));
  tmux("send-keys", "-t", SESSION, "C-c");
  s = await waitFor("EXITED=0");
  expect(s).not.toContain("Error");
});
