import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";

/** A tiny OpenAI-compatible server: each test queues what /v1/chat/completions answers, in order. */
type Handler = (body: any) => Response | Promise<Response>;
const queue: Handler[] = [];
const seen: any[] = [];
let fake: ReturnType<typeof Bun.serve>;

const completion = (message: Record<string, unknown>) =>
  Response.json({
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1,
    model: "test-model",
    choices: [
      {
        index: 0,
        finish_reason: message.tool_calls ? "tool_calls" : "stop",
        message: { role: "assistant", content: null, ...message },
      },
    ],
  });
const text =
  (content: string): Handler =>
  () =>
    completion({ content });
const tools =
  (...calls: [string, Record<string, unknown> | string][]): Handler =>
  () =>
    completion({
      tool_calls: calls.map(([name, args], i) => ({
        id: `call_${i}_${name}`,
        type: "function",
        function: { name, arguments: typeof args === "string" ? args : JSON.stringify(args) },
      })),
    });

let s: TestServer;
beforeAll(async () => {
  fake = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const body = await req.json();
      seen.push(body);
      const next = queue.shift();
      if (!next) return Response.json({ error: { message: "no answer queued" } }, { status: 500 });
      return next(body);
    },
  });
  s = await startTestServer({
    OPENAI_BASE_URL: `http://127.0.0.1:${fake.port}/v1`,
    SUNSHINE_MODEL: "test-model",
    SUNSHINE_PERSONA: "Aurora",
  });
});
afterAll(async () => {
  await s.close();
  fake.stop(true);
});
afterEach(() => {
  queue.length = 0;
  seen.length = 0;
});

const process = (message: string, context?: unknown) =>
  s.request("POST", "/api/ai/process", { message, type: "chat", context });

describe("OpenAI-compatible provider", () => {
  test("status reports the model provider and persona", async () => {
    const r = await s.request("GET", "/api/ai/status");
    expect(r.body).toEqual({ persona: "Aurora", provider: "model", model: "test-model" });
  });

  test("plain text answer, with persona, today's date, tools and the short history in the request", async () => {
    queue.push(text("Hi! Let's make music."));
    const r = await process("tell me something nice", {
      history: [
        { role: "user", content: "earlier" },
        { role: "assistant", content: "before" },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ message: "Hi! Let's make music.", confidence: 0.8, actions: [] });
    const req = seen[0];
    expect(req.model).toBe("test-model");
    expect(req.messages[0].role).toBe("system");
    expect(req.messages[0].content).toContain("You are Aurora");
    expect(req.messages[0].content).toContain(new Date().getFullYear().toString());
    expect(req.messages.slice(1).map((m: any) => m.content)).toEqual(["earlier", "before", "tell me something nice"]);
    expect(req.tools.map((t: any) => t.function.name)).toEqual([
      "create_task",
      "update_task",
      "schedule_reminder",
      "send_email",
      "get_tasks",
      "get_finances",
      "get_grant_deadlines",
      "get_upcoming_events",
    ]);
  });

  test("tool call for an action becomes a validated action; the model's final text is the message", async () => {
    queue.push(
      tools(["create_task", { title: "Pitch the EP to BBC 6 Music", priority: "urgent", dueDate: "2030-01-15" }]),
    );
    queue.push(text("Added it to your list!"));
    const r = await process("could you put pitching the EP to BBC 6 on my list for Jan 15 2030, it's critical");
    expect(r.body.message).toBe("Added it to your list!");
    expect(r.body.actions).toEqual([
      {
        type: "create_task",
        data: { title: "Pitch the EP to BBC 6 Music", priority: "urgent", dueDate: "2030-01-15" },
      },
    ]);
    expect(r.body.confidence).toBe(0.85);
    const toolMsg = seen[1].messages.find((m: any) => m.role === "tool");
    expect(toolMsg.tool_call_id).toBe("call_0_create_task");
    expect(JSON.parse(toolMsg.content).ok).toBe(true);
  });

  test("invalid tool arguments are refused back to the model and no action is returned", async () => {
    queue.push(
      tools(
        ["create_task", { title: "", priority: "whenever" }],
        ["schedule_reminder", { message: "x", remindAt: "soonish" }],
      ),
    );
    queue.push(text("Sorry, I couldn't add that."));
    const r = await process("do the thing with the stuff");
    expect(r.body.actions).toEqual([]);
    const toolMsgs = seen[1].messages.filter((m: any) => m.role === "tool").map((m: any) => JSON.parse(m.content));
    expect(toolMsgs[0]).toEqual({ ok: false, error: "Invalid create_task call: title is required" });
    expect(toolMsgs[1]).toEqual({
      ok: false,
      error: "Invalid schedule_reminder call: remindAt must be an ISO 8601 date-time",
    });
  });

  test("data tools read the real database", async () => {
    await s.request("POST", "/api/tasks", { title: "Overdue thing", priority: "high", dueDate: "2020-01-01" });
    queue.push(tools(["get_tasks", { filter: "overdue" }]));
    queue.push((body) => {
      const result = JSON.parse(body.messages.find((m: any) => m.role === "tool").content);
      return completion({
        content: `You have ${result.count} overdue: ${result.tasks.map((t: any) => t.title).join(", ")}`,
      });
    });
    const r = await process("how am I doing on deadlines, honestly");
    expect(r.body.message).toBe("You have 1 overdue: Overdue thing");
  });

  test("a tool call written as JSON text (local models) is accepted", async () => {
    queue.push(
      text(
        '```json\n{"name": "schedule_reminder", "arguments": {"message": "Feed the cat", "remindAt": "2031-05-01T18:00:00"}}\n```',
      ),
    );
    const r = await process("ping me about the cat on may day 2031 at six in the evening");
    expect(r.body.actions).toHaveLength(1);
    expect(r.body.actions[0].type).toBe("schedule_reminder");
    expect(r.body.actions[0].data.message).toBe("Feed the cat");
    expect(new Date(r.body.actions[0].data.remindAt).getTime()).toBe(new Date("2031-05-01T18:00:00").getTime());
    expect(r.body.message).toMatch(/^Done! Set reminder: Feed the cat/);
  });

  test("clear task commands go to the rules first, without calling the model", async () => {
    const r = await process("remind me to call KEXP tomorrow, urgent");
    expect(seen).toHaveLength(0);
    expect(r.body.actions[0]).toMatchObject({ type: "create_task", data: { title: "Call KEXP", priority: "high" } });
  });

  test("a 500 from the model falls back to the rules and says so", async () => {
    queue.push(() => Response.json({ error: { message: "boom" } }, { status: 500 }));
    const r = await process("what's overdue?");
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(
      /^The AI model didn't answer \(the model server answered with error 500\), so here is my offline answer: 1 task is overdue: "Overdue thing"/,
    );
    expect(r.body.confidence).toBeLessThanOrEqual(0.6);
  });

  test("a model that takes longer than 10 s times out and falls back", async () => {
    queue.push(async () => {
      await Bun.sleep(11_000);
      return completion({ content: "too late" });
    });
    const started = Date.now();
    const r = await process("hello there friend");
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(9_500);
    expect(took).toBeLessThan(11_000);
    expect(r.body.message).toMatch(
      /^The AI model didn't answer \(it did not answer within 10 seconds\), so here is my offline answer: /,
    );
  }, 20_000);

  test("chat uses the model too and stores what it did", async () => {
    queue.push(tools(["create_task", { title: "Write liner notes", priority: "low" }]));
    queue.push(text("On it."));
    const r = await s.request("POST", "/api/chat-messages", { message: "liner notes need writing at some point" });
    expect(r.status).toBe(201);
    expect(r.body.response).toBe("On it.");
    expect(r.body.context.results).toEqual([
      { type: "create_task", ok: true, summary: "Added task: Write liner notes — low" },
    ]);
    const list = await s.request("GET", "/api/tasks");
    expect(list.body.map((t: any) => t.title)).toContain("Write liner notes");
  });
});
