import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createCampaign, getCampaign, listCampaigns, whenDelivered } from "./service";
import { startTestSmtp } from "./test-smtp";
import { outreachTools } from "./tools";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const tool = (name: string) => outreachTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const say = (message: string, config: ToolContext["config"] = { persona: "Sunshine" }) =>
  respond({ db, config }, { message, now: NOW });

beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_RATE_PER_MINUTE = "60000"; // no pause between test messages
});
afterAll(async () => {
  delete process.env.SMTP_RATE_PER_MINUTE;
  await smtp.close();
});

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  resetConversation(db);
  smtp.messages.length = 0;
  // 1: a draft to two custom addresses.
  createCampaign(
    db,
    {
      name: "Winter EP blog pitch",
      subject: "The Winter EP",
      template: "Hi {{name}}, an early listen? {{senderName}}",
      recipientType: "custom",
      customRecipients: ["Ana <ana@blog.test>", "tips@zine.test"],
    },
    "Sunny",
  );
});

describe("outreach tools: run and undo", () => {
  test("draft_campaign creates a draft and sends nothing; undo deletes it", async () => {
    const args = {
      name: "Night Drive blog pitch",
      subject: "New single: Night Drive",
      template: "Hi {{name}}",
      recipientType: "custom" as const,
      customRecipients: ["a@b.test"],
    };
    const out = await tool("draft_campaign").run(args, ctx);
    expect(out.summary).toBe(
      'Drafted the e-mail campaign "Night Drive blog pitch" with the subject "New single: Night Drive", to custom addresses: 1 recipient right now. Nothing has been sent: review the text on the Email Outreach page, then say "send the Night Drive blog pitch campaign".',
    );
    expect(getCampaign(db, 2)).toMatchObject({ status: "draft", sentCount: 0 });
    expect(out.undo!()).toBe('Deleted the draft campaign "Night Drive blog pitch".');
    expect(listCampaigns(db, "Sunny").map((c) => c.id)).toEqual([1]);
    expect(smtp.messages).toEqual([]);
  });

  test("list_campaigns answers with the real campaigns", async () => {
    expect((await tool("list_campaigns").run({}, ctx)).summary).toBe(
      'You have 1 e-mail campaign: "Winter EP blog pitch" (draft, to custom addresses, subject "The Winter EP").',
    );
    expect((await tool("list_campaigns").run({ id: 1 }, ctx)).summary).toBe(
      '"Winter EP blog pitch" (draft, to custom addresses, subject "The Winter EP"). It would go to 2 recipients now: ana@blog.test and tips@zine.test.',
    );
    expect((await tool("list_campaigns").run({ status: "sent" }, ctx)).summary).toBe(
      "None of your campaigns has been sent yet.",
    );
  });

  test("delete_campaign deletes a draft after a yes; undo brings it back", async () => {
    const asked = await say("delete the winter ep campaign");
    expect(asked.pending?.summary).toBe('Delete the draft campaign "Winter EP blog pitch" (subject "The Winter EP")');
    expect((await say("yes")).message).toBe('Deleted the draft campaign "Winter EP blog pitch".');
    expect(listCampaigns(db, "Sunny")).toEqual([]);
    expect((await say("undo")).message).toBe('Undone. The draft campaign "Winter EP blog pitch" is back.');
    expect(listCampaigns(db, "Sunny")[0]).toMatchObject({
      name: "Winter EP blog pitch",
      subject: "The Winter EP",
      status: "draft",
    });
  });
});

describe("outreach tools: talking to Sunshine", () => {
  test("drafting from a sentence never sends", async () => {
    const r = await say("draft an email campaign to blogs about my new single Night Drive");
    expect(r.actions[0]).toMatchObject({
      type: "draft_campaign",
      data: { name: "Night Drive blog pitch", subject: "New single: Night Drive", recipientType: "custom" },
    });
    expect(getCampaign(db, 2).status).toBe("draft");
    expect((await say("should i make an email campaign for my album")).actions).toEqual([]);
    expect(smtp.messages).toEqual([]);
  });

  test("groups, addresses and the user's own subject make a draft; a name alone after 'bin' finds the draft", async () => {
    const sup = await say("i want to reach out to music supervisors by email about night drive, just a draft for now");
    expect(sup.actions[0]).toMatchObject({ type: "draft_campaign", data: { recipientType: "licensing" } });
    const two = await say("set up an email to ana@indie.test and bob@blog.test, subject the ep is out");
    expect(two.actions[0]).toMatchObject({
      type: "draft_campaign",
      data: {
        subject: "The ep is out",
        recipientType: "custom",
        customRecipients: ["ana@indie.test", "bob@blog.test"],
      },
    });
    expect((await say("bin the winter ep blog pitch")).pending?.summary).toContain(
      'Delete the draft campaign "Winter EP',
    );
  });

  test("send_campaign refuses without SMTP, and sends only after a yes when SMTP is set up", async () => {
    const refused = await say("send the winter ep campaign");
    expect(refused.actions).toEqual([]);
    expect(refused.message).toContain("SMTP_URL");
    const config = { persona: "Sunshine", smtp: { url: smtp.url, from: "Sunny Rivers <sunny@test.test>" } };
    const asked = await say("send the winter ep campaign", config);
    expect(asked.pending?.summary).toBe(
      'Send the campaign "Winter EP blog pitch" (subject "The Winter EP") to 2 recipients: ana@blog.test and tips@zine.test',
    );
    expect(smtp.messages).toEqual([]);
    expect((await say("no", config)).message).toContain("cancelled; nothing changed");
    expect(getCampaign(db, 1).status).toBe("draft");
    await say("send the winter ep campaign", config);
    expect((await say("yes", config)).message).toMatch(/^Sending "Winter EP blog pitch" to 2 recipients now/);
    await whenDelivered(1);
    expect(smtp.messages.map((m) => [m.to[0], m.text])).toEqual([
      ["ana@blog.test", "Hi Ana, an early listen? Sunny Rivers"],
      ["tips@zine.test", "Hi tips, an early listen? Sunny Rivers"],
    ]);
    expect(getCampaign(db, 1)).toMatchObject({ status: "sent", sentCount: 2 });
    expect((await say("send the winter ep campaign", config)).message).toContain("was already sent");
  });
});
