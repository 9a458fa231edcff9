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

  test("plain text answer, with persona, today's date, every registry tool and the short history in the request", async () => {
    queue.push(text("Hi! Let's make music."));
    const r = await process("tell me something nice", {
      history: [
        { role: "user", content: "earlier" },
        { role: "assistant", content: "before" },
      ],
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: "Hi! Let's make music.", confidence: 0.85, actions: [], results: [] });
    const req = seen[0];
    expect(req.model).toBe("test-model");
    expect(req.messages[0].content).toContain("You are Aurora");
    expect(req.messages[0].content).toContain(new Date().getFullYear().toString());
    expect(req.messages.slice(1).map((m: any) => m.content)).toEqual(["earlier", "before", "tell me something nice"]);
    const names = req.tools.map((t: any) => t.function.name);
    const registry = (await s.request("GET", "/api/ai/tools")).body.map((t: any) => t.name);
    expect(names).toEqual(registry);
    expect(names).toContain("add_task");
    // The tool's input schema is its TypeBox schema, as plain JSON Schema.
    const addTask = req.tools.find((t: any) => t.function.name === "add_task").function.parameters;
    expect(addTask.type).toBe("object");
    expect(addTask.required).toContain("title");
  });

  test("a write tool call runs on the server through the registry; the model's final text is the message", async () => {
    queue.push(tools(["add_task", { title: "Pitch the EP to BBC 6 Music", priority: "urgent", dueDate: "2030-01-15" }]));
    queue.push(text("Added it to your list!"));
    const r = await process("pitching the EP to BBC 6 matters a lot, far future, critical");
    expect(r.body.message).toBe("Added it to your list!");
    expect(r.body.actions).toEqual([
      { type: "create_task", tool: "add_task", data: { title: "Pitch the EP to BBC 6 Music", priority: "urgent", dueDate: "2030-01-15" } },
    ]);
    expect(r.body.results[0]).toMatchObject({ tool: "add_task", ok: true });
    const toolMsg = seen[1].messages.find((m: any) => m.role === "tool");
    expect(toolMsg.tool_call_id).toBe("call_0_add_task");
    expect(JSON.parse(toolMsg.content).ok).toBe(true);
    const list = (await s.request("GET", "/api/tasks")).body;
    expect(list.map((t: any) => t.title)).toContain("Pitch the EP to BBC 6 Music");
  });

  test("invalid tool arguments are refused back to the model and nothing is written", async () => {
    queue.push(tools(["add_task", { title: "", priority: "whenever" }], ["set_reminder", { message: "x", remindAt: "soonish" }]));
    queue.push(text("Sorry, I couldn't add that."));
    const before = (await s.request("GET", "/api/tasks")).body.length;
    const r = await process("do the thing with the stuff");
    expect(r.body.actions).toEqual([]);
    const toolMsgs = seen[1].messages.filter((m: any) => m.role === "tool").map((m: any) => JSON.parse(m.content));
    expect(toolMsgs[0].ok).toBe(false);
    expect(toolMsgs[0].error).toMatch(/^Invalid add_task call: /);
    expect(toolMsgs[1].ok).toBe(false);
    expect(toolMsgs[1].error).toMatch(/^Invalid set_reminder call: /);
    expect((await s.request("GET", "/api/tasks")).body.length).toBe(before);
  });

  test("read tools answer the model from the real database", async () => {
    await s.request("POST", "/api/tasks", { title: "Overdue thing", priority: "high", dueDate: "2020-01-01" });
    queue.push(tools(["list_tasks", { filter: "overdue" }]));
    queue.push((body) => {
      const result = JSON.parse(body.messages.find((m: any) => m.role === "tool").content);
      return completion({ content: `You have ${result.data.count} overdue: ${result.data.tasks.map((t: any) => t.title).join(", ")}` });
    });
    const r = await process("honest assessment of my lateness please");
    expect(r.body.message).toBe("You have 1 overdue: Overdue thing");
  });

  test("a tool call written as JSON text (local models) is carried out, then answered in words", async () => {
    queue.push(
      text('```json\n{"name": "set_reminder", "arguments": {"message": "Feed the cat", "remindAt": "2031-05-01T18:00:00"}}\n```'),
    );
    queue.push(text("I'll remind you about the cat."));
    const r = await process("cat feeding on may day in 2031 around dinner time");
    expect(r.body.actions).toHaveLength(1);
    expect(r.body.actions[0].type).toBe("schedule_reminder");
    expect(new Date(r.body.actions[0].data.remindAt).getTime()).toBe(new Date("2031-05-01T18:00:00").getTime());
    expect(r.body.message).toBe("I'll remind you about the cat.");
  });

  test("clear commands go to the offline engine first, without calling the model", async () => {
    const r = await process("remind me to call KEXP tomorrow, urgent");
    expect(seen).toHaveLength(0);
    expect(r.body.actions[0]).toMatchObject({ type: "create_task", tool: "add_task", data: { title: "Call KEXP", priority: "high" } });
  });

  test("a 500 from the model falls back to the offline engine and says so", async () => {
    queue.push(() => Response.json({ error: { message: "boom" } }, { status: 500 }));
    // A loose reading (a weak template) goes to the model first.
    const r = await process("so how is my list looking at this point");
    expect(r.status).toBe(200);
    expect(r.body.message).toMatch(
      /^The AI model didn't answer \(the model server answered with error 500\), so here is my offline answer: You have \d+ open tasks? \(1 overdue\): .*"Overdue thing"/,
    );
    expect(r.body.confidence).toBeLessThanOrEqual(0.6);
  });

  test("a model that takes longer than its timeout is given up on, and the offline answer says so", async () => {
    // Its own server with a short timeout (SUNSHINE_MODEL_TIMEOUT) and a model that answers only when the test ends.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const silent = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: async () => {
        await held;
        return completion({ content: "too late" });
      },
    });
    const slow = await startTestServer({ OPENAI_BASE_URL: `http://127.0.0.1:${silent.port}/v1`, SUNSHINE_MODEL_TIMEOUT: "0.5" });
    try {
      const started = Date.now();
      const r = await slow.request("POST", "/api/ai/process", { message: "tell me a joke about basslines" });
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      expect(r.body.message).toMatch(
        /^The AI model didn't answer \(it did not answer within 0.5 seconds\), so here is my offline answer: /,
      );
    } finally {
      release();
      await slow.close();
      silent.stop(true);
    }
  });

  test("a destructive call from the model waits for the user's yes", async () => {
    const task = (await s.request("POST", "/api/tasks", { title: "Old idea" })).body;
    queue.push(tools(["delete_task", { id: task.id }]));
    queue.push(text("Shall I delete it? Say yes."));
    const r = await process("get rid of that old idea thing please");
    expect(r.body.pending).toMatchObject({ tool: "delete_task" });
    expect((await s.request("GET", `/api/tasks/${task.id}`)).status).toBe(200);
    const yes = await s.request("POST", "/api/ai/confirm", { id: r.body.pending.id });
    expect(yes.body.message).toBe('Deleted the task "Old idea".');
    expect((await s.request("GET", `/api/tasks/${task.id}`)).status).toBe(404);
  });

  test("chat uses the model too and stores what it did", async () => {
    queue.push(tools(["add_task", { title: "Write liner notes", priority: "low" }]));
    queue.push(text("On it."));
    const r = await s.request("POST", "/api/chat-messages", { message: "liner notes need writing at some point" });
    expect(r.status).toBe(201);
    expect(r.body.response).toBe("On it.");
    expect(r.body.context.results[0]).toMatchObject({ tool: "add_task", ok: true });
    expect(r.body.context.provider).toBe("model");
    const list = await s.request("GET", "/api/tasks");
    expect(list.body.map((t: any) => t.title)).toContain("Write liner notes");
  });
});
