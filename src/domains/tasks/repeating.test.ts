import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());
const open = async (title: string) =>
  ((await s.request("GET", "/api/tasks")).body as any[]).filter((t) => t.title === title && t.status === "pending");

describe("repeating tasks", () => {
  test("done, a weekly task comes back due on the next day of its rule; a bad rule is a 422", async () => {
    const bad = await s.request("POST", "/api/tasks", { title: "x", recurrence: "SOMETIMES" });
    expect(bad.status).toBe(422);
    const made = await s.request("POST", "/api/tasks", { title: "Post on instagram", dueDate: "2031-01-06", recurrence: "FREQ=WEEKLY;BYDAY=MO" });
    expect(made.status).toBe(201);
    await s.request("PUT", `/api/tasks/${made.body.id}`, { status: "completed" });
    const next = await open("Post on instagram");
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ dueDate: "2031-01-13", recurrence: "FREQ=WEEKLY;BYDAY=MO" });
  });

  test("said in words, 'mark it done' brings the next one and 'undo' takes it back", async () => {
    const add = await s.request("POST", "/api/ai/process", { message: "add a task to water the plants every day" });
    expect(add.body.actions[0]).toMatchObject({ type: "create_task", data: { title: "Water the plants", recurrence: "FREQ=DAILY" } });
    const [first] = await open("Water the plants");
    const done = await s.request("POST", "/api/ai/process", { message: "mark it done" });
    expect(done.body.message).toContain("It repeats: the next one is due");
    const [next] = await open("Water the plants");
    expect(next.id).not.toBe(first.id);
    await s.request("POST", "/api/ai/undo", {});
    const after = await open("Water the plants");
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(first.id);
  });
});
