import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";

let s: TestServer;
beforeAll(async () => (s = await startTestServer({ SUNSHINE_PERSONA: "Sunny" })));
afterAll(() => s.close());

const say = (message: string, extra: Record<string, unknown> = {}) =>
  s.request("POST", "/api/chat-messages", { message, ...extra });

describe("chat messages API (offline)", () => {
  test("a task intent creates the task, stores the exchange and what was done", async () => {
    const r = await say("remind me to call KEXP tomorrow, urgent");
    expect(r.status).toBe(201);
    expect(r.body.message).toBe("remind me to call KEXP tomorrow, urgent");
    expect(r.body.response).toBe('Added task "Call KEXP" — high, due tomorrow.');
    expect(r.body.context.actions).toEqual([
      { type: "create_task", tool: "add_task", data: expect.objectContaining({ title: "Call KEXP", priority: "high" }) },
    ]);
    expect(r.body.context.results).toEqual([
      {
        tool: "add_task",
        kind: "write",
        ok: true,
        summary: 'Added task "Call KEXP" — high, due tomorrow.',
        link: "/",
        domain: "tasks",
      },
    ]);
    const tasks = (await s.request("GET", "/api/tasks")).body;
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ title: "Call KEXP", priority: "high", category: "radio", status: "pending" });
  });

  test("completing by name, undo, reminders and greetings", async () => {
    const done = await say("mark call kexp as done");
    expect(done.body.context.results[0].summary).toBe('Nice work! Marked "Call KEXP" as done.');
    expect((await s.request("GET", "/api/tasks?status=pending")).body).toHaveLength(0);

    const undo = await say("undo");
    expect(undo.body.response).toBe('Undone. "Call KEXP" is open again.');
    // An undo changes records too: it names whose, so the web refreshes the tasks again.
    expect(undo.body.context.results[0]).toMatchObject({ tool: "undo", ok: true, domain: "tasks" });
    expect((await s.request("GET", "/api/tasks?status=pending")).body).toHaveLength(1);

    const rem = await say("remind me in 30 minutes to stretch");
    expect(rem.body.response).toMatch(/^I'll remind you to stretch at \d{1,2}:\d{2} (AM|PM)/);
    const reminders = (await s.request("GET", "/api/reminders")).body;
    expect(reminders).toHaveLength(1);
    expect(reminders[0].message).toBe("Stretch");

    const hi = await say("hi");
    expect(hi.body.response).toContain("I'm Sunny");
  });

  test("a delete waits for yes: the Confirm button's id (or a typed yes) carries it out; no cancels", async () => {
    const ask = await say("delete the task call kexp");
    expect(ask.body.response).toBe('Delete the task "Call KEXP"? Say "yes" to confirm or "no" to cancel.');
    expect(ask.body.context.pending).toMatchObject({ tool: "delete_task", summary: 'Delete the task "Call KEXP"' });
    expect((await s.request("GET", "/api/tasks")).body).toHaveLength(1);
    const no = await say("no");
    expect(no.body.response).toMatch(/^OK, I won't\./);
    expect((await s.request("GET", "/api/tasks")).body).toHaveLength(1);

    const again = await say("delete the task call kexp");
    const yes = await say("yes", { confirmId: again.body.context.pending.id });
    expect(yes.body.response).toBe('Deleted the task "Call KEXP".');
    expect((await s.request("GET", "/api/tasks")).body).toHaveLength(0);
    const stale = await say("yes", { confirmId: again.body.context.pending.id });
    expect(stale.body.response).toMatch(/expired or was already answered/);
  });

  test("list is oldest first, limit gives the last ones", async () => {
    const all = (await s.request("GET", "/api/chat-messages")).body;
    expect(all[0].message).toBe("remind me to call KEXP tomorrow, urgent");
    const last2 = (await s.request("GET", "/api/chat-messages?limit=2")).body;
    expect(last2.map((m: any) => m.message)).toEqual(all.slice(-2).map((m: any) => m.message));
  });

  test("bad input", async () => {
    for (const body of [{}, { message: "" }, { message: 5 }]) {
      const r = await s.request("POST", "/api/chat-messages", body);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toMatch(/Message is required/);
    }
    const blank = await s.request("POST", "/api/chat-messages", { message: "   " });
    expect(blank.status).toBe(422);
    const p = await s.request("POST", "/api/ai/process", { type: "chat" });
    expect(p.status).toBe(422);
    expect(p.body.error.message).toMatch(/Message is required/);
  });

  test("AI process carries the request out on the server and reports the results", async () => {
    const before = (await s.request("GET", "/api/tasks")).body.length;
    const r = await s.request("POST", "/api/ai/process", { message: "I need to buy strings", type: "voice", context: {} });
    expect(r.body).toMatchObject({ message: 'Added task "Buy strings" — medium.', actions: [{ type: "create_task", tool: "add_task" }] });
    expect(r.body.results[0]).toMatchObject({ tool: "add_task", ok: true, domain: "tasks" });
    expect((await s.request("GET", "/api/tasks")).body.length).toBe(before + 1);
    const undo = await s.request("POST", "/api/ai/undo", {});
    expect(undo.body.message).toBe('Undone. Removed the task "Buy strings".');
    expect((await s.request("GET", "/api/tasks")).body.length).toBe(before);
  });

  test("a negated request writes nothing and says so", async () => {
    const r = await s.request("POST", "/api/ai/process", { message: "don't add a task to call bob" });
    expect(r.body.actions).toEqual([]);
    expect(r.body.message).toMatch(/Nothing was changed/);
  });

  test("clearing the conversation", async () => {
    const count = (await s.request("GET", "/api/chat-messages")).body.length;
    const r = await s.request("DELETE", "/api/chat-messages");
    expect(r.body.deleted).toBe(count);
    expect((await s.request("GET", "/api/chat-messages")).body).toEqual([]);
  });
});
