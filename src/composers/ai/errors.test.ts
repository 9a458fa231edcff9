import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { sendChatMessage } from "../chat/service";
import type { Assistant } from "./assistant";
import { processMessage } from "./service";

// The last-resort replies when the engine itself breaks (not just the model).
const broken: Assistant = {
  provider: "rules",
  respond: async () => {
    throw new Error("disk on fire");
  },
};

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

test("AI process failure: the spec's reply with confidence 0.1", async () => {
  const r = await processMessage(broken, { message: "anything" });
  expect(r).toEqual({
    message: "I'm having trouble processing your request. Please try again.",
    confidence: 0.1,
    actions: [],
    results: [],
  });
});

test("chat failure: the spec's apology is stored and returned, never a 500", async () => {
  const m = await sendChatMessage(s.deps.db, broken, "hello?");
  expect(m.response).toBe("I'm sorry, I'm having trouble responding right now. Please try again.");
  const list = (await s.request("GET", "/api/chat-messages")).body;
  expect(list.at(-1).response).toBe(m.response);
});

test("task monitor failure: empty lists and one suggestion", async () => {
  // Drop the table under the running app to make the monitor fail for real.
  s.deps.db.$client.exec("ALTER TABLE tasks RENAME TO tasks_away");
  try {
    const r = await s.request("GET", "/api/ai/monitor-tasks");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      overdueTasks: [],
      upcomingTasks: [],
      suggestions: ["Tasks cannot be checked right now. Please try again later."],
    });
  } finally {
    s.deps.db.$client.exec("ALTER TABLE tasks_away RENAME TO tasks");
  }
});
