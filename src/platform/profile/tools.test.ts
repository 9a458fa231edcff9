import { beforeEach, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import { registerOwnerProfile } from "../../lib/owner-profile";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { readProfile, updateProfile } from "./service";
import { createInvoice } from "../../domains/invoices/service";

// 09:00 in London on a Monday.
const NOW = new Date("2026-11-23T09:00:00Z");
let db: Db;
const say = async (message: string) =>
  (await respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW })).message;

beforeEach(() => {
  registerOwnerProfile((d) => readProfile(d));
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "profile-tools-")), "t.db"));
  resetConversation(db);
});

test("the assistant answers from the owner's profile: links, VAT number, and says what is missing", async () => {
  expect(await say("what's my bandcamp link?")).toBe(
    "You haven't added your Bandcamp link yet: add it under Settings → Profile and I'll remember it.",
  );
  updateProfile(db, {
    displayName: "Maya Rivers",
    links: { bandcamp: "mayarivers.bandcamp.com", spotify: "https://open.spotify.com/artist/abc" },
    taxNumber: "GB123456789",
    timeZone: "Europe/London",
  });
  expect(await say("what's my bandcamp link?")).toBe("Your Bandcamp link: https://mayarivers.bandcamp.com");
  expect(await say("give me my spotify link")).toBe("Your Spotify link: https://open.spotify.com/artist/abc");
  expect(await say("what's my VAT number")).toBe("Your VAT / tax number: GB123456789");
});

test("greets and thanks the owner by name, in their time zone", async () => {
  updateProfile(db, { timeZone: "Europe/London" });
  expect(await say("hi")).toStartWith("Good morning! I'm Sunshine");
  updateProfile(db, { displayName: "Maya Rivers", timeZone: "America/Los_Angeles" });
  // 09:00 in London is 01:00 in Los Angeles.
  expect(await say("hi")).toStartWith("Hello, night owl, Maya Rivers! I'm Sunshine");
  expect(await say("thanks")).toBe("You're welcome, Maya Rivers! Anything else I can help with?");
});

test("invoice answers follow the owner's locale and each invoice's currency", async () => {
  updateProfile(db, { locale: "de-DE", currency: "EUR", timeZone: "Europe/Berlin" });
  createInvoice(
    db,
    {
      clientName: "Kulturhaus Berlin",
      clientEmail: "buchhaltung@kulturhaus.test",
      lines: [{ description: "Konzert", quantity: 1, unitPrice: "2950.5" }],
      taxRate: 19,
      status: "sent",
    },
    NOW,
  );
  // 2,950.50 + 19 % = 3,511.10, written the German way (the space before € is a no-break space).
  expect(await say("who owes me money?")).toMatch(
    /^You.re owed 3\.511,10\s€ on 1 sent invoice: Kulturhaus Berlin INV-0001 \(3\.511,10\s€, sent\)/,
  );
});

test("the assistant changes one detail when told ('my business is called …'), checks it, and undo restores it", async () => {
  updateProfile(db, { businessName: "Old Name Music" });
  expect(await say("my business is called Night Owl Records")).toContain(
    "Your business name is now Night Owl Records (it was Old Name Music).",
  );
  expect(readProfile(db).businessName).toBe("Night Owl Records");
  expect(await say("what's my business name?")).toBe("Your business name: Night Owl Records");
  expect(await say("undo")).toContain("Your business name is Old Name Music again.");
  expect(await say("set my VAT number to GB987654321")).toContain("Your VAT / tax number is now GB987654321.");
  expect(await say("my bandcamp is nightowl.bandcamp.com")).toContain(
    "Your Bandcamp link is now https://nightowl.bandcamp.com.",
  );
  expect(readProfile(db).taxNumber).toBe("GB987654321");
  // The profile's own check answers a bad value; nothing changes.
  expect(await say("my email is maya at home")).toContain("E-mail must be a valid address");
  expect(readProfile(db).email).toBeNull();
  // Questions and other things called "my …" are not changes.
  expect(await say("my name is what?")).not.toContain("is now");
  expect(readProfile(db).displayName).not.toBe("what?");
});
