import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SMTPServer } from "smtp-server";
import { startTestServer, type TestServer } from "../../test/harness";
import { describeDay, describeMoment, runActions, type ActionRequest } from "./action-runner";

const NOW = new Date(2025, 2, 10, 9, 0);

describe("runActions (shared by web, CLI and server)", () => {
  let s: TestServer;
  let request: ActionRequest;
  beforeAll(async () => {
    s = await startTestServer();
    request = async (method, path, body) => {
      const r = await s.request(method, path, body);
      if (r.status >= 400) throw new Error(r.body?.error?.message ?? `HTTP ${r.status}`);
      return r.body;
    };
  });
  afterAll(() => s.close());

  test("create, update, reminder; failures are logged and skipped; summaries a person reads", async () => {
    const logged: string[] = [];
    const results = await runActions(
      [
        { type: "create_task", data: { title: "Call KEXP", priority: "high", dueDate: "2025-03-11" } },
        { type: "create_task", data: { title: "", priority: "high" } },
        { type: "update_task", data: { id: 1, status: "completed" } },
        { type: "update_task", data: { id: 999, status: "completed" } },
        {
          type: "schedule_reminder",
          data: { message: "Stretch", remindAt: new Date(2025, 2, 10, 17, 0).toISOString() },
        },
        { type: "dance", data: {} },
      ],
      request,
      { now: NOW, log: (m) => logged.push(m) },
    );
    expect(results.map((r) => [r.ok, r.summary])).toEqual([
      [true, "Added task: Call KEXP — high, due tomorrow"],
      [false, "Could not add task (untitled): Title is required (up to 300 characters)"],
      [true, "Completed task: Call KEXP"],
      [false, "Could not complete task #999: Task 999 not found"],
      [true, "Reminder set: Stretch — 5:00 PM today"],
      [false, 'Could not run action "dance": unknown action type "dance"'],
    ]);
    expect(logged).toHaveLength(3);
    expect((await s.request("GET", "/api/tasks")).body[0].status).toBe("completed");
  });

  test("send_email waits for confirmation; without SMTP the server says how to set it up", async () => {
    const email = { type: "send_email", data: { to: "dj@kexp.test", subject: "New single", body: "Hi!" } };
    const [waiting] = await runActions([email], request, { now: NOW });
    expect(waiting).toMatchObject({
      ok: false,
      pending: true,
      summary: "E-mail to dj@kexp.test not sent: waiting for your confirmation",
    });
    const [refused] = await runActions([email], request, { now: NOW, confirmEmail: () => false, log: () => {} });
    expect(refused!.pending).toBe(true);
    const [noSmtp] = await runActions([email], request, { now: NOW, confirmEmail: async () => true, log: () => {} });
    expect(noSmtp).toMatchObject({
      ok: false,
      error: "E-mail is not set up: start Sunshine with SMTP_URL (and SMTP_FROM) to send e-mail",
    });
  });

  test("day and time wording", () => {
    expect(describeDay("2025-03-10", NOW)).toBe("today");
    expect(describeDay("2025-03-11", NOW)).toBe("tomorrow");
    expect(describeDay("2025-03-09", NOW)).toBe("yesterday");
    expect(describeDay("2025-04-01", NOW)).toBe("Apr 1");
    expect(describeDay("2026-04-01", NOW)).toBe("Apr 1, 2026");
    expect(describeMoment(new Date(2025, 2, 11, 9, 30).toISOString(), NOW)).toBe("9:30 AM tomorrow");
    expect(describeMoment(new Date(2025, 2, 20, 0, 5).toISOString(), NOW)).toBe("12:05 AM on Mar 20");
  });
});

describe("send_email after confirmation goes out through SMTP_URL", () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let port = 0;
  let s: TestServer;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, cb) {
        let data = "";
        stream.on("data", (c) => (data += c));
        stream.on("end", () => {
          received.push(data);
          cb();
        });
      },
    });
    await new Promise<void>((ok) => smtp.listen(0, "127.0.0.1", () => ok()));
    port = (smtp.server.address() as { port: number }).port;
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_FROM: "Sunshine <me@test>" });
  });
  afterAll(async () => {
    await s.close();
    await new Promise<void>((ok) => smtp.close(() => ok()));
  });

  test("the e-mail is delivered and logged", async () => {
    const bad = await s.request("POST", "/api/ai/send-email", { to: "not-an-address", subject: "x", body: "y" });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("A valid recipient e-mail address is required");
    const r = await s.request("POST", "/api/ai/send-email", {
      to: "dj@kexp.test",
      subject: "New single",
      body: "Hi! Here it is.",
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ sent: true, to: "dj@kexp.test" });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: New single");
    expect(received[0]).toContain("Hi! Here it is.");
    const log = (await s.request("GET", "/api/activity?limit=1")).body[0].message;
    expect(log).toBe("E-mail sent to dj@kexp.test: New single");
  });
});
