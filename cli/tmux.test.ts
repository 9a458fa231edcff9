import { afterAll, beforeAll, expect, test } from "bun:test";
import { execFileSync } from "node:child_process";
import type { RunningServer } from "../e2e/server";
import { BINARY, companionEnv, compiledServer, tasksInDb, tempConfig } from "./test-helpers";

const SESSION = `sunshine-chat-test-${process.pid}`;
// A private tmux server (-L) started with a clean environment: the screen must not depend on the caller's
// variables (CI=true, for one, turns Ink's live screen off; a tmux server already running keeps its own env).
const TERMINAL_ENV = { ...companionEnv(), LANG: "C.UTF-8", TERM: "xterm-256color" };
const tmux = (...args: string[]) =>
  execFileSync("tmux", ["-L", SESSION, ...args], { encoding: "utf8", env: TERMINAL_ENV });
/** Runs `sunshine chat` (with extra env assignments) in a new 80×24 window; returns its screen helpers. */
function terminal(name: string, envPrefix = "") {
  const command = `${envPrefix}SUNSHINE_COMPANION_CONFIG=${tempConfig()} ${BINARY} chat --server ${server.url}; echo "EXITED=$?"; sleep 60`;
  tmux("new-session", "-d", "-s", name, "-x", "80", "-y", "24", command);
  const screen = () => tmux("capture-pane", "-t", name, "-p");
  return {
    keys: (...keys: string[]) => tmux("send-keys", "-t", name, ...keys),
    waitFor: async (text: string, ms = 60_000) => {
      const end = Date.now() + ms;
      while (!screen().includes(text)) {
        if (Date.now() > end) throw new Error(`"${text}" never appeared on screen:\n${screen()}`);
        await Bun.sleep(50);
      }
      return screen();
    },
  };
}

let server: RunningServer;
beforeAll(async () => {
  server = await compiledServer();
});
afterAll(async () => {
  try {
    tmux("kill-server");
  } catch {}
  await server?.stop();
});

test("sunshine chat in a real 80×24 terminal: type, see the reply and the tasks panel, Ctrl+C quits cleanly", async () => {
  const { keys, waitFor } = terminal(SESSION);
  let s = await waitFor("Pending tasks (0)");
  expect(s).toContain("Nothing pending");
  expect(s).toContain("Ctrl+C quits");
  keys("-l", "Hey Sunshine, add task book studio time today urgent");
  await waitFor("Hey Sunshine, add task book studio time today urgent".slice(0, 40));
  keys("Enter");
  await waitFor('✓ Added task "Book studio time"');
  s = await waitFor("Pending tasks (1)");
  expect(s).toContain("● Book studio time");
  for (const line of s.split("\n")) expect(Bun.stringWidth(line)).toBeLessThanOrEqual(80);
  expect(tasksInDb(server)).toContainEqual(expect.objectContaining({ title: "Book studio time", priority: "high" }));
  keys("C-c");
  s = await waitFor("EXITED=0");
  expect(s).not.toContain("Error");
}, 180_000);

test("with CI set, sunshine chat in a terminal answers line by line instead of a blank live screen", async () => {
  const { keys, waitFor } = terminal(`${SESSION}-ci`, "CI=true ");
  keys("-l", "add task send the ci stems tomorrow");
  keys("Enter");
  await waitFor('✓ Added task "Send the ci stems"');
  keys("C-d");
  await waitFor("EXITED=0");
  expect(tasksInDb(server)).toContainEqual(expect.objectContaining({ title: "Send the ci stems" }));
}, 180_000);

test("sunshine chat in a terminal shows a reminder the moment it fires", async () => {
  const { waitFor } = terminal(`${SESSION}-reminder`);
  await waitFor("Ctrl+C quits");
  const { token } = (await (await fetch(`${server.url}/api/auth/login`, { method: "POST" })).json()) as {
    token: string;
  };
  // Due a few seconds from now: the chat opens its event stream as it starts, well before that.
  const res = await fetch(`${server.url}/api/reminders`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ message: "stretch your back", remindAt: new Date(Date.now() + 4000).toISOString() }),
  });
  expect(res.status).toBe(201);
  const s = await waitFor("🔔 Reminder: stretch your back", 60_000);
  // The body wraps beside the tasks panel, so its two halves are checked apart.
  expect(s).toContain("You asked me to");
  expect(s).toContain("remind you at");
}, 180_000);
