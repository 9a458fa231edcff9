import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { createEvent } from "../../domains/calendar/service";
import { createGrant } from "../../domains/grants/service";
import { createInvoice, updateInvoice } from "../../domains/invoices/service";
import { createReminder } from "../../domains/reminders/service";
import { createTask } from "../../domains/tasks/service";
import { respond, resetConversation } from "./conversation";
import { summaryTools } from "./summary-tools";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const tool = (name: string) => summaryTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;

const fresh = () => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  resetConversation(db);
};

beforeEach(() => {
  fresh();
  createTask(db, { title: "Practice the setlist", priority: "medium", dueDate: "2026-11-23" }, NOW);
  createTask(db, { title: "Send the master to Jo", priority: "medium", dueDate: "2026-11-20" }, NOW);
  createTask(db, { title: "Email the label", priority: "urgent", dueDate: "2026-11-27" }, NOW);
  createTask(db, { title: "Call KEXP", priority: "high", dueDate: "2026-11-24" }, NOW);
  createEvent(db, { title: "Soundcheck at the Roxy", date: "2026-11-23", time: "17:00", type: "gig" });
  createEvent(db, { title: "Meeting with Jo", date: "2026-11-24", time: "14:00", type: "meeting" });
  createEvent(db, { title: "Studio session", date: "2026-12-02", time: "10:00", type: "other" });
  createReminder(db, { message: "Call the printers", remindAt: new Date(2026, 10, 23, 16, 0).toISOString() }, NOW);
  const late = createInvoice(
    db,
    {
      clientName: "Blue Note Festival",
      clientEmail: "b@bn.test",
      amount: 1200,
      description: "Live set",
      dueDate: "2026-11-10",
    },
    NOW,
  );
  updateInvoice(db, late.id, { status: "sent" }, NOW);
  const soon = createInvoice(
    db,
    {
      clientName: "Jo Martinez",
      clientEmail: "jo@jm.test",
      amount: 300,
      description: "Session",
      dueDate: "2026-11-26",
    },
    NOW,
  );
  updateInvoice(db, soon.id, { status: "sent" }, NOW);
  createGrant(db, { title: "Open Fund", organization: "PRS Foundation", amount: 5000, deadline: "2026-11-27" });
  createGrant(db, { title: "Far Fund", organization: "Arts Council", amount: 1000, deadline: "2027-03-01" });
});

const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

describe("summary tools", () => {
  test("day_summary for today holds the real events, tasks, overdue, reminders, money and grants", async () => {
    const s = (await tool("day_summary").run({}, ctx)).summary;
    for (const fact of [
      "Soundcheck at the Roxy (5:00 PM)",
      '"Practice the setlist"',
      '1 overdue task: "Send the master to Jo" (due Nov 20)',
      '"Call the printers" at 4:00 PM today',
      "1 invoice is overdue, $1,200.00 in all",
      '"Open Fund" (PRS Foundation, $5,000.00), deadline Friday Nov 27 (4 days left)',
    ])
      expect(s).toContain(fact);
    expect(s).not.toContain("Far Fund");
  });

  test("day_summary for tomorrow shows that day only", async () => {
    const s = (await tool("day_summary").run({ date: "2026-11-24" }, ctx)).summary;
    expect(s).toContain("Here's tomorrow");
    expect(s).toContain("Meeting with Jo (2:00 PM)");
    expect(s).toContain('"Call KEXP" (high)');
    expect(s).not.toContain("Practice the setlist");
  });

  test("week_summary covers the next 7 days, next week the Monday-to-Sunday after", async () => {
    const week = (await tool("week_summary").run({}, ctx)).summary;
    expect(week).toContain("Meeting with Jo (tomorrow, 2:00 PM)");
    expect(week).toContain("INV-0002 to Jo Martinez, $300.00 due Thursday Nov 26");
    expect(week).toContain('"Email the label" (urgent, Friday Nov 27)');
    expect(week).not.toContain("Studio session");
    const next = (await tool("week_summary").run({ from: "2026-11-30", to: "2026-12-06", label: "next week" }, ctx))
      .summary;
    expect(next).toContain("Here's next week");
    expect(next).toContain("Studio session");
    expect(next).not.toContain("overdue");
  });

  test("focus ranks overdue and urgent work, money to chase and close deadlines, with reasons", async () => {
    const out = await tool("focus").run({}, ctx);
    const items = (out.data as { items: { title: string; reason: string }[] }).items;
    expect(items[0]).toMatchObject({
      title: '"Send the master to Jo"',
      reason: "overdue since Nov 20 (medium priority)",
    });
    expect(out.summary).toContain("Blue Note Festival: $1,200.00 overdue since Nov 10: chase it");
    expect(out.summary).toContain('"Open Fund" grant (PRS Foundation): deadline Friday Nov 27, 4 days left');
    expect(out.summary).toContain('"Email the label": urgent priority, due Friday Nov 27');
  });

  test("empty data is said kindly", async () => {
    fresh();
    expect((await tool("day_summary").run({}, ctx)).summary).toBe(
      "Here's today: Nothing on the calendar today. No tasks due today.",
    );
    expect((await tool("focus").run({}, ctx)).summary).toContain("Nothing is pressing");
  });
});

describe("summaries through respond()", () => {
  test("the day, the week and focus are understood; a task question stays with list_tasks", async () => {
    expect((await say("what's my day look like")).message).toContain("Soundcheck at the Roxy");
    expect((await say("brief me")).message).toContain("Here's today");
    expect((await say("what does tomorrow look like")).message).toContain("Here's tomorrow");
    expect((await say("how does my week look")).message).toContain("Here's the next 7 days");
    expect((await say("how does next week look")).message).toContain("Studio session");
    expect((await say("what should i focus on")).message).toContain("Here's what I'd focus on");
    expect((await say("what's overdue")).message).toBe(
      '1 task is overdue: "Send the master to Jo" (medium, due Nov 20).',
    );
  });

  test("a stretch said in days or weeks is that many days from today", async () => {
    const fortnight = (await say("brief me on the next fortnight")).message;
    expect(fortnight).toContain("Here's the next 14 days (today to");
    expect(fortnight).toContain("Studio session");
    const ten = (await say("whats coming up over the next 3 days")).message;
    expect(ten).toContain("Here's the next 3 days");
    expect(ten).not.toContain("Studio session");
    expect((await say("im swamped where do i even start")).message).toContain("Here's what I'd focus on");
  });
});
