import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { localDateKey } from "../../shared/dates";
import { monitorTasks } from "./service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("tasks API", () => {
  test("create, list (pending first, urgent>high>medium>low), update status, edit, delete", async () => {
    const mk = (title: string, priority?: string, dueDate?: string) =>
      s.request("POST", "/api/tasks", { title, priority, dueDate });
    const low = await mk("Low thing", "low");
    expect(low.status).toBe(201);
    expect(low.body).toMatchObject({ title: "Low thing", priority: "low", status: "pending", dueDate: null });
    await mk("Urgent thing", "urgent", "2030-05-01");
    await mk("Medium thing");
    await mk("High thing", "high");
    const list = await s.request("GET", "/api/tasks");
    expect(list.body.map((t: any) => t.title)).toEqual(["Urgent thing", "High thing", "Medium thing", "Low thing"]);

    const done = await s.request("PUT", `/api/tasks/${low.body.id}`, { status: "completed" });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe("completed");
    expect(done.body.completedAt).toBeTruthy();
    expect((await s.request("GET", "/api/tasks?status=pending")).body).toHaveLength(3);
    const back = await s.request("PUT", `/api/tasks/${low.body.id}`, { status: "pending" });
    expect(back.body.completedAt).toBeNull();

    const edit = await s.request("PUT", `/api/tasks/${low.body.id}`, {
      title: "  Renamed  ",
      priority: "high",
      dueDate: "2030-01-02",
      category: "music",
    });
    expect(edit.body).toMatchObject({ title: "Renamed", priority: "high", dueDate: "2030-01-02", category: "music" });
    const cleared = await s.request("PUT", `/api/tasks/${low.body.id}`, { dueDate: null });
    expect(cleared.body.dueDate).toBeNull();

    const del = await s.request("DELETE", `/api/tasks/${low.body.id}`);
    expect(del.body).toEqual({ deleted: true, id: low.body.id });
    expect((await s.request("GET", `/api/tasks/${low.body.id}`)).status).toBe(404);
  });

  test("creating and completing write the activity log", async () => {
    const t = await s.request("POST", "/api/tasks", {
      title: "Call KEXP",
      priority: "high",
      dueDate: localDateKey(new Date(Date.now() + 86_400_000)),
    });
    const done = await s.request("PUT", `/api/tasks/${t.body.id}`, { status: "completed" });
    // a status-only update leaves every other field alone
    expect(done.body).toMatchObject({ priority: "high", dueDate: t.body.dueDate, title: "Call KEXP" });
    const log = (await s.request("GET", "/api/activity?limit=5")).body.map((a: any) => a.message);
    expect(log[0]).toBe("Task completed: Call KEXP");
    expect(log[1]).toBe('Task added: "Call KEXP" — high, due tomorrow');
  });

  test("bad input gets a clear 4xx", async () => {
    const cases: [string, string, unknown, number, RegExp][] = [
      ["POST", "/api/tasks", {}, 422, /Title is required/],
      ["POST", "/api/tasks", { title: "" }, 422, /Title is required/],
      ["POST", "/api/tasks", { title: "   " }, 422, /Title is required/],
      ["POST", "/api/tasks", { title: "x", priority: "critical" }, 422, /Priority must be low, medium, high or urgent/],
      ["POST", "/api/tasks", { title: "x", dueDate: "next friday" }, 422, /Due date must be a date like/],
      ["POST", "/api/tasks", { title: "x", dueDate: "2025-02-31" }, 422, /not a real date/],
      ["POST", "/api/tasks", "{not json", 400, /valid JSON/],
      ["PUT", "/api/tasks/1", { status: "done" }, 422, /Status must be pending or completed/],
      ["PUT", "/api/tasks/2", {}, 422, /Nothing to update/],
      ["PUT", "/api/tasks/9999", { status: "completed" }, 404, /Task 9999 not found/],
      ["PUT", "/api/tasks/abc", { status: "completed" }, 422, /id must be a positive whole number/],
      ["DELETE", "/api/tasks/9999", undefined, 404, /Task 9999 not found/],
      ["GET", "/api/tasks?status=weird", undefined, 422, /Status must be pending or completed/],
    ];
    for (const [method, path, body, status, message] of cases) {
      const r = await s.request(method, path, body);
      expect([method, path, r.status]).toEqual([method, path, status]);
      expect(r.body.error.message).toMatch(message);
    }
  });

  test("monitor: overdue, upcoming (3 days) and suggestions", async () => {
    const now = new Date(2031, 0, 10, 9);
    const db = s.deps.db;
    await s.request("POST", "/api/tasks", { title: "Late one", priority: "medium", dueDate: "2031-01-08" });
    await s.request("POST", "/api/tasks", { title: "Today one", priority: "low", dueDate: "2031-01-10" });
    await s.request("POST", "/api/tasks", { title: "Soon one", priority: "low", dueDate: "2031-01-13" });
    await s.request("POST", "/api/tasks", { title: "Far one", priority: "low", dueDate: "2031-02-13" });
    const m = monitorTasks(db, now);
    expect(m.overdueTasks.map((t) => t.title)).toContain("Late one");
    expect(m.upcomingTasks.map((t) => t.title)).toEqual(["Today one", "Soon one"]);
    expect(m.suggestions[0]).toMatch(/overdue task/);
    expect(m.suggestions).toContain("1 task is due today: Today one.");
    const api = await s.request("GET", "/api/ai/monitor-tasks");
    expect(Object.keys(api.body).sort()).toEqual(["overdueTasks", "suggestions", "upcomingTasks"]);
    // ?limit caps the lists (the dashboard shows one suggestion); the suggestions still count every task.
    const capped = monitorTasks(db, now, 1);
    expect(capped.upcomingTasks.map((t) => t.title)).toEqual(["Today one"]);
    expect(capped.suggestions).toEqual(m.suggestions);
    expect((await s.request("GET", "/api/ai/monitor-tasks?limit=0")).status).toBe(422);
  });
});

describe("pending task cache", () => {
  test("two status changes in a row are both seen by the assistant", async () => {
    const { pendingTasks } = await import("./service");
    const a = await s.request("POST", "/api/tasks", { title: "Cache A" });
    const b = await s.request("POST", "/api/tasks", { title: "Cache B" });
    expect(pendingTasks(s.deps.db).map((t) => t.title)).toEqual(expect.arrayContaining(["Cache A", "Cache B"]));
    // Same millisecond is likely here: direct service calls, no HTTP in between.
    const { updateTask } = await import("./service");
    updateTask(s.deps.db, a.body.id, { status: "completed" });
    updateTask(s.deps.db, b.body.id, { priority: "urgent" });
    const after = pendingTasks(s.deps.db);
    expect(after.map((t) => t.title)).not.toContain("Cache A");
    expect(after.find((t) => t.title === "Cache B")?.priority).toBe("urgent");
    s.deps.db.$client.exec(`UPDATE tasks SET title = 'Cache B renamed' WHERE id = ${b.body.id}`);
    expect(pendingTasks(s.deps.db).map((t) => t.title)).toContain("Cache B renamed");
  });
});
