import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { promotionReminderJob, promotionReminders } from "../promotion/job";
import { licensingReminderJob, licensingReminders } from "./job";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("licensing and promotion reminders", () => {
  test("overdue action items, close deadlines and activities in the next 24 h notify once", async () => {
    const now = new Date("2026-05-10T12:00:00Z");
    await s.request("POST", "/api/action-items", { title: "Send stems", dueDate: "2026-05-09" });
    await s.request("POST", "/api/action-items", { title: "Future task", dueDate: "2026-05-20" });
    const done = (await s.request("POST", "/api/action-items", { title: "Done task", dueDate: "2026-05-01" })).body;
    await s.request("PUT", `/api/action-items/${done.id}`, { status: "in_progress" });
    await s.request("PUT", `/api/action-items/${done.id}`, { status: "completed" });
    await s.request("POST", "/api/licensing-opportunities", {
      title: "Finale montage",
      company: "Northlight",
      type: "tv",
      deadline: "2026-05-12",
    });
    await s.request("POST", "/api/licensing-opportunities", {
      title: "Far away",
      company: "X",
      type: "tv",
      deadline: "2026-06-30",
    });
    const book = (await s.request("POST", "/api/audiobooks", { title: "B", author: "A", genre: "G" })).body;
    const camp = (
      await s.request("POST", "/api/audiobook-promotional-campaigns", {
        audiobookId: book.id,
        name: "C",
        objective: "launch",
      })
    ).body;
    await s.request("POST", "/api/audiobook-promotional-activities", {
      campaignId: camp.id,
      title: "Live reading",
      type: "podcast_guest",
      channel: "Live Digital Events",
      scheduledDate: "2026-05-11T09:00",
    });
    await s.request("POST", "/api/audiobook-promotional-activities", {
      campaignId: camp.id,
      title: "Evening AMA",
      type: "community_event",
      channel: "Discord",
      scheduledDate: "2026-05-12T20:00",
    });
    await s.request("POST", "/api/audiobook-promotional-activities", {
      campaignId: camp.id,
      title: "Later post",
      type: "social_post",
      channel: "Litsy",
      scheduledDate: "2026-05-20T09:00",
    });

    expect(licensingReminders(s.deps.db, now)).toBe(2);
    expect(promotionReminders(s.deps.db, now)).toBe(1);
    const bell = (await s.request("GET", "/api/notifications")).body;
    const titles = bell.items.map((n: any) => n.title);
    expect(titles).toContain("Overdue: Send stems");
    expect(titles).toContain("Deadline in 2 days: Finale montage");
    expect(titles).toContain("Coming up: Live reading");
    expect(titles.some((t: string) => /Future task|Done task|Far away|Later post|Evening AMA/.test(t))).toBe(false);
    expect(licensingReminders(s.deps.db, now)).toBe(0);
    expect(promotionReminders(s.deps.db, now)).toBe(0);
    // The jobs run once at start with the injected clock, and stop cleanly.
    for (const job of [licensingReminderJob, promotionReminderJob]) job(s.deps, () => new Date("2026-05-12T08:00:00Z"))?.();
    const after = (await s.request("GET", "/api/notifications")).body.items.map((n: any) => n.title);
    expect(after).toContain("Coming up: Evening AMA");
    expect(after.filter((t: string) => t.includes("Finale montage"))).toHaveLength(1);
  });
});
