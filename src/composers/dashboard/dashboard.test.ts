import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { audiobooks, audiobookSales } from "../../domains/audiobooks/schema";
import { grants } from "../../domains/grants/schema";
import { invoices } from "../../domains/invoices/schema";
import { emailCampaigns } from "../../domains/outreach/schema";
import { radioStations } from "../../domains/radio/schema";
import { tasks } from "../../domains/tasks/schema";
import { emailDeliveries } from "../../domains/outreach/schema";
import { deadlinesSoon, monthOverMonth, newThisWeek } from "./captions";
import { dashboardStats } from "./service";
import { dashboardSummary } from "./summary";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("dashboard stats", () => {
  test("are all 0 on an empty database", async () => {
    const res = await s.request("GET", "/api/dashboard/stats");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emailsSent: 0, radioStations: 0, grantOpportunities: 0, revenue: 0 });
  });

  test("count and sum the stored data (paid invoices plus audiobook sales)", async () => {
    const db = s.deps.db;
    db.insert(emailCampaigns)
      .values([
        { name: "A", subject: "s", template: "t", sentCount: 12, totalRecipients: 20 },
        { name: "B", subject: "s", template: "t", sentCount: 3, totalRecipients: 3 },
      ])
      .run();
    db.insert(radioStations)
      .values([{ name: "KEXP" }, { name: "WFMU" }])
      .run();
    db.insert(grants).values({ title: "G", organization: "O" }).run();
    db.insert(invoices)
      .values([
        {
          number: "INV-0001",
          clientName: "C",
          clientEmail: "c@x.io",
          amount: "1000.50",
          description: "d",
          status: "paid",
        },
        { number: "INV-0002", clientName: "C", clientEmail: "c@x.io", amount: "999", description: "d", status: "sent" },
      ])
      .run();
    const book = db.insert(audiobooks).values({ title: "B", author: "A", genre: "G" }).returning().get();
    db.insert(audiobookSales)
      .values({ audiobookId: book.id, platform: "Audible", saleDate: "2026-11-01", amount: 14.25 })
      .run();
    expect(dashboardStats(db)).toEqual({ emailsSent: 15, radioStations: 2, grantOpportunities: 1, revenue: 1014.75 });
    expect((await s.request("GET", "/api/dashboard/stats")).body.revenue).toBe(1014.75);
  });
});

describe("revenue in the owner's currency", () => {
  test("money in other currencies is listed, never added in", async () => {
    const fresh = await startTestServer();
    try {
      const db = fresh.deps.db;
      const paid = (number: string, amount: string, currency: string) => ({
        number,
        clientName: "C",
        clientEmail: "c@x.io",
        amount,
        currency,
        description: "d",
        status: "paid" as const,
        paidDate: new Date().toISOString(),
      });
      db.insert(invoices)
        .values([paid("INV-1", "300.00", "USD"), paid("INV-2", "500.00", "EUR"), paid("INV-3", "70.00", "GBP")])
        .run();
      const book = db.insert(audiobooks).values({ title: "B", author: "A", genre: "G" }).returning().get();
      db.insert(audiobookSales)
        .values([
          { audiobookId: book.id, platform: "Audible", saleDate: "2026-11-01", amount: 20, currency: "USD" },
          { audiobookId: book.id, platform: "Audible", saleDate: "2026-11-01", amount: 9, currency: "EUR" },
        ])
        .run();
      // The owner works in dollars (the harness's en-US defaults): 300 + 20.
      const summary = dashboardSummary(db);
      expect(summary.revenue.value).toBe(320);
      expect(summary.revenue.currency).toBe("USD");
      expect(summary.revenue.otherCurrencies).toEqual(["EUR", "GBP"]);
      expect(dashboardStats(db, "EUR").revenue).toBe(509);
    } finally {
      await fresh.close();
    }
  });
});

describe("dashboard captions", () => {
  test("month over month: a rounded percentage, or a neutral sentence when there is nothing to compare", () => {
    expect(monthOverMonth(12, 10)).toEqual({ text: "+20% vs last month", trend: "up" });
    expect(monthOverMonth(6, 8)).toEqual({ text: "-25% vs last month", trend: "down" });
    expect(monthOverMonth(7, 7)).toEqual({ text: "Same as last month", trend: "neutral" });
    expect(monthOverMonth(9, 0)).toEqual({ text: "No data last month", trend: "neutral" });
    expect(monthOverMonth(0, 0)).toEqual({ text: "No data last month", trend: "neutral" });
  });
  test("new this week and deadlines soon", () => {
    expect(newThisWeek(3).text).toBe("+3 new this week");
    expect(newThisWeek(0).text).toBe("None new this week");
    expect(deadlinesSoon(1, 14).text).toBe("1 deadline in the next 14 days");
    expect(deadlinesSoon(4, 14).text).toBe("4 deadlines in the next 14 days");
    expect(deadlinesSoon(0, 14).text).toBe("No deadlines in the next 14 days");
  });
});

describe("dashboard summary (computed from seeded data)", () => {
  // Mid-month, mid-day local time, so "this month", "last month" and "this week" are unambiguous in any zone.
  const now = new Date(2031, 4, 20, 12, 0, 0);
  const at = (y: number, m: number, d: number) => new Date(y, m, d, 12).toISOString();
  const key = (y: number, m: number, d: number) =>
    `${y}-${String(m + 1).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

  test("an empty install shows neutral captions, never invented trends", async () => {
    const fresh = await startTestServer();
    try {
      const res = await fresh.request("GET", "/api/dashboard/summary");
      expect(res.status).toBe(200);
      expect(res.body.emailsSent).toEqual({ value: 0, caption: { text: "No data last month", trend: "neutral" } });
      expect(res.body.radioStations.caption.text).toBe("None new this week");
      expect(res.body.grantOpportunities.caption.text).toBe("No deadlines in the next 14 days");
      expect(res.body.revenue.caption.text).toBe("No data last month");
      expect(res.body.upcomingTasks).toEqual([]);
      expect(res.body.overdueTasks).toBe(0);
    } finally {
      fresh.close();
    }
  });

  test("month-over-month, new this week and deadlines in the next 14 days follow the rows", async () => {
    const fresh = await startTestServer();
    try {
      const db = fresh.deps.db;
      const camp = db
        .insert(emailCampaigns)
        .values({ name: "C", subject: "s", template: "t", sentCount: 7, totalRecipients: 7 })
        .returning()
        .get();
      const sent = (d: number, m: number) => ({
        campaignId: camp.id,
        email: `a${d}${m}@x.io`,
        status: "sent" as const,
        sentAt: at(2031, m, d),
      });
      // April (last month): 4 sent; May (this month): 3 sent; one failed in May does not count.
      db.insert(emailDeliveries)
        .values([sent(2, 3), sent(9, 3), sent(15, 3), sent(30, 3), sent(1, 4), sent(10, 4), sent(19, 4)])
        .run();
      db.insert(emailDeliveries)
        .values({ campaignId: camp.id, email: "f@x.io", status: "failed", sentAt: at(2031, 4, 3) })
        .run();
      // Stations: two added in the last 7 days, one a month ago.
      db.insert(radioStations)
        .values([
          { name: "New 1", createdAt: at(2031, 4, 15) },
          { name: "New 2", createdAt: at(2031, 4, 19) },
          { name: "Old", createdAt: at(2031, 3, 1) },
        ])
        .run();
      // Grants: deadlines today, in 14 days (counted), in 15 days, yesterday, and an awarded one in 3 days (not counted).
      db.insert(grants)
        .values([
          { title: "Today", organization: "O", deadline: key(2031, 4, 20) },
          { title: "Edge", organization: "O", deadline: key(2031, 5, 3) },
          { title: "Later", organization: "O", deadline: key(2031, 5, 4) },
          { title: "Past", organization: "O", deadline: key(2031, 4, 19) },
          { title: "Won", organization: "O", deadline: key(2031, 4, 23), status: "awarded" },
        ])
        .run();
      // Revenue: April 200 (invoice) ; May 150 (invoice) + 100 (sale) = 250 → +25%.
      const inv = (n: string, amount: string, paidDate: string) => ({
        number: n,
        clientName: "C",
        clientEmail: "c@x.io",
        amount,
        description: "d",
        status: "paid" as const,
        paidDate,
      });
      db.insert(invoices)
        .values([inv("INV-1", "200.00", at(2031, 3, 12)), inv("INV-2", "150.00", at(2031, 4, 2))])
        .run();
      const book = db.insert(audiobooks).values({ title: "B", author: "A", genre: "G" }).returning().get();
      db.insert(audiobookSales)
        .values({ audiobookId: book.id, platform: "Audible", saleDate: key(2031, 4, 5), amount: 100 })
        .run();
      // Tasks: 6 pending (one overdue), 1 completed.
      db.insert(tasks)
        .values([
          { title: "Low", priority: "low" },
          { title: "Med", priority: "medium", dueDate: key(2031, 4, 25) },
          { title: "Late", priority: "medium", dueDate: key(2031, 4, 1) },
          { title: "Urgent", priority: "urgent" },
          { title: "High", priority: "high" },
          { title: "Low 2", priority: "low" },
          { title: "Done", priority: "urgent", status: "completed" },
        ])
        .run();

      const s2 = dashboardSummary(db, now);
      expect(s2.emailsSent.caption).toEqual({ text: "-25% vs last month", trend: "down" });
      expect(s2.radioStations).toEqual({ value: 3, caption: { text: "+2 new this week", trend: "up" } });
      expect(s2.grantOpportunities).toEqual({
        value: 5,
        caption: { text: "2 deadlines in the next 14 days", trend: "neutral" },
      });
      expect(s2.revenue.caption).toEqual({ text: "+25% vs last month", trend: "up" });
      expect(s2.revenue.value).toBe(450);
      expect(s2.upcomingTasks.map((t) => t.title)).toEqual(["Urgent", "High", "Late", "Med", "Low 2"]);
      expect(s2.overdueTasks).toBe(1);
    } finally {
      fresh.close();
    }
  });
});

describe("the dashboard's first screen", () => {
  test("answers what /auth/user, /profile and /dashboard/summary answer, in one request", async () => {
    const [first, user, profile, summary] = await Promise.all(
      ["/api/dashboard/first-screen", "/api/auth/user", "/api/profile", "/api/dashboard/summary"].map((path) =>
        s.request("GET", path),
      ),
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ user: user.body, profile: profile.body, summary: summary.body });
  });

  test("needs a session like every other route", async () => {
    const res = await fetch(`${s.url}/api/dashboard/first-screen`);
    expect(res.status).toBe(401);
  });
});
