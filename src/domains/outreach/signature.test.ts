import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { whenDelivered } from "./service";
import { startTestSmtp } from "./test-smtp";

// A pitch reads as if the owner wrote it: their display name as the From name, signed with their links.
let s: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  process.env.SMTP_RATE_PER_MINUTE = "600";
  s = await startTestServer({ SMTP_URL: smtp.url, SMTP_FROM: "pitches@rivers.test" });
});
afterAll(async () => {
  await s.close();
  await smtp.close();
  delete process.env.SMTP_RATE_PER_MINUTE;
});

test("pitch e-mails come from the owner's name and carry the signature with links", async () => {
  await s.request("PUT", "/api/profile", {
    displayName: "Maya Rivers",
    website: "mayarivers.co.uk",
    links: { bandcamp: "mayarivers.bandcamp.com", spotify: "https://open.spotify.com/artist/abc" },
  });
  const campaign = (
    await s.request("POST", "/api/email-campaigns", {
      name: "Winter single",
      subject: "New single for {{name}}",
      template: "Hi {{name}},\n\nMy new single is out.\n\nThanks,\n{{senderName}}",
      recipientType: "custom",
      customRecipients: "Kevin Cole <kevin@kexp.test>",
    })
  ).body;
  expect(campaign.id).toBeGreaterThan(0);
  expect((await s.request("POST", `/api/email-campaigns/${campaign.id}/send`)).status).toBe(202);
  await whenDelivered(campaign.id);
  const m = smtp.messages.at(-1)!;
  expect(m.headers.from).toBe("Maya Rivers <pitches@rivers.test>");
  expect(m.text).toBe(
    "Hi Kevin Cole,\n\nMy new single is out.\n\nThanks,\nMaya Rivers\nhttps://mayarivers.co.uk\n" +
      "Spotify: https://open.spotify.com/artist/abc\nBandcamp: https://mayarivers.bandcamp.com",
  );
});
