import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createEvent, getEvent, listEvents } from "./service";
import { calendarTools } from "./tools";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const tool = (name: string) => calendarTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  createEvent(db, { title: "Gig at the Roxy", date: "2026-11-27", time: "20:00", type: "gig", location: "The Roxy" });
  createEvent(db, { title: "Band rehearsal", date: "2026-11-25", time: "19:00", type: "other" });
  createEvent(db, { title: "Open mic", date: "2026-11-21", time: "20:00", type: "gig" });
});

const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

describe("calendar tools", () => {
  test("add_event adds the event (end time noted) and undo removes it", async () => {
    const out = await tool("add_event").run(
      {
        title: "Gig at the Fleece",
        date: "2026-11-28",
        time: "20:00",
        endTime: "23:00",
        type: "gig",
        location: "The Fleece",
      },
      ctx,
    );
    expect(out.summary).toContain("Saturday Nov 28 at 8:00 PM to 11:00 PM");
    const added = out.data as { id: number; description: string };
    expect(getEvent(db, added.id).description).toBe("Until 11:00 PM");
    out.undo!();
    expect(listEvents(db).some((e) => e.id === added.id)).toBe(false);
  });

  test("add_event refuses a day that has passed", async () => {
    expect(() => tool("add_event").run({ title: "Gig", date: "2026-11-22", type: "gig" }, ctx)).toThrow(
      "already passed",
    );
  });

  test("move_event moves and undo puts it back", async () => {
    const out = await tool("move_event").run({ id: 1, date: "2026-11-28", time: "21:00" }, ctx);
    expect(out.summary).toContain("Saturday Nov 28 at 9:00 PM");
    expect(getEvent(db, 1)).toMatchObject({ date: "2026-11-28", time: "21:00" });
    out.undo!();
    expect(getEvent(db, 1)).toMatchObject({ date: "2026-11-27", time: "20:00" });
  });

  test("cancel_event deletes and undo brings it back", async () => {
    const out = await tool("cancel_event").run({ id: 2 }, ctx);
    expect(listEvents(db).map((e) => e.title)).not.toContain("Band rehearsal");
    out.undo!();
    expect(listEvents(db).find((e) => e.title === "Band rehearsal")).toMatchObject({
      date: "2026-11-25",
      time: "19:00",
    });
  });

  test("upcoming_events lists future events only, and says so when a day is empty", async () => {
    const all = await tool("upcoming_events").run({}, ctx);
    expect(all.summary).toContain("Band rehearsal");
    expect(all.summary).not.toContain("Open mic");
    const empty = await tool("upcoming_events").run({ from: "2026-11-29", to: "2026-11-29", label: "on Sunday" }, ctx);
    expect(empty.summary).toContain("Nothing on your calendar on Sunday");
  });
});

describe("talking to the calendar", () => {
  beforeEach(() => resetConversation(db));

  test("adds a gig with a time range and a venue, then undoes it", async () => {
    const r = await say("add a gig at the Windmill on friday from 8 to 11pm");
    expect(r.actions[0]).toMatchObject({
      type: "add_event",
      data: {
        title: "Gig at the Windmill",
        date: "2026-11-27",
        time: "20:00",
        endTime: "23:00",
        type: "gig",
        location: "The Windmill",
      },
    });
    expect((await say("undo")).message).toContain("Removed");
    expect(listEvents(db)).toHaveLength(3);
  });

  test("moves an event found by name", async () => {
    const r = await say("move the roxy gig to saturday at 9");
    expect(r.actions[0]).toMatchObject({ type: "move_event", data: { id: 1, date: "2026-11-28", time: "21:00" } });
  });

  test("cancelling waits for a yes", async () => {
    const r = await say("cancel the band rehearsal");
    expect(r.pending).toBeDefined();
    expect(listEvents(db)).toHaveLength(3);
    await say("yes");
    expect(listEvents(db)).toHaveLength(2);
  });

  test("answers what is on a day, and never writes for a question or a missing event", async () => {
    expect((await say("what's on friday")).message).toContain("Gig at the Roxy");
    const q = await say("do I have a gig on saturday");
    expect(q.actions).toHaveLength(0);
    const none = await say("cancel the gig at the dublin castle");
    expect(none.message).toContain("couldn't find");
    expect(none.pending).toBeUndefined();
  });

  test("a range of days is read (between/from…to, a bare day takes the other end's month); 'show me' never adds", async () => {
    const r = await say("show me what i have between the 24th and the 28th of november");
    expect(r.actions).toHaveLength(0);
    expect(r.message).toContain("Band rehearsal");
    expect(r.message).toContain("Gig at the Roxy");
    expect((await say("what gigs have i got between now and the 26th")).message).toContain("No gigs");
    expect(listEvents(db)).toHaveLength(3);
  });

  test("'where's the X' and 'the X's moved to…' find the event", async () => {
    expect((await say("where's the roxy gig")).message).toContain("The Roxy");
    const r = await say("the rehearsal's moved to thursday");
    expect(r.actions[0]).toMatchObject({ type: "move_event", data: { id: 2, date: "2026-11-26", time: "19:00" } });
  });
});
