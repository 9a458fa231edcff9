import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { listNotifications } from "../../platform/notifications/service";
import { fireDueReminders } from "./service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("repeating reminders", () => {
  test("the API keeps the RRULE and refuses one it cannot follow", async () => {
    const bad = await s.request("POST", "/api/reminders", { message: "x", remindAt: "2031-01-06T09:00:00", recurrence: "EVERY MONDAY" });
    expect(bad.status).toBe(422);
    expect(bad.body.error.details[0].field).toBe("recurrence");
    const ok = await s.request("POST", "/api/reminders", {
      message: "Post on instagram",
      remindAt: "2031-01-06T09:00:00",
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
    });
    expect(ok.status).toBe(201);
    expect(ok.body.recurrence).toBe("FREQ=WEEKLY;BYDAY=MO");
  });

  test("after it fires, a weekly reminder moves to the next Monday at the same local time, and fires again there", async () => {
    const made = await s.request("POST", "/api/reminders", {
      message: "Water the plants",
      remindAt: new Date(2031, 0, 13, 9, 0).toISOString(),
      recurrence: "FREQ=WEEKLY;BYDAY=MO",
    });
    const db = s.deps.db;
    fireDueReminders(db, new Date(2031, 0, 13, 9, 1));
    const after = (await s.request("GET", "/api/reminders")).body.find((r: any) => r.id === made.body.id);
    expect(after).toMatchObject({ firedAt: null, remindAt: new Date(2031, 0, 20, 9, 0).toISOString() });
    fireDueReminders(db, new Date(2031, 0, 20, 9, 0));
    const fired = listNotifications(db).items.filter((n) => n.title === "Reminder: Water the plants");
    expect(fired).toHaveLength(2);
  });

  test("said in words: 'remind me every other friday at 6pm to back up the sessions'", async () => {
    const r = await s.request("POST", "/api/ai/process", { message: "remind me every other friday at 6pm to back up the sessions" });
    expect(r.body.actions[0]).toMatchObject({
      type: "schedule_reminder",
      data: { message: "Back up the sessions", recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR" },
    });
    const at = new Date(r.body.actions[0].data.remindAt);
    expect([at.getDay(), at.getHours()]).toEqual([5, 18]);
    expect(r.body.message).toContain("every 2 weeks on Friday");
  });
});
