import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const month = new Date().toISOString().slice(0, 7);

describe("audiobooks", () => {
  let bookId: number;
  test("list starts empty", async () => {
    const res = await s.request("GET", "/api/audiobooks");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  test("create stores the spec fields with nulls for empty audience and series", async () => {
    const res = await s.request("POST", "/api/audiobooks", {
      title: "  The Quiet Shore ",
      author: "Mara Lind",
      genre: "Literary Fiction",
      description: "A lighthouse keeper's last summer.",
      targetAudience: "",
      price: "14.99",
      series: "",
      seriesBook: "2",
      duration: 485,
      salesPlatforms: ["Audible", "Apple Books", "Audible", " "],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "The Quiet Shore",
      author: "Mara Lind",
      targetAudience: null,
      price: "14.99",
      series: null,
      seriesBook: 2,
      duration: 485,
      totalSales: 0,
      monthlyRevenue: "0.00",
      totalRevenue: 0,
      promotionStatus: "active",
      salesPlatforms: ["Audible", "Apple Books"],
    });
    bookId = res.body.id;
    expect(
      listActivity(s.deps.db).some((a) => a.type === "audiobook_created" && a.message.includes("The Quiet Shore")),
    ).toBe(true);
  });

  test("missing title, author or genre → 422 with a readable message", async () => {
    const res = await s.request("POST", "/api/audiobooks", { title: "", author: "A", genre: "G" });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe("Title is required");
    const noGenre = await s.request("POST", "/api/audiobooks", { title: "T", author: "A" });
    expect(noGenre.status).toBe(422);
    expect(noGenre.body.error.message).toBe("Genre is required");
  });

  test("bad audience, price or series number → 422", async () => {
    const base = { title: "T", author: "A", genre: "G" };
    const a = await s.request("POST", "/api/audiobooks", { ...base, targetAudience: "seniors" });
    expect(a.status).toBe(422);
    expect(a.body.error.message).toContain("Audience must be one of");
    const p = await s.request("POST", "/api/audiobooks", { ...base, price: "cheap" });
    expect(p.status).toBe(422);
    expect(p.body.error.message).toContain("Price must be a number");
    const n = await s.request("POST", "/api/audiobooks", { ...base, seriesBook: "first" });
    expect(n.status).toBe(422);
    expect(n.body.error.message).toContain("whole number");
  });

  test("edit changes fields and 404s for unknown ids", async () => {
    const res = await s.request("PUT", `/api/audiobooks/${bookId}`, {
      price: "",
      series: "Shore Trilogy",
      targetAudience: "adult",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      price: null,
      series: "Shore Trilogy",
      targetAudience: "adult",
      title: "The Quiet Shore",
    });
    const missing = await s.request("PUT", "/api/audiobooks/9999", { title: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Audiobook not found");
    const bad = await s.request("PUT", "/api/audiobooks/abc", { title: "x" });
    expect(bad.status).toBe(422);
  });

  test("recording a sale updates totals, monthly revenue and dashboard revenue", async () => {
    const res = await s.request("POST", "/api/audiobook-sales", {
      audiobookId: bookId,
      platform: "Audible",
      saleDate: `${month}-01`,
      amount: "12.50",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ platform: "Audible", amount: 12.5, currency: "USD", saleDate: `${month}-01` });
    await s.request("POST", "/api/audiobook-sales", {
      audiobookId: bookId,
      platform: "Chirp",
      saleDate: "2025-01-15",
      amount: 4,
    });
    const book = (await s.request("GET", `/api/audiobooks/${bookId}`)).body;
    expect(book).toMatchObject({ totalSales: 2, monthlyRevenue: "12.50", totalRevenue: 16.5 });
    const sales = await s.request("GET", `/api/audiobook-sales?audiobookId=${bookId}`);
    expect(sales.body.map((x: any) => x.platform)).toEqual(["Audible", "Chirp"]);
    expect((await s.request("GET", "/api/dashboard/stats")).body.revenue).toBe(16.5);
  });

  test("sale validation: unknown book 404, bad date/amount 422", async () => {
    expect(
      (
        await s.request("POST", "/api/audiobook-sales", {
          audiobookId: 999,
          platform: "A",
          saleDate: "2025-01-01",
          amount: 1,
        })
      ).status,
    ).toBe(404);
    const d = await s.request("POST", "/api/audiobook-sales", {
      audiobookId: bookId,
      platform: "A",
      saleDate: "2025-02-30",
      amount: 1,
    });
    expect(d.status).toBe(422);
    expect(d.body.error.message).toContain("Sale date");
    const a = await s.request("POST", "/api/audiobook-sales", {
      audiobookId: bookId,
      platform: "A",
      saleDate: "2025-02-03",
      amount: "lots",
    });
    expect(a.status).toBe(422);
    expect(a.body.error.message).toContain("Amount must be a number");
  });
});

describe("CSV sales import", () => {
  let bookId: number;
  let otherId: number;
  beforeAll(async () => {
    bookId = (
      await s.request("POST", "/api/audiobooks", { title: "Night Trains", author: "J. Okafor", genre: "Mystery" })
    ).body.id;
    otherId = (
      await s.request("POST", "/api/audiobooks", { title: "Small Hours", author: "J. Okafor", genre: "Mystery" })
    ).body.id;
  });

  const csv = [
    "date,platform,title,amount,currency",
    "2026-01-05,Audible,Night Trains,14.99,USD",
    "01/06/2026,Spotify,Small Hours,$9.50,",
    "2026-01-07,Chirp,,3.00,usd",
    "2026-13-01,Audible,Night Trains,14.99,USD",
    "2026-01-08,Audible,Unknown Book,5,USD",
    "2026-01-09,,Night Trains,abc,EURO",
    "2026-01-05,Audible,Night Trains,14.99,USD",
  ].join("\n");

  test("dry run previews every row with errors and saves nothing", async () => {
    const res = await s.request("POST", "/api/audiobook-sales/import", { csv, audiobookId: bookId, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.body.summary).toEqual({ total: 7, valid: 3, imported: 0, duplicates: 1, errors: 3 });
    const rows = res.body.rows;
    expect(rows[1]).toMatchObject({
      line: 3,
      date: "2026-01-06",
      amount: "9.50",
      currency: "USD",
      audiobookId: otherId,
      status: "new",
    });
    expect(rows[2]).toMatchObject({ title: "Night Trains", audiobookId: bookId, status: "new" });
    expect(rows[3].status).toBe("error");
    expect(rows[3].error).toContain("is not a date");
    expect(rows[4].error).toContain('no audiobook titled "Unknown Book"');
    expect(rows[5].error).toContain("platform is empty");
    expect(rows[5].error).toContain('"abc" is not an amount');
    expect(rows[5].error).toContain("3-letter currency");
    expect(rows[6].status).toBe("duplicate");
    expect((await s.request("GET", `/api/audiobook-sales?audiobookId=${bookId}`)).body).toEqual([]);
  });

  test("import saves the valid rows, keeps totals consistent, and skips duplicates on re-import", async () => {
    const res = await s.request("POST", "/api/audiobook-sales/import", { csv, audiobookId: bookId });
    expect(res.status).toBe(200);
    expect(res.body.summary).toMatchObject({ imported: 3, duplicates: 1, errors: 3 });
    const books = (await s.request("GET", "/api/audiobooks")).body as any[];
    const night = books.find((b) => b.id === bookId);
    const small = books.find((b) => b.id === otherId);
    expect(night).toMatchObject({ totalSales: 2, totalRevenue: 17.99 });
    expect(small).toMatchObject({ totalSales: 1, totalRevenue: 9.5 });
    const again = await s.request("POST", "/api/audiobook-sales/import", { csv, audiobookId: bookId });
    expect(again.body.summary).toMatchObject({ imported: 0, duplicates: 4, errors: 3 });
    expect((await s.request("GET", `/api/audiobook-sales?audiobookId=${bookId}`)).body).toHaveLength(2);
    expect(
      listActivity(s.deps.db).some((a) => a.type === "audiobook_sales_imported" && a.message.includes("Imported 3")),
    ).toBe(true);
    const monthly = await s.request("GET", `/api/audiobook-sales/monthly?audiobookId=${bookId}`);
    expect(monthly.body).toEqual([{ month: "2026-01", revenue: 17.99, sales: 2 }]);
  });

  test("a file without the required columns or rows → 422 that says what is expected", async () => {
    const res = await s.request("POST", "/api/audiobook-sales/import", { csv: "when,where,how much\n2026-01-01,x,1" });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain("missing the columns date, platform, amount");
    const empty = await s.request("POST", "/api/audiobook-sales/import", {
      csv: "date,platform,title,amount,currency\n",
    });
    expect(empty.status).toBe(422);
    expect(empty.body.error.message).toContain("no sales rows");
    const none = await s.request("POST", "/api/audiobook-sales/import", { csv: "" });
    expect(none.status).toBe(422);
    expect(none.body.error.message).toContain("Choose a CSV file");
  });

  test("deleting a sale refreshes the book's totals", async () => {
    const sales = (await s.request("GET", `/api/audiobook-sales?audiobookId=${otherId}`)).body;
    expect((await s.request("DELETE", `/api/audiobook-sales/${sales[0].id}`)).status).toBe(200);
    expect((await s.request("GET", `/api/audiobooks/${otherId}`)).body).toMatchObject({
      totalSales: 0,
      totalRevenue: 0,
    });
  });
});

describe("get and delete", () => {
  test("GET one book, 404 for unknown; deleting a book removes its sales and their revenue", async () => {
    const book = (await s.request("POST", "/api/audiobooks", { title: "Temporary", author: "A", genre: "G" })).body;
    expect((await s.request("GET", `/api/audiobooks/${book.id}`)).body.title).toBe("Temporary");
    expect((await s.request("GET", "/api/audiobooks/98765")).status).toBe(404);
    await s.request("POST", "/api/audiobook-sales", {
      audiobookId: book.id,
      platform: "Kobo",
      saleDate: "2026-02-02",
      amount: 100,
    });
    const before = (await s.request("GET", "/api/dashboard/stats")).body.revenue;
    const del = await s.request("DELETE", `/api/audiobooks/${book.id}`);
    expect(del.status).toBe(200);
    expect((await s.request("GET", `/api/audiobook-sales?audiobookId=${book.id}`)).body).toEqual([]);
    expect((await s.request("GET", "/api/dashboard/stats")).body.revenue).toBe(Math.round((before - 100) * 100) / 100);
    expect((await s.request("DELETE", `/api/audiobooks/${book.id}`)).status).toBe(404);
    expect(listActivity(s.deps.db).some((a) => a.message === 'Audiobook "Temporary" removed')).toBe(true);
  });
});

describe("summaries computed in SQL", () => {
  test("/audiobooks/summary and /audiobook-sales/summary equal a brute-force sum over every row", async () => {
    const book = (await s.request("POST", "/api/audiobooks", { title: "Sums", author: "B", genre: "G" })).body;
    for (const [amount, currency] of [[3.1, "USD"], [4.25, "EUR"], [10, "USD"]] as const)
      await s.request("POST", "/api/audiobook-sales", {
        audiobookId: book.id,
        platform: "Kobo",
        saleDate: "2026-03-03",
        amount,
        currency,
      });
    const books = (await s.request("GET", "/api/audiobooks?limit=200")).body as any[];
    const sales = (await s.request("GET", "/api/audiobook-sales?limit=200")).body as any[];
    const round = (n: number) => Math.round(n * 100) / 100;
    const summary = (await s.request("GET", "/api/audiobooks/summary")).body;
    expect(summary).toEqual({
      books: books.length,
      active: books.filter((b) => b.promotionStatus === "active").length,
      sales: sales.length,
      revenue: round(sales.reduce((a, x) => a + x.amount, 0)),
    });
    const one = (await s.request("GET", `/api/audiobook-sales/summary?audiobookId=${book.id}`)).body;
    expect(one).toMatchObject({ sales: 3, revenue: 17.35, currencies: ["EUR", "USD"] });
  });
});
