import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "./harness";
import { answerProblems, closedObjects, type AnswerSchema } from "./sweep/check-answer";

/**
 * The answer sweep: /api/openapi.json describes what every route answers, and the running app answers what it
 * describes. Every operation declares its success status with a schema; no answer schema can drop a field; records
 * made through the creates answer 201 with what their schema names, and every list, summary and record read answers
 * a body its schema names field by field (an undocumented field fails here, the schemas being read strictly).
 */

interface Operation {
  method: string;
  path: string;
  responses?: Record<string, { content?: Record<string, { schema?: AnswerSchema }> }>;
}

let s: TestServer;
let spec: { paths: Record<string, Record<string, Omit<Operation, "method" | "path">>> };

beforeAll(async () => {
  s = await startTestServer();
  spec = (await s.request("GET", "/api/openapi.json")).body;
});
afterAll(() => s.close());

/** "/api/tasks/" and "/api/tasks" are the same collection. */
const bare = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

function operations(): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (!path.startsWith("/api/")) continue; // the web app's catch-all is not part of the API
    for (const [method, op] of Object.entries(methods)) ops.push({ ...op, method: method.toUpperCase(), path });
  }
  return ops;
}

const operation = (method: string, path: string) =>
  operations().find((o) => o.method === method && bare(o.path) === bare(path));

/** The declared success answer: its status and schema. */
function success(op: Operation): { status: number; schema?: AnswerSchema } | undefined {
  const [status, answer] = Object.entries(op.responses ?? {}).find(([code]) => /^2\d\d$/.test(code)) ?? [];
  if (!status) return undefined;
  const content = Object.values(answer?.content ?? {})[0];
  return { status: Number(status), schema: content?.schema };
}

/** A file or stream (a PDF, a zip, the event stream): described in words, not as JSON. */
const isFile = (schema: AnswerSchema | undefined) => !!schema && !schema.type && !schema.anyOf && !schema.properties;

/** Checks one real answer against what the description declares for it. */
async function check(method: string, path: string, url: string, body?: unknown) {
  const op = operation(method, path);
  if (!op) return [`${method} ${path}: not in the description`];
  const declared = success(op)!;
  const res = await s.request(method, url, body);
  const where = `${method} ${url} → ${res.status}`;
  if (res.status !== declared.status)
    return [`${where}: declared ${declared.status} (${JSON.stringify(res.body).slice(0, 200)})`];
  return answerProblems(declared.schema, res.body).map((p) => `${where}: ${p}`);
}

describe("answers in /api/openapi.json", () => {
  test("every operation declares its success status with a schema", () => {
    const ops = operations();
    const missing = ops.filter((op) => !success(op)?.schema).map((op) => `${op.method} ${op.path}`);
    expect(missing).toEqual([]);
    expect(ops.length).toBeGreaterThan(80);
  });

  test("no answer schema drops a field (its objects let unnamed fields through)", () => {
    const closed = operations().flatMap((op) =>
      closedObjects(success(op)?.schema).map((where) => `${op.method} ${op.path}: ${where}`),
    );
    expect(closed).toEqual([]);
  });

  test("creates answer 201, and every read answers what its schema names", async () => {
    const problems: string[] = [];
    const ids: Record<string, number> = {};
    /** POSTs one record and remembers its id under its collection's path. */
    const create = async (path: string, body: unknown) => {
      const found = await check("POST", path, path, body);
      problems.push(...found);
      const res = await s.request("GET", `${path}?limit=1`);
      const first = Array.isArray(res.body) ? res.body[0] : undefined;
      if (first?.id) ids[path] = first.id;
      return ids[path]!;
    };
    await create("/api/tasks", { title: "Call KEXP", priority: "high", dueDate: "2030-03-14", category: "radio" });
    await create("/api/calendar-events", { title: "Label call", date: "2030-03-14", time: "10:00" });
    await create("/api/radio-stations", { name: "WFMU", contactEmail: "music@wfmu.example", genre: "Freeform" });
    await create("/api/grants", {
      title: "Recording Fund",
      organization: "Music Trust",
      amount: "5000",
      deadline: "2030-01-15",
    });
    await create("/api/invoices", {
      clientName: "Green Fields Festival",
      clientEmail: "accounts@greenfields.test",
      dueDate: "2030-12-07",
      lines: [{ description: "Headline set", quantity: 1, unitPrice: "2500" }],
    });
    const book = await create("/api/audiobooks", { title: "The Long Road", author: "Ada Lane", genre: "Memoir" });
    await create("/api/audiobook-sales", {
      audiobookId: book,
      platform: "Audible",
      saleDate: "2026-03-01",
      amount: "12.50",
    });
    await create("/api/knowledge-docs", { title: "Sync checklist", content: "Send stems and splits.", tags: ["sync"] });
    const song = await create("/api/songs", { title: "Night Drive", artist: "Ada Lane", targetLicenseTypes: ["film"] });
    await create("/api/music-supervisors", { name: "Sam Reed", company: "Reel Music", genres: ["Indie"] });
    const opportunity = await create("/api/licensing-opportunities", {
      title: "Racing game OST",
      company: "Apex",
      type: "game",
    });
    await create("/api/action-items", { title: "Register with a PRO" });
    await create("/api/sync-campaigns", { name: "Film push", songId: song });
    await create("/api/platform-submissions", { songId: song, opportunityId: opportunity });
    await create("/api/reminders", { message: "Send the mixes", remindAt: "2031-01-06T09:00:00" });
    await create("/api/email-campaigns", {
      name: "Spring single",
      subject: "New single for {{station}}",
      template: "Hello {{name}}, here is the new single.",
      recipientType: "custom",
      customRecipients: ["dj@radio.example"],
    });
    const promo = await create("/api/audiobook-promotional-campaigns", {
      audiobookId: book,
      name: "Launch",
      objective: "launch",
      channels: ["Bookstagram"],
    });
    await create("/api/audiobook-promotional-activities", {
      campaignId: promo,
      title: "Reel",
      type: "social_post",
      channel: "Bookstagram",
    });
    await create("/api/automation/jobs", {
      name: "Radio push",
      type: "radio_outreach",
      config: { schedule: { frequency: "daily" } },
    });
    await create("/api/monitoring/metrics", { metricType: "email_open_rate", alertThreshold: 20, timeWindow: "24h" });
    await create("/api/ab-testing/campaigns", { name: "Subject test", testType: "email_subject" });
    await create("/api/optimization/performance", {
      contentId: "nl-march",
      contentType: "email",
      metric: "click_rate",
      value: 0.8,
      content: "Our new single is out. Listen now!",
    });
    problems.push(
      ...(await check("POST", "/api/optimization/suggestions", "/api/optimization/suggestions", {
        contentType: "email",
        suggestionType: "engagement",
        originalContent: "Our new single is out. It was recorded in March.",
      })),
      ...(await check("POST", "/api/invoices/{id}/duplicate", `/api/invoices/${ids["/api/invoices"]}/duplicate`)),
      ...(await check("POST", "/api/chat-messages", "/api/chat-messages", {
        message: "add a task to call Bob tomorrow",
      })),
      ...(await check("POST", "/api/ai/process", "/api/ai/process", { message: "what is overdue?" })),
      ...(await check("POST", "/api/notifications/stream-ticket", "/api/notifications/stream-ticket")),
    );

    // Every read: lists, summaries and settings as they are, records by the ids made above.
    let reads = 0;
    for (const op of operations()) {
      if (op.method !== "GET" || isFile(success(op)?.schema)) continue;
      const params = op.path.match(/\{[^}]+\}/g) ?? [];
      let url = op.path;
      if (params.length) {
        const collection = bare(op.path.slice(0, op.path.indexOf("/{")));
        // Records not made above (the contract templates Sunshine seeds) are read by the first id of their list.
        if (!ids[collection]) {
          const list = await s.request("GET", `${collection}?limit=1`);
          if (Array.isArray(list.body) && list.body[0]?.id) ids[collection] = list.body[0].id;
        }
        if (!ids[collection]) continue;
        url = op.path.replace(/\{[^}]+\}/, String(ids[collection]));
      }
      problems.push(...(await check("GET", op.path, url)));
      reads++;
    }
    if (problems.length) console.log(problems.join("\n"));
    expect(problems).toEqual([]);
    expect(reads).toBeGreaterThan(50);
  }, 120_000);
});
