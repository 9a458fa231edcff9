import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { audiobooks, audiobookSales } from "../audiobooks/schema";
import { grants } from "../grants/schema";
import { invoices } from "../invoices/schema";
import { emailCampaigns } from "../outreach/schema";
import { radioStations } from "../radio/schema";
import { dashboardStats } from "./service";

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
