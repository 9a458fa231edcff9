import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";

let s: TestServer;
beforeAll(async () => (s = await startTestServer({ SUNSHINE_PERSONA: "Sunny" })));
afterAll(() => s.close());

describe("chat messages API (offline)", () => {
  test("a task intent creates the task, stores the exchange and what was done", async () => {
    const r = await s.request("POST", "/api/chat-messages", { message: "remind me to call KEXP tomorrow, urgent" });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe("remind me to call KEXP tomorrow, urgent");
    expect(r.body.response).toBe('Got it! I\'ve added "Call KEXP — high, due tomorrow" to your tasks.');
    expect(r.body.context.actions).toHaveLength(1);
    expect(r.body.context.actions[0].type).toBe("create_task");
    expect(r.body.context.results).toEqual([
      { type: "create_task", ok: true, summary: "Added task: Call KEXP — high, due tomorrow" },
    ]);
    const tasks = (await s.request("GET", "/api/tasks")).body;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ title: "Call KEXP", priority: "high", category: "radio", status: "pending" });
  });

  test("completing by name, reminders, questions and greetings", async () => {
    const done = await s.request("POST", "/api/chat-messages", { message: "mark call kexp as done" });
    expect(done.body.context.results[0].summary).toBe("Completed task: Call KEXP");
    expect((await s.request("GET", "/api/tasks?status=pending")).body).toHaveLength(0);

    const rem = await s.request("POST", "/api/chat-messages", { message: "remind me in 30 minutes to stretch" });
    expect(rem.body.context.results[0].summary).toMatch(/^Reminder set: Stretch — \d{1,2}:\d{2} (AM|PM)/);
    const reminders = (await s.request("GET", "/api/reminders")).body;
    expect(reminders).toHaveLength(1);
    expect(reminders[0].message).toBe("Stretch");

    const hi = await s.request("POST", "/api/chat-messages", { message: "hi" });
    expect(hi.body.response).toContain("I'm Sunny");
  });

  test("list is oldest first, limit gives the last ones", async () => {
    const all = (await s.request("GET", "/api/chat-messages")).body;
    expect(all.map((m: any) => m.message)).toEqual([
      "remind me to call KEXP tomorrow, urgent",
      "mark call kexp as done",
      "remind me in 30 minutes to stretch",
      "hi",
    ]);
    const last2 = (await s.request("GET", "/api/chat-messages?limit=2")).body;
    expect(last2.map((m: any) => m.message)).toEqual(["remind me in 30 minutes to stretch", "hi"]);
  });

  test("bad input", async () => {
    for (const body of [{}, { message: "" }, { message: 5 }]) {
      const r = await s.request("POST", "/api/chat-messages", body);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toMatch(/Message is required/);
    }
    const blank = await s.request("POST", "/api/chat-messages", { message: "   " });
    expect(blank.status).toBe(400);
    const p = await s.request("POST", "/api/ai/process", { type: "chat" });
    expect(p.status).toBe(422);
    expect(p.body.error.message).toMatch(/Message is required/);
  });

  test("AI process returns exactly message, confidence, actions and has no side effects", async () => {
    const before = (await s.request("GET", "/api/tasks")).body.length;
    const r = await s.request("POST", "/api/ai/process", {
      message: "I need to buy strings",
      type: "voice",
      context: {},
    });
    expect(Object.keys(r.body).sort()).toEqual(["actions", "confidence", "message"]);
    expect(r.body.actions).toEqual([
      { type: "create_task", data: { title: "Buy strings", priority: "medium", category: "general" } },
    ]);
    expect((await s.request("GET", "/api/tasks")).body.length).toBe(before);
  });

  test("clearing the conversation", async () => {
    const r = await s.request("DELETE", "/api/chat-messages");
    expect(r.body.deleted).toBe(4);
    expect((await s.request("GET", "/api/chat-messages")).body).toEqual([]);
  });
});
