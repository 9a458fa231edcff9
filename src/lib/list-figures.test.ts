import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../test/harness";
import { localDateKey } from "../shared/dates";
import type { Db } from "../db/client";
import { listTasksPage } from "../domains/tasks/service";
import { radioStations } from "../domains/radio/schema";
import { listStationsPage } from "../domains/radio/service";
import { grants } from "../domains/grants/schema";
import { listGrantsPage } from "../domains/grants/service";
import { listDocsPage } from "../domains/knowledge/service";
import { listEventsPage } from "../domains/calendar/service";
import { audiobooks, audiobookSales } from "../domains/audiobooks/schema";
import { listAudiobooksPage, listSalesPage } from "../domains/audiobooks/service";
import { listOpportunitiesPage, listSupervisorsPage } from "../domains/licensing/service";
import { listActivityPage } from "../platform/activity/service";

/** Figures computed in SQL equal a brute-force computation over every row; list queries read through indexes. */
let s: TestServer;
const round2 = (n: number) => Math.round(n * 100) / 100;
const dayOffset = (days: number) => localDateKey(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  db.insert(radioStations)
    .values(
      Array.from({ length: 333 }, (_, i) => ({
        name: `Station ${i}`,
        status: (["pending", "contacted", "responded", "rejected"] as const)[(i * 7) % 4]!,
      })),
    )
    .run();
  db.insert(grants)
    .values(
      Array.from({ length: 211 }, (_, i) => ({
        title: `Grant ${i}`,
        organization: "Fund",
        status: (["discovered", "applied", "awarded", "rejected"] as const)[i % 4]!,
        deadline: i % 9 === 0 ? null : dayOffset((i % 80) - 20),
      })),
    )
    .run();
  const books = db
    .insert(audiobooks)
    .values(Array.from({ length: 5 }, (_, i) => ({ title: `Book ${i}`, author: "Me", genre: "fiction" })))
    .returning()
    .all();
  const thisMonth = localDateKey(new Date()).slice(0, 7);
  db.insert(audiobookSales)
    .values(
      Array.from({ length: 1200 }, (_, i) => ({
        audiobookId: books[i % 5]!.id,
        platform: ["Audible", "Kobo", "Apple"][i % 3]!,
        saleDate:
          i % 10 === 0
            ? `${thisMonth}-01`
            : `20${20 + (i % 6)}-${String((i % 12) + 1).padStart(2, "0")}-0${1 + (i % 9)}`,
        amount: round2(0.99 + (i % 17) * 0.77),
        currency: "USD",
      })),
    )
    .run();
});
afterAll(() => s.close());

describe("figures computed in SQL", () => {
  test("radio response rate equals counting every station", async () => {
    const all = s.deps.db.select().from(radioStations).all();
    const n = (st: string) => all.filter((r) => r.status === st).length;
    const reached = n("contacted") + n("responded") + n("rejected");
    const { body } = await s.request("GET", "/api/radio-stations/summary");
    expect(body).toEqual({
      total: all.length,
      byStatus: {
        pending: n("pending"),
        contacted: n("contacted"),
        responded: n("responded"),
        rejected: n("rejected"),
      },
      contactedOrLater: reached,
      responseRate: Math.round((n("responded") / reached) * 1000) / 10,
    });
  });

  test("grant urgency counts equal sorting every open grant by days left", async () => {
    const today = localDateKey(new Date());
    const open = s.deps.db
      .select()
      .from(grants)
      .all()
      .filter((g) => g.status === "discovered" || g.status === "applied");
    const days = (d: string) =>
      Math.round((Date.parse(`${d.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
    const expected = { past: 0, urgent: 0, soon: 0, future: 0, noDeadline: 0 };
    for (const g of open) {
      if (!g.deadline) expected.noDeadline++;
      else {
        const d = days(g.deadline);
        expected[d < 0 ? "past" : d <= 7 ? "urgent" : d <= 30 ? "soon" : "future"]++;
      }
    }
    const { status, body } = await s.request("GET", `/api/grants/summary?today=${today}`);
    expect(status).toBe(200);
    expect(body.urgency).toEqual(expected);
    expect(body.total).toBe(211);
    expect((await s.request("GET", "/api/grants/summary?today=tomorrow")).status).toBe(422);
  });

  test("sales totals, this month, per platform and the monthly series equal summing every sale", async () => {
    const sales = s.deps.db.select().from(audiobookSales).all();
    const month = new Date().toISOString().slice(0, 7);
    const sum = (xs: typeof sales) => round2(xs.reduce((a, x) => a + x.amount, 0));
    const { body } = await s.request("GET", "/api/audiobook-sales/summary");
    expect(body.sales).toBe(sales.length);
    expect(body.revenue).toBe(sum(sales));
    expect(body.monthSales).toBe(sales.filter((x) => x.saleDate.startsWith(month)).length);
    expect(body.monthRevenue).toBe(sum(sales.filter((x) => x.saleDate.startsWith(month))));
    for (const p of body.byPlatform) expect(p.revenue).toBe(sum(sales.filter((x) => x.platform === p.platform)));
    const monthly = await s.request("GET", "/api/audiobook-sales/monthly");
    const months = [...new Set(sales.map((x) => x.saleDate.slice(0, 7)))].sort();
    expect(monthly.body.map((m: any) => m.month)).toEqual(months);
    for (const m of monthly.body) expect(m.revenue).toBe(sum(sales.filter((x) => x.saleDate.startsWith(m.month))));
    const bookId = sales[0]!.audiobookId;
    const one = await s.request("GET", `/api/audiobook-sales/summary?audiobookId=${bookId}`);
    expect(one.body.revenue).toBe(sum(sales.filter((x) => x.audiobookId === bookId)));
    const page = await s.request("GET", "/api/audiobooks?limit=2");
    expect(page.headers.get("x-total-count")).toBe("5");
    for (const b of page.body) expect(b.totalRevenue).toBe(sum(sales.filter((x) => x.audiobookId === b.id)));
  });
});

/** Runs `read` while recording the SQL it prepares, then answers the query plan of each statement. */
function plansOf(db: Db, read: () => unknown): string[] {
  const client = db.$client;
  const seen: string[] = [];
  const prepare = client.prepare.bind(client);
  client.prepare = ((sql: string, ...rest: unknown[]) => {
    seen.push(sql);
    return (prepare as any)(sql, ...rest);
  }) as typeof client.prepare;
  try {
    read();
  } finally {
    client.prepare = prepare;
  }
  return seen
    .filter((sql) => /^\s*select/i.test(sql) && !/count\(/i.test(sql))
    .map((sql) => {
      const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => "x");
      return (client.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
        .map((r) => r.detail)
        .join(" / ");
    });
}

describe("list queries use their indexes (EXPLAIN QUERY PLAN)", () => {
  const page = { limit: 50, offset: 0 };
  const cases: [string, (db: Db) => unknown, RegExp][] = [
    ["tasks by priority", (db) => listTasksPage(db, {}, page), /USING INDEX tasks_list_priority_idx/],
    [
      "pending tasks by priority",
      (db) => listTasksPage(db, { status: "pending" }, page),
      /USING INDEX tasks_list_priority_idx/,
    ],
    ["tasks by due date", (db) => listTasksPage(db, { sort: "due" }, page), /USING INDEX tasks_due_idx/],
    ["stations newest", (db) => listStationsPage(db, {}, page), /USING INDEX radio_stations_created_idx/],
    [
      "stations by status",
      (db) => listStationsPage(db, { status: "contacted" }, page),
      /USING INDEX radio_stations_status_created_idx/,
    ],
    ["grants newest", (db) => listGrantsPage(db, {}, page), /USING INDEX grants_created_idx/],
    [
      "grants by deadline",
      (db) => listGrantsPage(db, { status: "applied", sort: "deadline" }, page),
      /USING INDEX grants_status_deadline_idx/,
    ],
    ["documents newest", (db) => listDocsPage(db, {}, page), /USING INDEX knowledge_docs_created_idx/],
    [
      "documents by category",
      (db) => listDocsPage(db, { category: "legal" }, page),
      /USING INDEX knowledge_docs_category_idx/,
    ],
    [
      "events in a range",
      (db) => listEventsPage(db, { from: "2026-01-01", to: "2026-01-31" }, page),
      /USING INDEX calendar_events_date_idx/,
    ],
    ["sales newest", (db) => listSalesPage(db, {}, page), /USING (COVERING )?INDEX audiobook_sales_date_idx/],
    [
      "sales of a book",
      (db) => listSalesPage(db, { audiobookId: 1 }, page),
      /USING (COVERING )?INDEX audiobook_sales_book_date_idx/,
    ],
    ["supervisors newest", (db) => listSupervisorsPage(db, {}, page), /USING INDEX music_supervisors_created_idx/],
    [
      "supervisors by status",
      (db) => listSupervisorsPage(db, { contactStatus: "contacted" }, page),
      /USING INDEX music_supervisors_status_created_idx/,
    ],
    [
      "opportunities by type",
      (db) => listOpportunitiesPage(db, { type: "film" }, page),
      /USING INDEX licensing_opportunities_type_created_idx/,
    ],
    ["activity log", (db) => listActivityPage(db, page), /USING INDEX activities_created_idx/],
    ["audiobooks newest", (db) => listAudiobooksPage(db, {}, page), /USING INDEX audiobooks_created_idx/],
  ];
  test.each(cases)("%s", (_name, read, index) => {
    const plans = plansOf(s.deps.db, () => read(s.deps.db));
    expect(plans.length).toBeGreaterThan(0);
    expect(plans[0]).toMatch(index);
    // Reading in index order: no separate sort of the whole table for the page.
    expect(plans[0]).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
  });
});
