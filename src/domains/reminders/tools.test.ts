import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import { localDateKey, localTimeKey } from "../../shared/dates";
import type { ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createReminder, listReminders } from "./service";
import { remindersTools } from "./tools";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const at = (days: number, h: number, m = 0) => new Date(2026, 10, 23 + days, h, m).toISOString();
const local = (iso: string) => `${localDateKey(new Date(iso))}T${localTimeKey(new Date(iso))}`;
const tool = (name: string) => remindersTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  createReminder(db, { message: "Call mum", remindAt: at(2, 18) }, NOW);
  createReminder(db, { message: "Call the printers about merch", remindAt: at(0, 16) }, NOW);
  resetConversation(db);
});

const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

describe("reminder tools: run and undo", () => {
  test("set_reminder saves it and undo removes it; the past is refused", async () => {
    const out = await tool("set_reminder").run({ message: "Check the upload", remindAt: at(0, 10, 20) }, ctx);
    expect(out.summary).toBe("I'll remind you to check the upload at 10:20 AM today.");
    expect(listReminders(db)).toHaveLength(3);
    expect(out.undo!()).toBe('Cancelled the reminder "Check the upload".');
    expect(listReminders(db)).toHaveLength(2);
    expect(() => tool("set_reminder").run({ message: "Too late", remindAt: at(0, 9) }, ctx)).toThrow("already passed");
    // A thing rather than an errand reads as what the reminder is about.
    const thing = await tool("set_reminder").run({ message: "The soundcheck", remindAt: at(1, 17) }, ctx);
    expect(thing.summary).toBe("I'll remind you about the soundcheck at 5:00 PM tomorrow.");
  });

  test("move_reminder moves it, undo puts it back; the past is refused", async () => {
    const mum = listReminders(db).find((r) => r.message === "Call mum")!;
    const out = await tool("move_reminder").run({ id: mum.id, remindAt: at(2, 19) }, ctx);
    expect(out.summary).toBe("I'll remind you to call mum at 7:00 PM on Wednesday Nov 25 instead (it was at 6:00 PM on Wednesday Nov 25).");
    expect(local(listReminders(db).find((r) => r.id === mum.id)!.remindAt)).toBe("2026-11-25T19:00");
    out.undo!();
    expect(local(listReminders(db).find((r) => r.id === mum.id)!.remindAt)).toBe("2026-11-25T18:00");
    expect(() => tool("move_reminder").run({ id: mum.id, remindAt: at(0, 9) }, ctx)).toThrow("already passed");
  });

  test("cancel_reminder previews, cancels, and undo brings back the same reminder", async () => {
    const before = listReminders(db).find((r) => r.id === 1)!;
    expect(tool("cancel_reminder").preview!({ id: 1 }, ctx)).toBe(
      'Cancel the reminder "Call mum" (6:00 PM on Wednesday Nov 25)',
    );
    const out = await tool("cancel_reminder").run({ id: 1 }, ctx);
    expect(listReminders(db).some((r) => r.id === 1)).toBe(false);
    out.undo!();
    expect(listReminders(db).find((r) => r.id === 1)).toEqual(before);
  });

  test("list_reminders lists what is to come, or says there is none", async () => {
    expect((await tool("list_reminders").run({}, ctx)).summary).toBe(
      '2 reminders coming up: "Call the printers about merch" at 4:00 PM today and "Call mum" at 6:00 PM on Wednesday Nov 25.',
    );
    const later = { ...ctx, now: new Date(2026, 11, 1) };
    expect((await tool("list_reminders").run({}, later)).summary).toBe("You have no reminders coming up.");
  });
});

describe("reminder tools through respond()", () => {
  test("spoken times: 'three thirty pm', 'at 4' (the next 4 o'clock), 'in 20 minutes'", async () => {
    const cases: [string, string, string][] = [
      ["remind me at three thirty pm to call the venue", "Call the venue", "2026-11-23T15:30"],
      ["nudge me at 4 to leave for soundcheck", "Leave for soundcheck", "2026-11-23T16:00"],
      ["remind me in 20 minutes to check the upload", "Check the upload", "2026-11-23T10:20"],
      ["remind me on dec 5 at 10am to renew the domain", "Renew the domain", "2026-12-05T10:00"],
    ];
    for (const [m, message, when] of cases) {
      const r = await say(m);
      expect(r.actions[0]?.type).toBe("schedule_reminder");
      expect((r.actions[0]!.data as { message: string }).message).toBe(message);
      expect(local((r.actions[0]!.data as { remindAt: string }).remindAt)).toBe(when);
    }
  });

  test("a reminder without a time asks; an explicit time today that has passed is refused", async () => {
    expect((await say("set a reminder for thursday")).message).toContain("What time");
    const r = await say("remind me today at 9am to call the label");
    expect(r.actions).toEqual([]);
    expect(r.message).toContain("already passed");
  });

  test("cancel by a nickname waits for yes; undo brings it back", async () => {
    const q = await say("cancel the printers reminder");
    expect(q.pending?.summary).toContain("Call the printers about merch");
    expect((await say("yes")).message).toContain("Cancelled");
    expect(listReminders(db)).toHaveLength(1);
    expect((await say("undo")).message).toContain("Brought back");
    expect(listReminders(db)).toHaveLength(2);
    expect((await say("remove the reminder")).message).toContain("Which reminder");
    expect((await say("cancel my reminder about the dentist")).message).toContain("couldn't find");
  });

  test("'twenty past four', 'ten to five'; 'don't let me forget … at 7pm'; a passed time this morning is refused", async () => {
    const cases: [string, string, string][] = [
      ["remind me at twenty past four to ring the venue", "Ring the venue", "2026-11-23T16:20"],
      ["remind me at ten to five to leave", "Leave", "2026-11-23T16:50"],
      ["dont let me forget to call the drummer at 7pm", "Call the drummer", "2026-11-23T19:00"],
    ];
    for (const [m, message, when] of cases) {
      const r = await say(m);
      expect(r.actions[0]?.type).toBe("schedule_reminder");
      expect((r.actions[0]!.data as { message: string }).message).toBe(message);
      expect(local((r.actions[0]!.data as { remindAt: string }).remindAt)).toBe(when);
    }
    const r = await say("remind me at 8am this morning to stretch");
    expect(r.actions).toEqual([]);
    expect(r.message).toContain("already passed");
  });
});
