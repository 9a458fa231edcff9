import { afterEach, expect, test } from "bun:test";
import { addDays, localDateKey } from "../../shared/dates";
import { eventually, startTestServer, type TestServer } from "../../test/harness";
import { calendarEvents } from "../../domains/calendar/schema";
import { grants } from "../../domains/grants/schema";
import { invoices } from "../../domains/invoices/schema";
import { startTestSmtp } from "../../domains/outreach/test-smtp";
import { reminders } from "../../domains/reminders/schema";
import { tasks } from "../../domains/tasks/schema";
import { agendaJob } from "./job";

let server: TestServer | undefined;
let smtp: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
let stop: (() => void) | void;
afterEach(async () => {
  if (stop) stop();
  await server?.close();
  await smtp?.close();
});

/** A day with something in every section, plus things that must stay out (done, paid, far away). */
function seed(server: TestServer, now: Date) {
  const db = server.deps.db;
  const day = (n: number) => localDateKey(addDays(now, n));
  db.insert(tasks)
    .values([
      { title: "Mix the single", dueDate: day(0), priority: "high" },
      { title: "Send stems to Ana", dueDate: day(-2) },
      { title: "Already finished", dueDate: day(0), status: "completed" },
      { title: "Next week's thing", dueDate: day(7) },
    ])
    .run();
  db.insert(calendarEvents)
    .values([
      { title: "Studio session", date: day(0), time: "14:00", location: "Blue Room" },
      { title: "Tomorrow's gig", date: day(1), time: "20:00" },
    ])
    .run();
  const at = (h: number) => new Date(now.getFullYear(), now.getMonth(), now.getDate(), h, 30).toISOString();
  db.insert(reminders)
    .values([{ message: "Call the radio station", remindAt: at(17) }])
    .run();
  const invoice = { clientEmail: "a@b.c", description: "Mixing", subtotal: "450.00", currency: "USD" };
  db.insert(invoices)
    .values([
      {
        ...invoice,
        number: "INV-0007",
        clientName: "Acme Records",
        amount: "450.00",
        dueDate: day(-10),
        status: "sent",
      },
      { ...invoice, number: "INV-0008", clientName: "Paid Ltd", amount: "99.00", dueDate: day(-10), status: "paid" },
    ])
    .run();
  db.insert(grants)
    .values([
      { title: "Recording Fund", organization: "Arts Council", deadline: day(3) },
      { title: "Far Future Grant", organization: "Someone", deadline: day(60) },
    ])
    .run();
}

test("POST /api/digest/send mails today's agenda to the owner through the loopback SMTP server", async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    SMTP_FROM: "Sunshine <sun@studio.test>",
    SUNSHINE_EMAIL: "me@studio.test",
  });
  seed(server, new Date());
  const res = await server.request("POST", "/api/digest/send");
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ sent: true, to: "me@studio.test" });
  expect(smtp.messages).toHaveLength(1);
  const [mail] = smtp.messages;
  expect(mail.to).toEqual(["me@studio.test"]);
  expect(mail.headers.subject).toMatch(/^Your agenda for \w+day, \w+ \d+: 4 things$/);
  const text = mail.text;
  for (const line of [
    "• Mix the single [high]",
    "• Send stems to Ana (late: was due",
    "• 2:00 PM Studio session at Blue Room",
    "• 5:30 PM Call the radio station",
    "• INV-0007 to Acme Records, $450.00, was due",
    "• Recording Fund (Arts Council),",
  ])
    expect(text).toContain(line);
  for (const absent of ["Already finished", "Next week's thing", "Tomorrow's gig", "INV-0008", "Far Future Grant"])
    expect(text).not.toContain(absent);
  expect((await server.request("GET", "/api/digest")).body).toEqual({
    smtpConfigured: true,
    recipient: "me@studio.test",
    sendsAt: null,
  });
});

test("without SMTP or an address the send is a clear 409 (set-up missing, the request itself is fine)", async () => {
  server = await startTestServer();
  const noSmtp = await server.request("POST", "/api/digest/send");
  expect(noSmtp.status).toBe(409);
  expect(noSmtp.body.error.message).toContain("SMTP_URL");
  await server.close();
  server = await startTestServer({ SMTP_URL: "smtp://127.0.0.1:1", SMTP_FROM: "sunshine@localhost" });
  const noAddress = await server.request("POST", "/api/digest/send");
  expect(noAddress.status).toBe(409);
  expect(noAddress.body.error.message).toContain("No address");
});

test("with SUNSHINE_DIGEST_AT the agenda goes out once a day at that time, driven by the clock", async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    SMTP_URL: smtp.url,
    SMTP_FROM: "Sunshine <sun@studio.test>",
    SUNSHINE_DIGEST_AT: "8:00",
  });
  expect(server.deps.config.digestAt).toBe("08:00");
  const today = new Date();
  let now = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 7, 59);
  // The job reads the clock once a tick: counting the reads says it has looked, without guessing how long that takes.
  let ticks = 0;
  const ticked = async (n: number) => {
    const target = ticks + n;
    await eventually(() => expect(ticks).toBeGreaterThanOrEqual(target), 30_000);
  };
  stop = agendaJob(server.deps, () => (ticks++, now), 20);
  await ticked(3);
  expect(smtp.messages).toHaveLength(0);
  now = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 8, 0);
  await eventually(() => expect(smtp!.messages).toHaveLength(1));
  expect(smtp.messages[0].to).toEqual(["sun@studio.test"]);
  now = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 12, 0);
  await ticked(3);
  expect(smtp.messages).toHaveLength(1);
  now = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1, 8, 1);
  await eventually(() => expect(smtp!.messages).toHaveLength(2));
  expect(smtp.messages[1].headers.subject).toContain("a clear day");
});
