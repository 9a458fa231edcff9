import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eventually, startTestServer, type TestServer } from "../../test/harness";
import { openDataDir } from "../../server";
import { listNotifications } from "../../platform/notifications/service";
import { notifyOverdueTasks, taskMonitorJob } from "../tasks/jobs";
import { startReminderScheduler } from "./scheduler";
import { fireDueReminders } from "./service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("reminders", () => {
  test("API validates, lists and deletes", async () => {
    const bad = await s.request("POST", "/api/reminders", { message: "x", remindAt: "later" });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toMatch(/not a date and time/);
    const missing = await s.request("POST", "/api/reminders", { remindAt: "2030-01-01T10:00:00Z" });
    expect(missing.status).toBe(422);
    expect(missing.body.error.message).toMatch(/needs a message/);
    const ok = await s.request("POST", "/api/reminders", { message: "Call mom", remindAt: "2030-01-01T10:00:00Z" });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ message: "Call mom", remindAt: "2030-01-01T10:00:00.000Z", firedAt: null });
    expect((await s.request("DELETE", `/api/reminders/${ok.body.id}`)).body).toEqual({ deleted: true, id: ok.body.id });
    expect((await s.request("DELETE", `/api/reminders/${ok.body.id}`)).status).toBe(404);
  });

  test("due reminders fire once as bell notifications", async () => {
    const db = s.deps.db;
    await s.request("POST", "/api/reminders", { message: "Send the mix", remindAt: "2030-03-01T17:00:00Z" });
    expect(fireDueReminders(db, new Date("2030-03-01T16:59:00Z"))).toHaveLength(0);
    const fired = fireDueReminders(db, new Date("2030-03-01T17:00:10Z"));
    expect(fired.map((r) => r.message)).toEqual(["Send the mix"]);
    expect(fireDueReminders(db, new Date("2030-03-01T18:00:00Z"))).toHaveLength(0);
    const bell = (await s.request("GET", "/api/notifications")).body;
    expect(bell.items[0]).toMatchObject({ kind: "reminder", title: "Reminder: Send the mix", readAt: null });
  });

  test("the scheduler fires a near reminder on time", async () => {
    const db = s.deps.db;
    const sched = startReminderScheduler(db);
    const at = new Date(Date.now() + 600).toISOString();
    await s.request("POST", "/api/reminders", { message: "Quick one", remindAt: at });
    sched.poke();
    // Fired by the scheduler's own timer (the 20 s sweep is too far away to be what fires it).
    await eventually(() => expect(listNotifications(db).items.map((n) => n.title)).toContain("Reminder: Quick one"));
    sched.stop();
  });

  test("a reminder missed while stopped fires on restart (real data dir reopened)", async () => {
    const dataDir = s.deps.config.dataDir;
    await s.request("POST", "/api/reminders", {
      message: "Missed while asleep",
      remindAt: new Date(Date.now() - 3600_000).toISOString(),
    });
    // A second process opening the same data dir, as after a restart: the scheduler sweeps at start-up.
    const again = openDataDir({ ...s.deps.config, dataDir });
    const sched = startReminderScheduler(again.db);
    sched.stop();
    const n = listNotifications(again.db).items.find((x) => x.title === "Reminder: Missed while asleep");
    expect(n?.body).toMatch(/while Sunshine was not running/);
    again.db.$client.close();
  });

  test("task monitor sends one overdue digest per day, not one per task", async () => {
    const db = s.deps.db;
    await s.request("POST", "/api/tasks", { title: "Late task", dueDate: "2020-01-01" });
    expect(notifyOverdueTasks(db)).toBe(1);
    expect(notifyOverdueTasks(db)).toBe(0);
    const stop = taskMonitorJob(s.deps);
    stop();
    const titles = listNotifications(db).items.map((n) => n.title);
    expect(titles.filter((t) => t === "1 task is overdue: Late task")).toHaveLength(1);
    // Eleven more late tasks the next day: one notification counting all twelve.
    for (let i = 0; i < 11; i++) await s.request("POST", "/api/tasks", { title: `Late ${i}`, dueDate: "2020-02-01" });
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(notifyOverdueTasks(db, tomorrow)).toBe(1);
    expect(notifyOverdueTasks(db, tomorrow)).toBe(0);
    const digest = listNotifications(db).items.find((n) => n.title === "12 tasks are overdue");
    expect(digest?.body).toMatch(/^Oldest first: "Late task"/);
    expect(listNotifications(db).items.filter((n) => n.kind === "task_overdue")).toHaveLength(2);
  });
});
