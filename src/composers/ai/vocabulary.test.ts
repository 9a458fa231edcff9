import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

test("GET /api/ai/vocabulary: every tool's templates, the shared rules, the owner's names as slot lists, and the words", async () => {
  await s.request("POST", "/api/radio-stations", { name: "KEXP", location: "Seattle, WA" });
  await s.request("POST", "/api/ai/process", { message: "add a task to restring the bass tomorrow" });
  const r = await s.request("GET", "/api/ai/vocabulary");
  expect(r.status).toBe(200);
  const v = r.body;
  const tools = (await s.request("GET", "/api/ai/tools")).body.map((t: any) => t.name);
  expect(v.intents.map((i: any) => i.tool)).toEqual(tools);
  const addTask = v.intents.find((i: any) => i.tool === "add_task");
  expect(addTask.templates.some((t: string) => t.includes("<add>"))).toBe(true);
  expect(v.intents.find((i: any) => i.tool === "complete_task").templates.some((t: string) => t.includes("{task}"))).toBe(true);
  // A template's rules are its domain's, then the shared ones: between them every <rule> it names is there.
  for (const i of v.intents)
    for (const t of i.templates)
      for (const [, rule] of t.matchAll(/<(\w+)>/g)) expect(i.rules[rule] ?? v.rules[rule], `<${rule}> in ${t}`).toBeDefined();
  expect(v.rules.add).toContain("create");
  expect(v.lists.priority).toContain("urgent");
  expect(v.records.station).toContain("KEXP");
  expect(v.records.task).toContain("Restring the bass");
  expect(v.samples.length).toBeGreaterThan(1000);
  for (const w of ["remind", "invoice", "kexp", "restring", "tomorrow"]) expect(v.words).toContain(w);
});
