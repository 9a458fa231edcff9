import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { extractText, getDocumentProxy } from "unpdf";
import { startTestServer, type TestServer } from "../../test/harness";
import { startTestSmtp } from "../outreach/test-smtp";

const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  const profile = await s.request("PUT", "/api/profile", {
    displayName: "Maya Rivers",
    legalName: "Maya Jane Rivers",
    email: "maya@mayarivers.co.uk",
    address: "12 Canal Street\nLondon E2 8AA",
    businessName: "Rivers Music Ltd",
    taxNumber: "GB123456789",
    paymentInstructions: "Monzo Bank, sort code 04-00-04, account 12345678",
    paymentTermsDays: 14,
    defaultTaxRate: 20,
    invoicePrefix: "RM-{YYYY}-",
    invoiceDigits: 3,
    invoiceNextNumber: 7,
    locale: "en-GB",
    currency: "GBP",
    timeZone: "Europe/London",
  });
  expect(profile.status).toBe(200);
  await s.request("PUT", "/api/profile/logo", { data: PNG });
});
afterAll(() => s.close());

const festival = {
  clientName: "Green Fields Festival",
  clientEmail: "accounts@greenfields.test",
  clientAddress: "Worthy Farm\nPilton BA4 4BY",
  dueDate: "2026-12-07",
  lines: [
    { description: "Headline set, 90 minutes", quantity: 1, unitPrice: "2500" },
    { description: "Backline hire (days)", quantity: 2.5, unitPrice: 180.4 },
    { description: "Merch table, no VAT", quantity: 3, unitPrice: "19.99", taxRate: 0 },
  ],
};

async function pdfText(id: number): Promise<string> {
  const res = await fetch(`${s.url}/api/invoices/${id}/pdf`, { headers: { authorization: `Bearer ${s.token}` } });
  expect(res.status).toBe(200);
  const doc = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(doc, { mergePages: true });
  return text;
}

describe("invoices with line items, tax and the owner's business", () => {
  test("totals with several lines and tax equal the hand-computed figure", async () => {
    const res = await s.request("POST", "/api/invoices", festival);
    expect(res.status).toBe(201);
    // By hand: 2500.00 + 2.5 × 180.40 = 451.00 + 3 × 19.99 = 59.97 → subtotal 3010.97.
    // Tax 20% on 2500.00 (500.00) and 451.00 (90.20); 0% on merch → 590.20. Total 3601.17.
    expect(res.body).toMatchObject({
      number: `RM-${new Date().getFullYear()}-007`,
      currency: "GBP",
      taxRate: "20",
      subtotal: "3010.97",
      taxTotal: "590.20",
      amount: "3601.17",
      description: "Headline set, 90 minutes and 2 more",
    });
    expect(res.body.lines.map((l: any) => [l.quantity, l.unitPrice, l.taxRate])).toEqual([
      ["1", "2500.00", null],
      ["2.5", "180.40", null],
      ["3", "19.99", "0"],
    ]);
    // Invoice-level tax applies to lines without their own rate.
    const noTax = await s.request("PUT", `/api/invoices/${res.body.id}`, { taxRate: 0 });
    expect(noTax.body).toMatchObject({ taxTotal: "0.00", amount: "3010.97" });
    const back = await s.request("PUT", `/api/invoices/${res.body.id}`, { taxRate: "20" });
    expect(back.body.amount).toBe("3601.17");
    const next = await s.request("POST", "/api/invoices", { ...festival, lines: [festival.lines[0]] });
    expect(next.body.number).toBe(`RM-${new Date().getFullYear()}-008`);
  });

  test("line validation names the line and field", async () => {
    const cases: [object, string, string][] = [
      [{ lines: [] }, "An invoice has 1 to 100 lines", "lines"],
      [{ lines: [{ description: " ", unitPrice: 5 }] }, "Line 1: description is required", "lines.0.description"],
      [
        { lines: [festival.lines[0], { description: "x", unitPrice: -1 }] },
        "Line 2: unit price cannot be negative",
        "lines.1.unitPrice",
      ],
      [
        { lines: [{ description: "x", unitPrice: 1, quantity: 0 }] },
        "Line 1: quantity must be more than 0",
        "lines.0.quantity",
      ],
      [
        { lines: [{ description: "x", unitPrice: 1, taxRate: 120 }] },
        "Tax rate must be a percentage from 0 to 100",
        "lines.0.taxRate",
      ],
    ];
    for (const [body, message, field] of cases) {
      const r = await s.request("POST", "/api/invoices", { ...festival, ...body });
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe(message);
      if (r.body.error.details?.[0]?.field) expect(r.body.error.details[0].field).toBe(field);
    }
  });

  test("the PDF, read back as text, has the business, client, lines, totals and payment instructions in pounds", async () => {
    const text = await pdfText(1);
    for (const want of [
      "Rivers Music Ltd",
      "Maya Rivers",
      "12 Canal Street",
      "VAT / tax no. GB123456789",
      "Green Fields Festival",
      "Worthy Farm",
      "Headline set, 90 minutes",
      "Backline hire (days)",
      "Merch table, no VAT",
      "£2,500.00",
      "£451.00",
      "£3,010.97",
      "£590.20",
      "£3,601.17",
      "7 December 2026",
      "Payment instructions",
      "Monzo Bank, sort code 04-00-04, account 12345678",
      "Amounts in British Pound (GBP).",
    ])
      expect(text).toContain(want);
    expect(text).not.toContain("$");
  });

  test("the PDF follows a German locale and euros", async () => {
    await s.request("PUT", "/api/profile", { locale: "de-DE", currency: "EUR" });
    const inv = (await s.request("POST", "/api/invoices", festival)).body;
    expect(inv.currency).toBe("EUR");
    const text = await pdfText(inv.id);
    expect(text).toContain("3.601,17 €");
    expect(text).toContain("7. Dezember 2026");
    await s.request("PUT", "/api/profile", { locale: "en-GB", currency: "GBP" });
  });

  test("the list pages with X-Total-Count and Link, filters on the server, and the summary is computed in SQL", async () => {
    for (let i = 0; i < 4; i++)
      await s.request("POST", "/api/invoices", {
        ...festival,
        clientName: `Club ${i}`,
        status: i % 2 ? "paid" : "sent",
      });
    const all = await s.request("GET", "/api/invoices");
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBe(all.body.length);
    const page = await s.request("GET", "/api/invoices?limit=2&offset=0");
    expect(page.body).toHaveLength(2);
    expect(page.body[0].lines.length).toBeGreaterThan(0);
    expect(page.headers.get("link")).toBe(`</api/invoices?limit=2&offset=2>; rel="next"`);
    const club = await s.request("GET", "/api/invoices?q=club&status=paid");
    expect(club.body.map((i: any) => i.clientName).sort()).toEqual(["Club 1", "Club 3"]);
    expect((await s.request("GET", "/api/invoices?limit=500")).status).toBe(422);
    const summary = (await s.request("GET", "/api/invoices/summary")).body;
    expect(summary).toMatchObject({ currency: "GBP", total, totalRevenue: 7202.34, otherCurrencies: ["EUR"] });
  });

  test("the invoice e-mail comes from the owner's name and is signed with the business details", async () => {
    const smtp = await startTestSmtp();
    const m = await startTestServer({ SMTP_URL: smtp.url, SMTP_FROM: "billing@rivers.test" });
    try {
      await m.request("PUT", "/api/profile", {
        displayName: "Maya Rivers",
        businessName: "Rivers Music Ltd",
        website: "mayarivers.co.uk",
        links: { bandcamp: "mayarivers.bandcamp.com" },
        paymentInstructions: "PayPal: pay@mayarivers.co.uk",
        locale: "en-GB",
        currency: "GBP",
      });
      const inv = (await m.request("POST", "/api/invoices", festival)).body;
      expect((await m.request("POST", `/api/invoices/${inv.id}/send`)).status).toBe(200);
      const mail = smtp.messages[0]!;
      expect(mail.headers.from).toBe("Maya Rivers <billing@rivers.test>");
      // The text part is quoted-printable inside the multipart message.
      const qp = mail.raw
        .replace(/=\r?\n/g, "")
        .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll("=", ""), "hex").toString("utf8"));
      expect(qp).toContain("invoice INV-0001 for £3,010.97");
      expect(qp).toContain("Payment is due by 7 December 2026.");
      expect(qp).toContain("How to pay:\r\nPayPal: pay@mayarivers.co.uk");
      expect(qp).toContain(
        "Thank you,\r\nMaya Rivers\r\nRivers Music Ltd\r\nhttps://mayarivers.co.uk\r\nBandcamp: https://mayarivers.bandcamp.com",
      );
    } finally {
      await m.close();
      await smtp.close();
    }
  });
});
