import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";
import { dashboardStats } from "../../composers/dashboard/service";
import { isOverdue } from "./service";
import { startTestSmtp } from "../outreach/test-smtp";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ SUNSHINE_NAME: "Jamie Rivers", SUNSHINE_EMAIL: "jamie@rivers.music" });
  // These tests read US formats; the default would otherwise follow the machine's locale.
  await s.request("PUT", "/api/profile", { locale: "en-US", currency: "USD", timeZone: "UTC" });
});
afterAll(() => s.close());

const valid = {
  clientName: "Acme Records",
  clientEmail: "ap@acme.test",
  amount: 1250.5,
  description: "Mixing and mastering, 10 tracks",
  dueDate: "2020-01-31",
};

/** The text drawn on the pages: inflate each content stream and decode pdf-lib's hex strings. */
function pageText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  let out = "";
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    try {
      const body = inflateSync(Buffer.from(raw.slice(start, end), "latin1")).toString("latin1");
      for (const h of body.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
        out += Buffer.from(h[1]!, "hex").toString("latin1") + "\n";
    } catch {}
  }
  return out;
}

describe("invoices API", () => {
  test("create numbers invoices, stores amount with 2 decimals, logs activity", async () => {
    const a = await s.request("POST", "/api/invoices", valid);
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      id: 1,
      number: "INV-0001",
      amount: "1250.50",
      status: "draft",
      paidDate: null,
      dueDate: "2020-01-31",
    });
    const b = await s.request("POST", "/api/invoices", { ...valid, clientName: "Beta", amount: "99", dueDate: null });
    expect(b.body.number).toBe("INV-0002");
    expect(b.body.amount).toBe("99.00");
    expect(listActivity(s.deps.db)[0]!.message).toBe("Invoice INV-0002 for Beta created ($99.00)");
    const list = await s.request("GET", "/api/invoices");
    expect(list.body.map((i: any) => i.number)).toEqual(["INV-0002", "INV-0001"]);
  });

  test("validation messages", async () => {
    const cases: [object, string][] = [
      [{ ...valid, clientName: "" }, "Client name is required"],
      [{ ...valid, clientEmail: undefined }, "Client email is required"],
      [{ ...valid, clientEmail: "acme" }, "Client email must be a valid e-mail address, like billing@client.com"],
      [{ ...valid, amount: -1 }, "Amount cannot be negative"],
      [{ ...valid, amount: "ten" }, "Amount must be a number, like 1250.00"],
      [{ ...valid, amount: "" }, "Amount is required"],
      [{ ...valid, amount: 1.005 }, "Amount can have at most 2 decimals (cents)"],
      [{ ...valid, amount: undefined }, "Amount is required: a number, 0 or more"],
      [{ ...valid, description: " " }, "Description is required"],
      [{ ...valid, dueDate: "31/01/2020" }, "Due date must be a date (YYYY-MM-DD)"],
    ];
    for (const [body, message] of cases) {
      const res = await s.request("POST", "/api/invoices", body);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toBe(message);
    }
    const st = await s.request("PUT", "/api/invoices/1", { status: "overdue" });
    expect(st.status).toBe(422);
    expect(st.body.error.message).toMatch(/^Status must be draft, sent or paid/);
  });

  test("status: paid records paidDate, other statuses clear it; dashboard revenue follows", async () => {
    const paidAt = "2026-11-20T09:30:00.000Z";
    const paid = await s.request("PUT", "/api/invoices/1", { status: "paid", paidDate: paidAt });
    expect(paid.body).toMatchObject({ status: "paid", paidDate: paidAt });
    expect(listActivity(s.deps.db)[0]!.message).toBe("Invoice INV-0001 for Acme Records marked paid");
    expect(dashboardStats(s.deps.db).revenue).toBe(1250.5);
    const auto = await s.request("PUT", "/api/invoices/2", { status: "paid" });
    expect(auto.body.paidDate).toBeTruthy();
    const back = await s.request("PUT", "/api/invoices/2", { status: "sent" });
    expect(back.body).toMatchObject({ status: "sent", paidDate: null });
    expect((await s.request("PUT", "/api/invoices/42", { status: "paid" })).status).toBe(404);
    expect((await s.request("GET", "/api/invoices/42")).body.error.message).toBe("Invoice not found");
  });

  test("overdue is derived, never stored", () => {
    const now = new Date("2026-03-01T12:00:00");
    expect(isOverdue({ status: "sent", dueDate: "2026-02-28" }, now)).toBe(true);
    expect(isOverdue({ status: "draft", dueDate: "2026-02-28" }, now)).toBe(true);
    expect(isOverdue({ status: "paid", dueDate: "2026-02-28" }, now)).toBe(false);
    expect(isOverdue({ status: "sent", dueDate: null }, now)).toBe(false);
    expect(isOverdue({ status: "sent", dueDate: "2026-03-02" }, now)).toBe(false);
  });

  test("duplicate gets the next number as a draft; delete frees only the highest number", async () => {
    const dup = await s.request("POST", "/api/invoices/1/duplicate");
    expect(dup.status).toBe(201);
    expect(dup.body).toMatchObject({
      number: "INV-0003",
      clientName: "Acme Records",
      amount: "1250.50",
      status: "draft",
      paidDate: null,
    });
    expect((await s.request("DELETE", "/api/invoices/3")).body).toEqual({ deleted: true });
    expect((await s.request("DELETE", "/api/invoices/3")).status).toBe(404);
    const again = (await s.request("POST", "/api/invoices", valid)).body;
    expect(again.number).toBe("INV-0003");
    expect(again.id).toBe(4);
  });

  test("PDF: a real PDF naming sender, client, number, dates, amount in its currency and status", async () => {
    const res = await fetch(`${s.url}/api/invoices/1/pdf`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="INV-0001-Acme-Records.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe("Invoice INV-0001 for Acme Records");
    const text = pageText(bytes);
    for (const want of [
      "INVOICE",
      "INV-0001",
      "Status: PAID",
      "Jamie Rivers",
      "Acme Records",
      "ap@acme.test",
      "Mixing and mastering, 10 tracks",
      "$1,250.50",
      "Amounts in US Dollar (USD).",
      "January 31, 2020",
      "November 20, 2026",
    ])
      expect(text).toContain(want);
    const overdue = pageText(
      new Uint8Array(
        await (
          await fetch(`${s.url}/api/invoices/4/pdf`, { headers: { authorization: `Bearer ${s.token}` } })
        ).arrayBuffer(),
      ),
    );
    expect(overdue).toContain("Status: OVERDUE");
    expect((await s.request("GET", "/api/invoices/99/pdf")).status).toBe(404);
    expect((await fetch(`${s.url}/api/invoices/1/pdf`)).status).toBe(401);
  });

  test("PDF survives text outside WinAnsi and very long descriptions", async () => {
    const inv = (
      await s.request("POST", "/api/invoices", {
        ...valid,
        clientName: "東京 Records ✓",
        description: "Session work. ".repeat(300),
      })
    ).body;
    const res = await fetch(`${s.url}/api/invoices/${inv.id}/pdf`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });

  test("Send e-mails the PDF to the client over SMTP and marks a draft sent; without SMTP it explains", async () => {
    const noSmtp = await s.request("POST", "/api/invoices/1/send");
    expect(noSmtp.status).toBe(409);
    expect(noSmtp.body.error.message).toMatch(/^E-mail sending is not set up yet\. Start Sunshine with SMTP_URL/);
    const smtp = await startTestSmtp();
    const m = await startTestServer({
      SMTP_URL: smtp.url,
      SMTP_FROM: "Jamie <jamie@rivers.test>",
      SUNSHINE_NAME: "Jamie Rivers",
      SUNSHINE_EMAIL: "jamie@rivers.music",
    });
    try {
      await m.request("PUT", "/api/profile", { locale: "en-US", currency: "USD" });
      const inv = (await m.request("POST", "/api/invoices", valid)).body;
      const res = await m.request("POST", `/api/invoices/${inv.id}/send`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe("sent");
      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail.to).toEqual(["ap@acme.test"]);
      expect(mail.headers.subject).toBe("Invoice INV-0001 from Jamie Rivers");
      expect(mail.headers["reply-to"]).toBe("jamie@rivers.music");
      expect(mail.raw).toContain("filename=INV-0001-Acme-Records.pdf");
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
      expect(mail.raw).toContain("JVBERi0"); // base64 of "%PDF-"
      expect(mail.raw).toContain("Please find attached invoice INV-0001 for $1,250.50");
      expect(listActivity(m.deps.db)[1]!.message).toBe("Invoice INV-0001 e-mailed to ap@acme.test");
      expect((await m.request("POST", "/api/invoices/99/send")).status).toBe(404);
    } finally {
      await m.close();
      await smtp.close();
    }
  });
});
