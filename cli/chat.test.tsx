import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { render as renderInk } from "ink-testing-library";
import { startTestServer, type TestServer } from "../src/test/harness";
import { backendFor } from "./chat/run";
import { ChatApp, type ChatBackend } from "./chat/ChatApp";
import { SunshineClient } from "./client";
import { tempConfig } from "./test-helpers";

const until = async (check: () => boolean, what: string, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};
/** Types into the input line (retrying if Ink had not yet attached to stdin), then presses Enter. */
const type = async (
  app: { stdin: { write: (s: string) => void }; lastFrame: () => string | undefined },
  text: string,
) => {
  for (let attempt = 0; ; attempt++) {
    if (lastFrame(app).includes("Ask or tell")) app.stdin.write(text);
    try {
      await until(() => lastFrame(app).includes(`› ${text.slice(0, 30)}`), "typed text", 1000);
      break;
    } catch (e) {
      if (attempt === 4) throw e;
    }
  }
  await new Promise((r) => setTimeout(r, 50));
  app.stdin.write("\r");
};
const lastFrame = (app: { lastFrame: () => string | undefined }) => app.lastFrame() ?? "";

/** Ink colours its frames when FORCE_COLOR is set (as some CI systems do): the tests read the plain text. */
const render = (tree: Parameters<typeof renderInk>[0]) => {
  const app = renderInk(tree);
  return { ...app, lastFrame: () => Bun.stripANSI(app.lastFrame() ?? "") };
};

/** The transcript column (left of the tasks panel) as one line of text, so wrapped lines read whole. */
const transcript = (frame: string) =>
  frame
    .split("\n")
    .map((l) => (l.includes("╭─") && l.indexOf("╭─") < 5 ? "" : l.split(/[╭│╰]/)[0]!))
    .join(" ")
    .replace(/\s+/g, " ");

/** ink-testing-library's stdout is 100 columns; the companion must work in 80×24. */
const TERMINAL = { columns: 80, rows: 24 };
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe("chat screen (Ink)", () => {
  test("sends a line with the wake phrase, shows spinner, reply, action and the pending tasks panel", async () => {
    const client = new SunshineClient({ server: server.url, configFile: tempConfig() });
    const backend = backendFor(client);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // Hold the reply until the spinner has been seen.
    const slow: ChatBackend = { ...backend, send: async (t) => (await gate, backend.send(t)) };
    const app = render(<ChatApp backend={slow} size={TERMINAL} />);
    const { lastFrame, unmount } = app;
    await until(() => lastFrame()!.includes("Nothing pending"), "empty tasks panel");
    expect(lastFrame()).toContain("Type a request");
    await type(app, "Hey Sunshine, add task call the radio station tomorrow");
    await until(() => lastFrame()!.includes("is thinking"), "spinner");
    expect(transcript(lastFrame()!)).toContain("You: Hey Sunshine, add task call the radio station tomorrow");
    release();
    await until(
      () => transcript(lastFrame()!).includes('✓ Added task "Call the radio station" — medium, due tomorrow'),
      "action line",
    );
    expect(transcript(lastFrame()!)).toMatch(/Sunshine: .*Call the radio station/);
    await until(() => lastFrame()!.includes("Pending tasks (1)"), "tasks panel refresh");
    expect(lastFrame()).toContain("● Call the radio station");
    const tasks = (await server.request("GET", "/api/tasks")).body as any[];
    expect(tasks.map((t) => t.title)).toContain("Call the radio station");
    unmount();
  });

  test("pending tasks are sorted urgent, high, medium, low; at most 5 shown", async () => {
    for (const [title, priority] of [
      ["Low one", "low"],
      ["Urgent one", "urgent"],
      ["Medium one", "medium"],
      ["High one", "high"],
      ["Low two", "low"],
      ["Medium two", "medium"],
    ]) {
      await server.request("POST", "/api/tasks", { title, priority });
    }
    const client = new SunshineClient({ server: server.url, configFile: tempConfig() });
    const { lastFrame, unmount } = render(<ChatApp backend={backendFor(client)} size={TERMINAL} />);
    await until(() => lastFrame()!.includes("Urgent one"), "tasks");
    const frame = lastFrame()!;
    const at = (t: string) => frame.indexOf(t);
    for (const t of ["Urgent one", "High one", "Medium one", "Medium two"]) expect(at(t)).toBeGreaterThan(0);
    expect(at("Urgent one")).toBeLessThan(at("High one"));
    expect(at("High one")).toBeLessThan(Math.min(at("Medium one"), at("Medium two")));
    expect(frame).not.toContain("Low one");
    const pending = ((await server.request("GET", "/api/tasks")).body as any[]).filter(
      (t) => t.status === "pending",
    ).length;
    expect(frame).toContain(`Pending tasks (${pending})`);
    unmount();
  });

  test("an unreachable server shows a readable error in the transcript, not a crash", async () => {
    const client = new SunshineClient({ server: "http://127.0.0.1:9", configFile: tempConfig() });
    const app = render(<ChatApp backend={backendFor(client)} size={TERMINAL} />);
    const { lastFrame, unmount } = app;
    await until(() => lastFrame()!.includes("Cannot reach Sunshine"), "tasks panel error");
    await type(app, "hello");
    await until(
      () => transcript(lastFrame()!).includes("! Cannot reach Sunshine at http://127.0.0.1:9"),
      "transcript error",
    );
    unmount();
  });

  test("fits an 80-column terminal", async () => {
    const client = new SunshineClient({ server: server.url, configFile: tempConfig() });
    const { lastFrame, unmount } = render(<ChatApp backend={backendFor(client)} size={TERMINAL} />);
    await until(() => lastFrame()!.includes("Pending tasks ("), "tasks");
    const lines = lastFrame()!.split("\n");
    for (const line of lines) expect(Bun.stringWidth(line)).toBeLessThanOrEqual(80);
    expect(lines.length).toBeLessThanOrEqual(24);
    unmount();
  });
});
