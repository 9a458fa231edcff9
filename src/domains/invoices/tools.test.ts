import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createInvoice, getInvoice, listInvoices, updateInvoice } from "./service";
import { invoicesTools } from "./tools";
import { readPeriod as periodIn } from "../../lib/understand/period";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const tool = (name: string) => invoicesTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  resetConversation(db);
  const paidAt = (d: number, m = 11) => new Date(2026, m - 1, d, 12).toISOString();
  // 1: Acme paid Nov 3; 2: Blue Note sent, overdue; 3: Jo sent, due later; 4: Acme draft; 5: Acme paid in October.
  const a = createInvoice(
    db,
    {
      clientName: "Acme Records",
      clientEmail: "ap@acme.test",
      amount: 450,
      description: "Remix",
      dueDate: "2026-11-15",
    },
    NOW,
  );
  updateInvoice(db, a.id, { status: "paid", paidDate: paidAt(3) }, NOW);
  const b = createInvoice(
    db,
    {
      clientName: "Blue Note Festival",
      clientEmail: "b@bluenote.test",
      amount: 1200,
      description: "Live set",
      dueDate: "2026-11-10",
    },
    NOW,
  );
  updateInvoice(db, b.id, { status: "sent" }, NOW);
  const c = createInvoice(
    db,
    {
      clientName: "Jo Martinez",
      clientEmail: "jo@jo.test",
      amount: 300,
      description: "Session guitar",
      dueDate: "2026-12-05",
    },
    NOW,
  );
  updateInvoice(db, c.id, { status: "sent" }, NOW);
  createInvoice(
    db,
    {
      clientName: "Acme Records",
      clientEmail: "ap@acme.test",
      amount: 600,
      description: "Mixing",
      dueDate: "2026-12-15",
    },
    NOW,
  );
  const e = createInvoice(
    db,
    { clientName: "Acme Records", clientEmail: "ap@acme.test", amount: 200, description: "Stems", dueDate: null },
    NOW,
  );
  updateInvoice(db, e.id, { status: "paid", paidDate: paidAt(12, 10) }, NOW);
});

const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

describe("invoice tools", () => {
  test("create_invoice creates a draft; undo deletes it", async () => {
    const out = await tool("create_invoice").run(
      {
        clientName: "The Roxy",
        clientEmail: "b@roxy.test",
        amount: 600,
        description: "Saturday gig",
        dueDate: "2026-12-23",
      },
      ctx,
    );
    expect(out.summary).toBe(
      "Created draft invoice INV-0006 to The Roxy (b@roxy.test) for $600.00: Saturday gig, due Dec 23.",
    );
    expect(listInvoices(db)).toHaveLength(6);
    expect(out.undo!()).toBe("Deleted invoice INV-0006 to The Roxy.");
    expect(listInvoices(db)).toHaveLength(5);
  });

  test("set_invoice_status marks paid with a paid date; undo restores status and date", async () => {
    const out = await tool("set_invoice_status").run({ id: 2, status: "paid" }, ctx);
    expect(out.summary).toContain("Marked INV-0002 to Blue Note Festival ($1,200.00, Live set) as paid");
    expect(getInvoice(db, 2)).toMatchObject({ status: "paid", paidDate: NOW.toISOString() });
    out.undo!();
    expect(getInvoice(db, 2)).toMatchObject({ status: "sent", paidDate: null });
  });

  test("delete_invoice asks first; undo brings back the same number", async () => {
    expect(tool("delete_invoice").preview!({ id: 4 }, ctx)).toBe(
      "Delete invoice INV-0004 to Acme Records ($600.00, draft, due Dec 15)",
    );
    const out = await tool("delete_invoice").run({ id: 4 }, ctx);
    expect(out.summary).toBe("Deleted invoice INV-0004 to Acme Records ($600.00, draft, due Dec 15).");
    expect(() => getInvoice(db, 4)).toThrow();
    out.undo!();
    expect(getInvoice(db, 4)).toMatchObject({ number: "INV-0004", amount: "600.00", status: "draft" });
    // Its line comes back with it (lines are deleted with the invoice).
    expect(getInvoice(db, 4).lines.map((l) => [l.quantity, l.unitPrice])).toEqual([["1", "600.00"]]);
  });

  test("read tools hold the real numbers", async () => {
    const owed = await tool("outstanding_invoices").run({ filter: "outstanding" }, ctx);
    expect(owed.summary).toContain("You're owed $1,500.00 on 2 sent invoices ($1,200.00 overdue)");
    const acme = await tool("client_payment_status").run({ client: "acme" }, ctx);
    expect(acme.summary).toContain("Acme Records doesn't owe you anything right now");
    expect(acme.summary).toContain("INV-0004 ($600.00, draft, due Dec 15) for Mixing is a draft");
    expect(acme.summary).toContain("INV-0005 ($200.00, paid, paid Oct 12) for Stems");
    const month = await tool("earnings").run({ ...periodIn("this month", NOW) }, ctx);
    expect(month.summary).toContain("You made $450.00 this month (November 2026) from 1 paid invoice");
    const all = await tool("earnings").run({}, ctx);
    expect(all.summary).toContain("$650.00 in total");
    const none = await tool("earnings").run({ ...periodIn("last week", NOW) }, ctx);
    expect(none.summary).toContain("$0.00 from paid invoices");
  });

  test("periods look back: a month later in the year is last year's", () => {
    expect(periodIn("in december", NOW)).toMatchObject({ from: "2025-12-01", to: "2025-12-31" });
    expect(periodIn("since september", NOW)).toMatchObject({ from: "2026-09-01", to: "2026-11-23" });
    expect(periodIn("last week", NOW)).toMatchObject({ from: "2026-11-16", to: "2026-11-22" });
    expect(periodIn("how much did i make in 2025", NOW)).toMatchObject({ from: "2025-01-01", to: "2025-12-31" });
    expect(periodIn("how much have i made", NOW)).toEqual({ label: "in total" });
  });
});

describe("talking about invoices", () => {
  test("invoice a known client: e-mail reused, amount and due date read; undo removes it", async () => {
    const r = await say("invoice Acme $450 for the remix due in 30 days");
    expect(r.actions[0]).toMatchObject({
      type: "create_invoice",
      data: {
        clientName: "Acme Records",
        clientEmail: "ap@acme.test",
        amount: 450,
        description: "Remix",
        dueDate: "2026-12-23",
      },
    });
    expect((await say("undo")).message).toContain("Deleted invoice INV-0006");
  });

  test("a new client without an e-mail is asked for; a past due date is refused", async () => {
    expect((await say("invoice Mo's Diner 200 for the brunch set")).message).toContain("e-mail");
    expect((await say("invoice acme 200 for stems due yesterday")).message).toContain("in the past");
    expect(listInvoices(db)).toHaveLength(5);
  });

  test("'Acme paid me' marks the one unpaid Acme invoice; questions never write", async () => {
    const r = await say("Acme paid me");
    expect(r.actions[0]).toMatchObject({ type: "set_invoice_status", data: { id: 4, status: "paid" } });
    const q = await say("did the blue note festival pay me yet");
    expect(q.actions).toHaveLength(0);
    expect(q.message).toContain("Blue Note Festival still owes you $1,200.00");
    expect(getInvoice(db, 2).status).toBe("sent");
  });

  test("delete waits for yes", async () => {
    expect((await say("delete invoice 3")).pending).toBeTruthy();
    await say("yes");
    expect(() => getInvoice(db, 3)).toThrow();
  });

  test("a client named before the request ('Acme want an invoice…, can you do one for 650') is the client", async () => {
    const r = await say(
      "i did a remix for acme last week and they want the invoice now, can you do one for 650 for the remix",
    );
    expect(r.actions[0]).toMatchObject({
      type: "create_invoice",
      data: { clientName: "Acme Records", amount: 650, description: "Remix" },
    });
    const her = await say("acme records are after an invoice so bill them 90 for the stems due on the 20th");
    expect(her.actions[0]).toMatchObject({ data: { clientName: "Acme Records", amount: 90, dueDate: "2026-12-20" } });
    expect((await say("the roxy want an invoice for the gig, 300")).message).toContain("The Roxy's e-mail");
  });
});
