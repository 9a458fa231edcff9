import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { centsOf, DISTROKID_HEADER, distrokidRows, kdpXlsx, tsv } from "./test/samples";
import { importFile, upload } from "./test/upload";

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());

const ledger = () =>
  server.deps.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM income_entries WHERE pending = 0").get()!
    .n;
const staged = () =>
  server.deps.db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM income_entries WHERE pending = 1").get()!
    .n;
const total = async () => (await server.request("GET", "/api/income?groupBy=source")).body.totals;

describe("preview, commit, re-import and undo", () => {
  test("the same file twice, and an overlapping later download, add nothing already known", async () => {
    const file = tsv([DISTROKID_HEADER, ...distrokidRows]);
    const first = await importFile(server, file, "march.tsv");
    expect(first.committed.imported).toBe(8);
    const again = await upload(server, file, "march-again.tsv");
    expect(again.body).toMatchObject({ rows: 8, duplicates: 8 });
    expect(again.body.problems[0]).toContain("This very file was imported");
    const commitAgain = await server.request("POST", `/api/imports/${again.body.id}/commit`);
    expect(commitAgain.body).toMatchObject({ status: "imported", imported: 0, duplicates: 8 });
    expect(ledger()).toBe(8);

    // Next month's "all dates" download repeats March's rows and adds one new row.
    const extra = [
      "2026-04-05",
      "2026-03",
      "Spotify",
      "Mara Vale",
      "Salt Road",
      "USAB12600001",
      "",
      "100",
      "100",
      "Song",
      "US",
      "0",
      "0.36",
    ];
    const later = await upload(server, tsv([DISTROKID_HEADER, ...distrokidRows, extra]), "april.tsv");
    expect(later.body).toMatchObject({ rows: 9, duplicates: 8 });
    const committed = await server.request("POST", `/api/imports/${later.body.id}/commit`);
    expect(committed.body.imported).toBe(1);
    expect((await total()).USD).toBe(centsOf([...distrokidRows.map((r) => r[12]), "0.36"]));
    expect((await server.request("POST", `/api/imports/${later.body.id}/commit`)).status).toBe(409);
  });

  test("a file imported twice and then undone is new again: no warning that it was imported", async () => {
    const row = ["2026-06-05", "2026-05", "Apple Music", "Mara Vale", "Night Ferry", "USAB12600077", "", "3", "3", "Song", "GB", "0", "0.07"];
    const file = tsv([DISTROKID_HEADER, row]);
    const first = await importFile(server, file, "may.tsv");
    const second = await importFile(server, file, "may-again.tsv");
    expect(second.committed.imported).toBe(0);
    expect((await server.request("DELETE", `/api/imports/${first.committed.id}`)).body).toMatchObject({ removed: 1 });
    const after = await upload(server, file, "may.tsv");
    expect(after.body).toMatchObject({ rows: 1, duplicates: 0 });
    expect(after.body.problems.join(" ")).not.toContain("This very file was imported");
    await server.request("DELETE", `/api/imports/${after.body.id}`);
  });

  test("undo removes exactly that import's rows; dropping a preview leaves the ledger alone", async () => {
    const before = ledger();
    const before$ = await total();
    const { committed } = await importFile(server, await kdpXlsx(), "kdp.xlsx");
    expect(ledger()).toBe(before + committed.imported);
    const history = await server.request("GET", "/api/imports");
    expect(history.body[0]).toMatchObject({ id: committed.id, format: "kdp", status: "imported" });
    const undo = await server.request("DELETE", `/api/imports/${committed.id}`);
    expect(undo.body).toEqual({ ok: true, removed: committed.imported });
    expect(ledger()).toBe(before);
    expect(await total()).toEqual(before$);

    const preview = await upload(server, await kdpXlsx(), "kdp.xlsx");
    expect(staged()).toBe(preview.body.rows);
    await server.request("DELETE", `/api/imports/${preview.body.id}`);
    expect(staged()).toBe(0);
    expect(ledger()).toBe(before);
    expect((await server.request("DELETE", `/api/imports/${preview.body.id}`)).status).toBe(404);
  });

  test("a bad, truncated or foreign file gets one clear 4xx naming the line or column, and nothing is kept", async () => {
    const before = {
      ledger: ledger(),
      staged: staged(),
      imports: (await server.request("GET", "/api/imports")).body.length,
    };
    const bad = [...distrokidRows.slice(0, 3), [...distrokidRows[3].slice(0, 12), "twelve"]];
    const wrongCell = await upload(server, tsv([DISTROKID_HEADER, ...bad]), "bad.tsv");
    expect(wrongCell.status).toBe(422);
    expect(wrongCell.body.error.message).toBe('Line 5, column "Earnings (USD)": "twelve" is not an amount');

    const text = tsv([DISTROKID_HEADER, ...distrokidRows]);
    const cut = await upload(server, text.slice(0, text.length - 40), "cut.tsv");
    expect(cut.status).toBe(422);
    expect(cut.body.error.message).toMatch(/^Line 9 has \d+ of the 13 columns/);

    const xlsx = await kdpXlsx();
    const cutBook = await upload(server, xlsx.slice(0, xlsx.length / 2), "cut.xlsx");
    expect(cutBook.status).toBe(422);
    expect(cutBook.body.error.message).toContain("workbook could not be opened");

    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const foreign = await upload(server, png, "cover.csv");
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.message).toContain("This file is an image, not a report");
    const pdf = await upload(server, "%PDF-1.4\n1 0 obj << /Type /Catalog >>\n", "statement.csv");
    expect(pdf.body.error.message).toContain("This file is a PDF, not a report");
    const empty = await upload(server, "", "empty.csv");
    expect(empty.body.error.message).toBe("The file is empty");
    const wrongFormat = await upload(server, text, "x.tsv", { format: "kdp" });
    expect(wrongFormat.body.error.message).toContain("not in Amazon KDP's report format");

    expect(ledger()).toBe(before.ledger);
    expect(staged()).toBe(before.staged);
    expect((await server.request("GET", "/api/imports")).body.length).toBe(before.imports);
  });

  test("income is grouped by month, source, title, store and country and filtered by dates", async () => {
    for (const groupBy of ["month", "source", "title", "store", "country"]) {
      const r = await server.request("GET", `/api/income?groupBy=${groupBy}`);
      expect(r.status).toBe(200);
      expect(r.body.groups.length).toBeGreaterThan(0);
    }
    const jan = await server.request("GET", "/api/income?groupBy=store&from=2026-01-01&to=2026-01-31");
    expect(jan.body.totals).toEqual({
      USD: centsOf(distrokidRows.filter((r) => r[1] === "2026-01").map((r) => r[12])),
    });
    expect((await server.request("GET", "/api/income?groupBy=planet")).status).toBe(422);
    // The same rows by the day DistroKid reported them: all of January's and February's sales arrived in March/April.
    const reported = await server.request("GET", "/api/income?groupBy=month&dateBy=reported&source=DistroKid");
    expect(reported.body.groups.map((g: any) => g.key)).toEqual(["2026-03", "2026-04"]);
    const sold = await server.request("GET", "/api/income?groupBy=month&source=DistroKid");
    expect(sold.body.groups.map((g: any) => g.key)).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(reported.body.totals).toEqual(sold.body.totals);
  });
});

describe("paid invoices count as income", () => {
  test("a paid invoice joins the totals under Invoices, by the month it was paid; drafts do not", async () => {
    const invoice = {
      clientName: "Harbour Festival",
      clientEmail: "pay@harbour.example",
      amount: "350.50",
      description: "Festival set",
      currency: "EUR",
    };
    const paid = await server.request("POST", "/api/invoices", { ...invoice, status: "paid" });
    expect(paid.status).toBe(201);
    await server.request("POST", "/api/invoices", { ...invoice, description: "Not yet" });
    const month = (paid.body.paidDate ?? new Date().toISOString()).slice(0, 7);
    const bySource = await server.request("GET", `/api/income?groupBy=source&from=${month}&to=${month}`);
    const invoices = bySource.body.groups.find((g: any) => g.key === "Invoices");
    expect(invoices).toMatchObject({ totals: { EUR: "350.50" }, rows: 1 });
    const byTitle = await server.request("GET", `/api/income?groupBy=title&source=Invoices`);
    expect(byTitle.body.groups.map((g: any) => g.key)).toEqual(["Festival set"]);
    const onlyStores = await server.request("GET", "/api/income?groupBy=source&source=DistroKid");
    expect(onlyStores.body.totals.EUR).toBeUndefined();
  });
});
