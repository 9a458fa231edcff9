import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../test/harness";
import { tasks } from "../domains/tasks/schema";
import { calendarEvents } from "../domains/calendar/schema";
import { radioStations } from "../domains/radio/schema";
import { grants } from "../domains/grants/schema";
import { knowledgeDocs } from "../domains/knowledge/schema";
import { audiobooks, audiobookSales } from "../domains/audiobooks/schema";
import { notify } from "../platform/notifications/service";

/**
 * The paging contract on several domains: limit bounds, the next link walks every row exactly once,
 * X-Total-Count is right, filters combine with paging. Rows are written straight into the real database file
 * (hundreds of them; the API path of creating is tested in each domain).
 */
let s: TestServer;
const PRIORITIES = ["low", "medium", "high", "urgent"] as const;
const STATUSES = ["pending", "contacted", "responded", "rejected"] as const;

beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  db.insert(tasks)
    .values(
      Array.from({ length: 437 }, (_, i) => ({
        title: `${i % 3 === 0 ? "Mix" : "Call"} task ${i}`,
        priority: PRIORITIES[i % 4]!,
        status: i % 5 === 0 ? ("completed" as const) : ("pending" as const),
        dueDate:
          i % 7 === 0 ? null : `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
      })),
    )
    .run();
  db.insert(calendarEvents)
    .values(
      Array.from({ length: 300 }, (_, i) => ({
        title: `${i % 2 ? "Gig" : "Rehearsal"} ${i}`,
        date: `2026-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`,
        time: i % 3 ? `${String(8 + (i % 10)).padStart(2, "0")}:00` : null,
      })),
    )
    .run();
  db.insert(radioStations)
    .values(
      Array.from({ length: 260 }, (_, i) => ({
        name: `Station ${i}`,
        genre: i % 2 ? "jazz" : "folk",
        status: STATUSES[i % 4]!,
      })),
    )
    .run();
  db.insert(grants)
    .values(
      Array.from({ length: 180 }, (_, i) => ({
        title: `Grant ${i}`,
        organization: i % 3 ? "Arts Council" : "Music Fund",
        status: (["discovered", "applied", "awarded", "rejected"] as const)[i % 4]!,
        deadline: i % 6 === 0 ? null : `2026-${String((i % 12) + 1).padStart(2, "0")}-15`,
      })),
    )
    .run();
  db.insert(knowledgeDocs)
    .values(
      Array.from({ length: 150 }, (_, i) => ({
        title: `Note ${i} on ${i % 2 ? "royalties" : "touring"}`,
        content: `Long text ${i} `.repeat(200),
        category: (["legal", "finance", "business", "general"] as const)[i % 4]!,
      })),
    )
    .run();
  const book = db
    .insert(audiobooks)
    .values({ title: "Night Roads", author: "A. Writer", genre: "fiction" })
    .returning()
    .get();
  const other = db
    .insert(audiobooks)
    .values({ title: "Day Roads", author: "A. Writer", genre: "fiction" })
    .returning()
    .get();
  db.insert(audiobookSales)
    .values(
      Array.from({ length: 520 }, (_, i) => ({
        audiobookId: i % 3 ? book.id : other.id,
        platform: i % 2 ? "Audible" : "Kobo",
        saleDate: `202${4 + (i % 3)}-${String((i % 12) + 1).padStart(2, "0")}-10`,
        amount: 3 + (i % 10) * 1.25,
        currency: "USD",
      })),
    )
    .run();
});
afterAll(() => s.close());

/** Follows rel="next" from `first` to the end; returns every row seen and the totals announced. */
async function walk(first: string) {
  const rows: any[] = [];
  const totals = new Set<string>();
  let next: string | null = first;
  let pages = 0;
  while (next) {
    const res = await s.request("GET", next);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    rows.push(...res.body);
    totals.add(res.headers.get("x-total-count")!);
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1] ?? null;
    if (++pages > 200) throw new Error("the next links never end");
  }
  return { rows, totals: [...totals], pages };
}

describe("paging contract", () => {
  const lists = [
    "/api/tasks",
    "/api/calendar-events",
    "/api/radio-stations",
    "/api/grants",
    "/api/knowledge-docs",
    "/api/audiobook-sales",
    "/api/audiobooks",
  ];

  test.each(lists)("%s: default page of 50, limit bounds answered with a clear 422", async (path) => {
    const first = await s.request("GET", path);
    expect(first.status).toBe(200);
    expect(first.body.length).toBeLessThanOrEqual(50);
    expect(Number(first.headers.get("x-total-count"))).toBeGreaterThanOrEqual(first.body.length);
    for (const bad of ["limit=0", "limit=201", "limit=abc", "limit=2.5", "offset=-1"]) {
      const res = await s.request("GET", `${path}?${bad}`);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toMatch(
        /^(limit must be a whole number from 1 to 200|offset must be a whole number, 0 or more)$/,
      );
    }
    expect((await s.request("GET", `${path}?limit=200`)).status).toBe(200);
  });

  test("tasks: filters combine with paging; the next link walks every matching row exactly once", async () => {
    const brute = s.deps.db
      .select()
      .from(tasks)
      .all()
      .filter((t) => t.status === "pending" && t.priority === "high" && t.title.toLowerCase().includes("call"));
    const { rows, totals, pages } = await walk("/api/tasks?status=pending&priority=high&q=CALL&limit=7");
    expect(pages).toBe(Math.ceil(brute.length / 7));
    expect(totals).toEqual([String(brute.length)]);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(brute.map((t) => t.id).sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    // The to-do order holds across pages: pending by priority rank, then due date with undated last.
    const key = (t: any) =>
      `${t.status}|${3 - PRIORITIES.indexOf(t.priority)}|${t.dueDate === null ? 1 : 0}|${t.dueDate ?? ""}`;
    const keys = (await walk("/api/tasks?limit=200")).rows.map(key);
    expect(keys).toEqual([...keys].sort());
  });

  test("calendar: only the asked range, every event once across pages", async () => {
    const brute = s.deps.db
      .select()
      .from(calendarEvents)
      .all()
      .filter((e) => e.date >= "2026-03-01" && e.date <= "2026-05-31");
    const { rows, totals } = await walk("/api/calendar-events?from=2026-03-01&to=2026-05-31&limit=9");
    expect(totals).toEqual([String(brute.length)]);
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(brute.map((e) => e.id).sort((a, b) => a - b));
    expect(rows.every((r) => r.date >= "2026-03-01" && r.date <= "2026-05-31")).toBe(true);
  });

  test("radio, grants, knowledge, sales: status/text/category/book filters with paging", async () => {
    const db = s.deps.db;
    const cases: [string, number[]][] = [
      [
        "/api/radio-stations?status=contacted&q=jazz&limit=11",
        db
          .select()
          .from(radioStations)
          .all()
          .filter((r) => r.status === "contacted" && r.genre === "jazz")
          .map((r) => r.id),
      ],
      [
        "/api/grants?status=applied&q=music&limit=4",
        db
          .select()
          .from(grants)
          .all()
          .filter((g) => g.status === "applied" && g.organization === "Music Fund")
          .map((g) => g.id),
      ],
      [
        "/api/knowledge-docs?category=finance&limit=6",
        db
          .select()
          .from(knowledgeDocs)
          .all()
          .filter((d) => d.category === "finance")
          .map((d) => d.id),
      ],
      [
        "/api/knowledge-docs?q=touring&category=legal&limit=5",
        db
          .select()
          .from(knowledgeDocs)
          .all()
          .filter((d) => d.category === "legal" && /\btouring/i.test(`${d.title} ${d.content} ${d.tags.join(" ")}`))
          .map((d) => d.id),
      ],
      [
        "/api/audiobook-sales?audiobookId=1&from=2025-01-01&limit=33",
        db
          .select()
          .from(audiobookSales)
          .all()
          .filter((x) => x.audiobookId === 1 && x.saleDate >= "2025-01-01")
          .map((x) => x.id),
      ],
    ];
    for (const [path, expected] of cases) {
      expect(expected.length).toBeGreaterThan(0);
      const { rows, totals } = await walk(path);
      expect({ path, totals }).toEqual({ path, totals: [String(expected.length)] });
      expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    }
  });

  test("notifications keep the bell's { items, unread } shape and page their items", async () => {
    for (let i = 0; i < 7; i++) notify(s.deps.db, { kind: "test", title: `Note ${i}`, dedupeKey: `paging-${i}` });
    const first = await s.request("GET", "/api/notifications?limit=3");
    expect(first.body.items.map((n: any) => n.title)).toEqual(["Note 6", "Note 5", "Note 4"]);
    expect(first.body.unread).toBeGreaterThanOrEqual(7);
    const total = Number(first.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(7);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get("link")!)![1]!;
    expect((await s.request("GET", next)).body.items.map((n: any) => n.title)).toEqual(["Note 3", "Note 2", "Note 1"]);
    expect((await s.request("GET", "/api/notifications?limit=0")).status).toBe(422);
  });

  test("knowledge list items keep the documents' fields (content too) and add a short excerpt", async () => {
    const page = await s.request("GET", "/api/knowledge-docs?limit=3");
    expect(page.body[0].excerpt.length).toBeLessThanOrEqual(280);
    const full = await s.request("GET", `/api/knowledge-docs/${page.body[0].id}`);
    expect(page.body[0].content).toBe(full.body.content);
    expect(full.body.content.length).toBeGreaterThan(1000);
    expect(full.body.content.startsWith(page.body[0].excerpt)).toBe(true);
  });
});
