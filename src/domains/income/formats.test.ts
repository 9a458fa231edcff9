import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import {
  acxOldCsv,
  acxXlsx,
  otherXlsx,
  bandcampCsv,
  bandcampRows,
  BANDCAMP_HEADER,
  cdbabyTxt,
  centsOf,
  DISTROKID_HEADER,
  DISTROKID_NEW_HEADER,
  distrokidRows,
  findawayXlsx,
  kdpPriorMonthXlsx,
  kdpXlsx,
  tsv,
  tunecoreCsv,
  utf16le,
  windows1252,
} from "./test/samples";
import { importFile, upload } from "./test/upload";

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());

const byTitle = async (source: string) => {
  const r = await server.request("GET", `/api/income?groupBy=title&source=${encodeURIComponent(source)}`);
  return Object.fromEntries(r.body.groups.map((g: any) => [g.key, g.totals]));
};

describe("each report format, read from its documented headers", () => {
  test("DistroKid TSV (Windows-1252, CRLF): refunds negative, 12 decimals summed then rounded, equal rows both kept", async () => {
    const bytes = windows1252(tsv([DISTROKID_HEADER, ...distrokidRows]));
    const { preview, committed } = await importFile(server, bytes, "anything.tsv");
    expect(preview).toMatchObject({
      kind: "income",
      format: "distrokid",
      status: "preview",
      rows: 8,
      duplicates: 0,
      skipped: 0,
      from: "2026-01-01",
      to: "2026-02-28",
    });
    expect(preview.totals).toEqual({ USD: centsOf(distrokidRows.map((r) => r[12])) });
    expect(preview.titles).toContain("Sólarlag");
    expect(committed).toMatchObject({ status: "imported", imported: 8 });
    const titles = await byTitle("DistroKid");
    expect(titles["Salt Road"].USD).toBe(centsOf(distrokidRows.filter((r) => r[4] === "Salt Road").map((r) => r[12])));
    const months = await server.request("GET", "/api/income?groupBy=month&source=DistroKid");
    expect(months.body.groups.map((g: any) => g.key)).toEqual(["2026-01", "2026-02"]);
  });

  test("DistroKid's newer 15-column layout is read by header name", async () => {
    const rows = [
      [
        "2026-04-02 10:00:00",
        "2026-04-01",
        "2026-02",
        "TikTok",
        "Mara Vale",
        "Undertow",
        "USAB12600009",
        "",
        "99",
        "100",
        "Song",
        "OU",
        "0",
        "0.123456789012",
        "0",
      ],
    ];
    const { preview } = await importFile(server, tsv([DISTROKID_NEW_HEADER, ...rows]), "new.tsv");
    expect(preview).toMatchObject({ format: "distrokid", rows: 1, totals: { USD: "0.12" } });
  });

  test("TuneCore CSV: Total Earned in the account's currency, quoted commas and thousands", async () => {
    const { preview } = await importFile(server, tunecoreCsv(), "sales.csv");
    expect(preview).toMatchObject({
      format: "tunecore",
      rows: 3,
      totals: { GBP: "3.03", USD: centsOf(["1.40", "0.99"]) },
    });
    expect(preview.titles).toContain("Song, with a comma");
    expect(preview.titles).toContain('12" Vinyl Dreams');
  });

  test("CD Baby tab-delimited text: quoted barcodes, M/D/YYYY dates, a return", async () => {
    const { preview } = await importFile(server, cdbabyTxt(), "report.txt");
    expect(preview).toMatchObject({ format: "cdbaby", rows: 3, from: "2023-07-01", to: "2023-08-31" });
    expect(preview.totals).toEqual({ USD: centsOf(["0.9917328261", "0.6900000000", "-0.6900000000"]) });
  });

  test("Bandcamp UTF-16 CSV: per-row currencies, refund counted against the sale, payout skipped", async () => {
    const { preview } = await importFile(server, utf16le(bandcampCsv()), "bc.csv");
    expect(preview).toMatchObject({ format: "bandcamp", rows: 5, skipped: 1 });
    const net = (cur: string) =>
      bandcampRows
        .filter((r) => r[5] === cur && r[2] !== "payout")
        .map((r) => (r[2] === "refund" ? `-${r[20]}` : r[20]));
    expect(preview.totals).toEqual({ EUR: centsOf(net("EUR")), GBP: centsOf(net("GBP")), USD: centsOf(net("USD")) });
    expect(preview.totals.USD).toBe("0.75");
    expect(BANDCAMP_HEADER[20]).toBe("net amount");
  });

  test("Amazon KDP workbook: royalty sheets only (not the combined sheet twice), Excel dates, several currencies", async () => {
    const { preview } = await importFile(server, await kdpXlsx(), "kdp.xlsx");
    expect(preview).toMatchObject({
      format: "kdp",
      rows: 5,
      totals: { EUR: "2.87", GBP: "-1.39", USD: centsOf(["10.4566", "0", "3.64"]) },
    });
    expect(preview.problems.join(" ")).toContain("KENP");
    const countries = await server.request("GET", "/api/income?groupBy=country&source=Amazon%20KDP");
    expect(countries.body.groups.map((g: any) => g.key).sort()).toEqual(["DE", "GB", "US"]);
  });

  test("KDP's older prior-month workbook: the Sales Period preamble row gives the month", async () => {
    const { preview } = await importFile(server, await kdpPriorMonthXlsx(), "prior.xlsx");
    expect(preview).toMatchObject({
      format: "kdp",
      rows: 1,
      from: "2026-03-01",
      to: "2026-03-31",
      totals: { CAD: "16.73" },
    });
  });

  test("Findaway Voices workbook: channel sheets, period from the Summary, checked against its Net Amount", async () => {
    const good = await upload(server, await findawayXlsx(), "findaway.xlsx");
    expect(good.body).toMatchObject({
      format: "findaway",
      rows: 3,
      from: "2025-06-01",
      to: "2025-06-30",
      totals: { USD: "12.28" },
      problems: [],
    });
    await server.request("DELETE", `/api/imports/${good.body.id}`);
    const off = await upload(server, await findawayXlsx("13.00 USD"), "findaway.xlsx");
    expect(off.body.problems[0]).toContain("13.00 USD");
    await server.request("DELETE", `/api/imports/${off.body.id}`);
  });

  test("ACX workbook: period from the cover sheet, returns negative, marketplace currencies", async () => {
    const { preview } = await importFile(server, await acxXlsx(), "acx.xlsx");
    expect(preview).toMatchObject({
      format: "acx",
      rows: 3,
      from: "2025-10-01",
      totals: { GBP: "8.60", USD: "11.99" },
    });
  });

  test("Sunshine's own sales CSV is recognised too", async () => {
    const { preview } = await importFile(
      server,
      "date,platform,title,amount,currency\n2026-05-01,Audible,Salt Road,14.99,USD\n",
      "s.csv",
    );
    expect(preview).toMatchObject({ format: "sunshine-csv", rows: 1, totals: { USD: "14.99" } });
  });

  test("an unknown CSV asks for a mapping, and the mapping is remembered for the next file like it", async () => {
    const csv =
      "Datum;Titel;Betrag;Shop\n01.05.2026;x;1;y\n".replace("01.05.2026", "2026-05-01") +
      "2026-05-02;Salt Road;4,50;Kobo\n";
    const ask = await upload(server, csv, "kobo.csv");
    expect(ask.status).toBe(422);
    expect(ask.body.error.details[0]).toMatchObject({
      field: "mapping",
      headers: ["Datum", "Titel", "Betrag", "Shop"],
    });
    const mapping = JSON.stringify({
      source: "Kobo",
      date: "Datum",
      title: "Titel",
      amount: "Betrag",
      store: "Shop",
      currencyCode: "EUR",
    });
    const first = await importFile(server, csv, "kobo.csv", { mapping });
    expect(first.preview).toMatchObject({ format: "mapped", source: "Kobo", rows: 2, totals: { EUR: "5.50" } });
    const again = await upload(server, csv.replace("4,50", "5,50"), "kobo-june.csv");
    expect(again.body).toMatchObject({ format: "mapped", source: "Kobo", totals: { EUR: "6.50" }, duplicates: 1 });
    // Asked to ("Change columns"), the columns are asked for again.
    const remap = await upload(server, csv, "kobo-june.csv", { remap: "true" });
    expect(remap.status).toBe(422);
    expect(remap.body.error.details[0]).toMatchObject({ field: "mapping", headers: ["Datum", "Titel", "Betrag", "Shop"] });
  });

  test("a mapping naming a column the file lacks says which, as typed, and which columns the file has", async () => {
    const csv = "Datum;Titel;Betrag\n2026-05-02;Salt Road;4,50\n";
    const mapping = JSON.stringify({ source: "Kobo", date: "Datum", title: "Titel", amount: "Royalty", currencyCode: "EUR" });
    const res = await upload(server, csv, "kobo-july.csv", { mapping });
    expect(res.status).toBe(422);
    expect(res.body.error.message).toContain('no column named "Royalty"');
    expect(res.body.error.message).toContain('its columns are "Datum", "Titel", "Betrag"');
  });
});

describe("more layouts", () => {
  test("ACX's older one-row-per-title CSV: AL, ALOP and ALC become three stores, a negative ALC is a return", async () => {
    const { preview } = await importFile(server, acxOldCsv(), "acx-old.csv");
    expect(preview).toMatchObject({ format: "acx", rows: 4, from: "2023-11-01", to: "2023-11-30" });
    expect(preview.totals).toEqual({ USD: centsOf(["10.12", "0.85", "9.58", "-4.79"]) });
    const stores = await server.request("GET", "/api/income?groupBy=store&source=ACX");
    expect(stores.body.groups.map((g: any) => g.key)).toContain("Audible (retail)");
  });

  test("an unknown workbook through a column mapping, with a date cell and an Excel serial", async () => {
    const mapping = JSON.stringify({ source: "Kobo", date: "Day", title: "Book", amount: "Net", currency: "Cur" });
    const { preview } = await importFile(server, await otherXlsx(), "kobo.xlsx", { mapping });
    expect(preview).toMatchObject({
      format: "mapped",
      source: "Kobo",
      rows: 2,
      from: "2026-05-02",
      totals: { AUD: "4.75" },
    });
  });
});
