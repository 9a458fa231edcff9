import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";
import { musicSupervisors } from "../licensing/schema";
import { listNotifications } from "../../platform/notifications/service";
import { render, unknownFields } from "./merge";
import { parseCustomRecipients } from "./recipients";
import { resumeSending, whenDelivered, type SendContext } from "./service";
import { emailCampaigns, emailDeliveries } from "./schema";
import { eq } from "drizzle-orm";
import { startTestSmtp } from "./test-smtp";

let s: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let offline: TestServer;

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_RATE_PER_MINUTE = "600"; // 100 ms between messages
  s = await startTestServer({
    SMTP_URL: smtp.url,
    SMTP_FROM: "Jamie Rivers <jamie@rivers.test>",
    SUNSHINE_NAME: "Jamie Rivers",
  });
  offline = await startTestServer();
});
afterAll(async () => {
  await s.close();
  await offline.close();
  await smtp.close();
  delete process.env.SMTP_RATE_PER_MINUTE;
});

const body = {
  name: "Fall single",
  subject: "New single for {{station}}",
  template: "Hi {{name}},\n\nI'd love {{station}} to play my new single.\n\nThanks,\n{{senderName}}",
};

describe("merge fields", () => {
  test("render and unknown detection", () => {
    expect(render("Hi {{ name }} from {{company}}", { name: "Ann", company: "Acme" })).toBe("Hi Ann from Acme");
    expect(render("Hi {{nope}}", { name: "x" })).toBe("Hi {{nope}}");
    expect(unknownFields("{{name}} {{firstName}}", "{{ venue }} {{name}}")).toEqual(["firstName", "venue"]);
  });
  test("custom recipients are split, checked and de-duplicated", () => {
    expect(parseCustomRecipients("a@x.io, Bo Li <bo@x.io>\nA@x.io; c@y.org")).toEqual([
      "a@x.io",
      "Bo Li <bo@x.io>",
      "c@y.org",
    ]);
    expect(() => parseCustomRecipients("a@x.io, nope")).toThrow("Not an e-mail address: nope");
  });
});

describe("email campaigns API", () => {
  test("create with the spec's payload (default recipient type radio); validation messages", async () => {
    const res = await s.request("POST", "/api/email-campaigns", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 1,
      recipientType: "radio",
      status: "draft",
      sentCount: 0,
      totalRecipients: 0,
    });
    expect(listActivity(s.deps.db)[0]!.message).toBe("Email campaign Fall single created");
    for (const [b, msg] of [
      [{ ...body, name: "" }, "Campaign name is required"],
      [{ ...body, subject: " " }, "Subject is required"],
      [{ name: "x", subject: "y" }, "Email template is required"],
      [{ ...body, recipientType: "everyone" }, "Recipient type must be radio, licensing or custom"],
      [
        { ...body, recipientType: "custom", customRecipients: "ok@x.io\nbad address" },
        "Not an e-mail address: bad address",
      ],
    ] as const) {
      const r = await s.request("POST", "/api/email-campaigns", b);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe(msg);
    }
    expect((await s.request("GET", "/api/email-campaigns/77")).status).toBe(404);
  });

  test("View resolves radio recipients (only stations with an e-mail) and renders a preview", async () => {
    await s.request("POST", "/api/radio-stations", {
      name: "KEXP",
      contactName: "Kevin Cole",
      contactEmail: "kevin@kexp.test",
    });
    await s.request("POST", "/api/radio-stations", { name: "WFMU" });
    await s.request("POST", "/api/radio-stations", { name: "Bounce FM", contactEmail: "bounce@bouncefm.test" });
    const list = await s.request("GET", "/api/email-campaigns");
    expect(list.body[0].totalRecipients).toBe(2);
    const d = (await s.request("GET", "/api/email-campaigns/1")).body;
    expect(d.recipients.map((r: any) => r.email)).toEqual(["bounce@bouncefm.test", "kevin@kexp.test"]);
    expect(d.recipientNote).toBe("1 station without a contact e-mail will be skipped.");
    expect(d.preview.subject).toBe("New single for Bounce FM");
    expect(d.unknownFields).toEqual([]);
    expect(d.smtpConfigured).toBe(true);
  });

  test("licensing recipients come from music supervisors with an e-mail", async () => {
    const c = (
      await s.request("POST", "/api/email-campaigns", {
        ...body,
        name: "Sync pitch",
        recipientType: "licensing",
        subject: "For {{company}}",
      })
    ).body;
    let d = (await s.request("GET", `/api/email-campaigns/${c.id}`)).body;
    expect(d.recipients).toEqual([]);
    expect(d.recipientNote).toMatch(/No music supervisors with an e-mail address yet/);
    s.deps.db
      .insert(musicSupervisors)
      .values([{ name: "Sam Super", company: "Netflix", email: "sam@sup.test" }, { name: "No Mail" }])
      .run();
    d = (await s.request("GET", `/api/email-campaigns/${c.id}`)).body;
    expect(d.recipients.map((r: any) => r.label)).toEqual(["Sam Super, Netflix"]);
    expect(d.preview).toMatchObject({ to: "Sam Super <sam@sup.test>", subject: "For Netflix" });
  });

  test("unknown merge fields are reported and block sending", async () => {
    const c = (await s.request("POST", "/api/email-campaigns", { ...body, name: "Typo", template: "Hi {{firstName}}" }))
      .body;
    expect((await s.request("GET", `/api/email-campaigns/${c.id}`)).body.unknownFields).toEqual(["firstName"]);
    const send = await s.request("POST", `/api/email-campaigns/${c.id}/send`);
    expect(send.status).toBe(422);
    expect(send.body.error.message).toMatch(/^Unknown merge field: \{\{firstName\}\}\. You can use \{\{name\}\}/);
    const fixed = await s.request("PUT", `/api/email-campaigns/${c.id}`, { template: "Hi {{name}}" });
    expect(fixed.status).toBe(200);
    expect((await s.request("DELETE", `/api/email-campaigns/${c.id}`)).status).toBe(200);
  });

  test("Send: draft → sending → sent, real SMTP delivery with merged text, per-recipient failure recorded", async () => {
    const res = await s.request("POST", "/api/email-campaigns/1/send");
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: "sending", totalRecipients: 2, sentCount: 0 });
    const again = await s.request("POST", "/api/email-campaigns/1/send");
    expect(again.status).toBe(409);
    await whenDelivered(1);
    const c = (await s.request("GET", "/api/email-campaigns")).body.find((x: any) => x.id === 1);
    expect(c).toMatchObject({ status: "sent", sentCount: 1, failedCount: 1, totalRecipients: 2 });
    expect(smtp.messages).toHaveLength(1);
    const m = smtp.messages[0]!;
    expect(m.to).toEqual(["kevin@kexp.test"]);
    expect(m.from).toBe("jamie@rivers.test");
    expect(m.headers.from).toBe("Jamie Rivers <jamie@rivers.test>");
    expect(m.headers.to).toBe("Kevin Cole <kevin@kexp.test>");
    expect(m.headers.subject).toBe("New single for KEXP");
    expect(m.headers["x-sunshine-campaign"]).toBe("1");
    expect(m.text).toBe("Hi Kevin Cole,\n\nI'd love KEXP to play my new single.\n\nThanks,\nJamie Rivers");
    const d = (await s.request("GET", "/api/email-campaigns/1")).body;
    const bounce = d.recipients.find((r: any) => r.email === "bounce@bouncefm.test");
    expect(bounce.status).toBe("failed");
    expect(bounce.error).toMatch(/550/);
    expect(d.recipients.find((r: any) => r.email === "kevin@kexp.test").status).toBe("sent");
    expect(listActivity(s.deps.db)[0]!.message).toBe("Email campaign Fall single sent to 1 of 2 recipients, 1 failed");
    expect(listNotifications(s.deps.db).items[0]!.title).toBe("Campaign Fall single sent");
    expect((await s.request("PUT", "/api/email-campaigns/1", { name: "x" })).status).toBe(409);
    expect((await s.request("GET", "/api/dashboard/stats")).body.emailsSent).toBe(1);
  });

  test("custom recipients, rate limit spacing and unicode", async () => {
    smtp.messages.length = 0;
    const c = (
      await s.request("POST", "/api/email-campaigns", {
        name: "Friends",
        subject: "Grüße, {{name}}",
        template: "Hello {{name}} — café at 8?\n{{senderName}}",
        recipientType: "custom",
        customRecipients: ["Zoë Adams <zoe@a.test>", "max@b.test", "lee@c.test"],
      })
    ).body;
    expect(c.totalRecipients).toBe(3);
    const started = Date.now();
    await s.request("POST", `/api/email-campaigns/${c.id}/send`);
    const mid = (await s.request("GET", "/api/email-campaigns")).body.find((x: any) => x.id === c.id);
    expect(mid.status).toBe("sending");
    await whenDelivered(c.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190); // 3 messages, 100 ms apart
    expect(smtp.messages.map((m) => m.to[0])).toEqual(["zoe@a.test", "max@b.test", "lee@c.test"]);
    expect(smtp.messages[0]!.headers.subject).toBe("Grüße, Zoë Adams");
    expect(smtp.messages[0]!.text).toBe("Hello Zoë Adams — café at 8?\nJamie Rivers");
    expect(smtp.messages[1]!.headers.subject).toBe("Grüße, max");
  });

  test("with no SMTP configured, Send explains how to set it up", async () => {
    const c = (
      await offline.request("POST", "/api/email-campaigns", {
        ...body,
        recipientType: "custom",
        customRecipients: "a@b.test",
      })
    ).body;
    const res = await offline.request("POST", `/api/email-campaigns/${c.id}/send`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/SMTP_URL/);
    expect((await offline.request("GET", "/api/email-campaigns/settings")).body).toMatchObject({
      smtpConfigured: false,
      ratePerMinute: 600,
      senderName: "owner",
    });
    expect((await offline.request("GET", "/api/email-campaigns")).body[0].status).toBe("draft");
  });

  test("after a restart, campaigns left in 'sending' carry on with their pending recipients only", async () => {
    smtp.messages.length = 0;
    const db = s.deps.db;
    const c = db
      .insert(emailCampaigns)
      .values({
        name: "Interrupted",
        subject: "Hi {{name}}",
        template: "Body for {{name}}",
        recipientType: "custom",
        status: "sending",
        totalRecipients: 2,
        sentCount: 1,
      })
      .returning()
      .get();
    db.insert(emailDeliveries)
      .values([
        {
          campaignId: c.id,
          email: "done@x.test",
          name: "Done",
          fields: { name: "Done", contactName: "", station: "", company: "", senderName: "J" },
          status: "sent",
          sentAt: new Date().toISOString(),
        },
        {
          campaignId: c.id,
          email: "left@x.test",
          name: "Left",
          fields: { name: "Left", contactName: "", station: "", company: "", senderName: "J" },
        },
      ])
      .run();
    const ctx: SendContext = { db, config: s.deps.config, senderName: "J", ratePerMinute: 6000 };
    expect(resumeSending(ctx)).toEqual([c.id]);
    await whenDelivered(c.id);
    expect(smtp.messages.map((m) => [m.to[0], m.headers.subject, m.text])).toEqual([
      ["left@x.test", "Hi Left", "Body for Left"],
    ]);
    expect(db.select().from(emailCampaigns).where(eq(emailCampaigns.id, c.id)).get()).toMatchObject({
      status: "sent",
      sentCount: 2,
      failedCount: 0,
    });
  });

  test("an unreachable SMTP server fails each recipient with the reason, and the campaign still finishes", async () => {
    const dead = await startTestServer({ SMTP_URL: "smtp://127.0.0.1:9", SMTP_FROM: "a@b.test" });
    try {
      const c = (
        await dead.request("POST", "/api/email-campaigns", {
          ...body,
          recipientType: "custom",
          customRecipients: "a@x.test, b@x.test",
        })
      ).body;
      expect((await dead.request("POST", `/api/email-campaigns/${c.id}/send`)).status).toBe(202);
      await whenDelivered(c.id);
      const d = (await dead.request("GET", `/api/email-campaigns/${c.id}`)).body;
      expect(d.campaign).toMatchObject({ status: "sent", sentCount: 0, failedCount: 2 });
      expect(d.recipients.every((r: any) => r.status === "failed" && /ECONNREFUSED|connect/i.test(r.error))).toBe(true);
    } finally {
      await dead.close();
    }
  });
});
