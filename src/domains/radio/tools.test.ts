import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createStation, getStation, listStations } from "./service";
import { radioTools } from "./tools";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const daysAgo = (n: number) => new Date(2026, 10, 23 - n, 11, 0).toISOString();
const tool = (name: string) => radioTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;
const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  resetConversation(db);
  // 1 KEXP contacted 13 days ago; 2 WFMU pending; 3 BBC Radio 6 Music contacted 21 days ago; 4 KCRW responded; 5 BBC Radio 1 pending.
  createStation(
    db,
    {
      name: "KEXP",
      location: "Seattle, WA",
      genre: "Indie",
      contactName: "Kevin Cole",
      contactEmail: "music@kexp.org",
      status: "contacted",
      lastContacted: daysAgo(13),
    },
    NOW,
  );
  createStation(
    db,
    { name: "WFMU", location: "Jersey City, NJ", contactName: "Brian Turner", contactEmail: "brian@wfmu.org" },
    NOW,
  );
  createStation(
    db,
    {
      name: "BBC Radio 6 Music",
      location: "London, UK",
      contactName: "Emma Hart",
      contactEmail: "emma@bbc.test",
      status: "contacted",
      lastContacted: daysAgo(21),
    },
    NOW,
  );
  createStation(db, { name: "KCRW", location: "Santa Monica, CA", status: "responded" }, NOW);
  createStation(db, { name: "BBC Radio 1", location: "London, UK" }, NOW);
});

describe("radio tools: run and undo", () => {
  test("add_station adds the station; undo removes it", async () => {
    const out = await tool("add_station").run(
      { name: "WNYC", location: "New York", contactName: "Ann", contactEmail: "ann@wnyc.test" },
      ctx,
    );
    expect(out.summary).toBe("Added radio station WNYC (New York; contact Ann <ann@wnyc.test>), status pending.");
    expect(listStations(db).map((x) => x.name)).toContain("WNYC");
    expect(out.undo!()).toBe("Removed the radio station WNYC.");
    expect(listStations(db).map((x) => x.name)).not.toContain("WNYC");
  });

  test("set_station_status records the change; undo restores status and lastContacted exactly", async () => {
    const before = getStation(db, 1);
    const out = await tool("set_station_status").run({ id: 1, status: "responded" }, ctx);
    expect(out.summary).toBe("Great news! KEXP is marked as responded. Your radio response rate is now 66.7%.");
    expect(getStation(db, 1).status).toBe("responded");
    expect(out.undo!()).toBe("KEXP is contacted again.");
    expect(getStation(db, 1)).toMatchObject({ status: "contacted", lastContacted: before.lastContacted });

    const contacted = await tool("set_station_status").run(
      { id: 2, status: "contacted", lastContacted: daysAgo(2) },
      ctx,
    );
    expect(contacted.summary).toBe(
      "Marked WFMU as contacted Nov 21. It stays on your follow-up list until they reply.",
    );
    contacted.undo!();
    expect(getStation(db, 2)).toMatchObject({ status: "pending", lastContacted: null });
    expect(() =>
      tool("set_station_status").run({ id: 2, status: "contacted", lastContacted: "2026-12-01T10:00:00" }, ctx),
    ).toThrow(/still to come/);
  });
});

describe("radio tools: answers", () => {
  test("who hasn't responded, the summary, a station's details, filters", async () => {
    expect((await tool("stations_not_responded").run({}, ctx)).summary).toBe(
      "2 stations haven't responded yet — worth a follow-up: BBC Radio 6 Music (contacted 21 days ago (Nov 2), Emma Hart <emma@bbc.test>) and KEXP (contacted 13 days ago (Nov 10), Kevin Cole <music@kexp.org>). Not contacted yet: BBC Radio 1 and WFMU.",
    );
    expect((await tool("radio_summary").run({}, ctx)).summary).toBe(
      "You have 5 radio stations: 2 pending, 2 contacted, 1 responded and 0 rejected. Response rate: 33.3% (1 of the 3 you've contacted replied: KCRW).",
    );
    expect((await tool("list_stations").run({ id: 1 }, ctx)).summary).toBe(
      "KEXP (Seattle, WA, Indie): contacted 13 days ago (Nov 10), no reply yet. Contact: Kevin Cole <music@kexp.org>.",
    );
    expect((await tool("list_stations").run({ place: "london" }, ctx)).summary).toBe(
      "Stations in London: BBC Radio 1 (pending) and BBC Radio 6 Music (contacted).",
    );
    expect((await tool("list_stations").run({ status: "rejected" }, ctx)).summary).toBe(
      "None of your 5 stations match: no stations that rejected.",
    );
  });

  test("draft_station_pitch writes the text from the station's record and stores nothing", async () => {
    const before = JSON.stringify(listStations(db));
    const out = await tool("draft_station_pitch").run(
      { id: 1, song: "Golden Hour", kind: "single" },
      { ...ctx, config: { persona: "Sunshine", name: "Sunny Rivers" } as ToolContext["config"] },
    );
    expect(out.summary).toContain("to Kevin Cole <music@kexp.org>. It's not sent");
    expect(out.summary).toContain('Subject: Airplay submission: "Golden Hour" (new single)');
    expect(out.summary).toContain(
      "Hi Kevin,\n\nI'd love for KEXP to hear my new single, \"Golden Hour\". I think it would sit well in KEXP's Indie programming.",
    );
    expect(out.summary).toContain("Thanks for listening,\nSunny Rivers");
    expect(JSON.stringify(listStations(db))).toBe(before);
  });

  test("an empty list says so kindly", async () => {
    db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
    const empty = { ...ctx, db };
    expect((await tool("radio_summary").run({}, empty)).summary).toMatch(/^You have no radio stations yet/);
    expect((await tool("stations_not_responded").run({}, empty)).summary).toBe(
      "No station is waiting on a reply: everyone you contacted has answered.",
    );
  });
});

describe("radio tools: talking to Sunshine", () => {
  test("add, change status, undo", async () => {
    const added = await say("add WNYC in New York, contact John at john@wnyc.test, they play jazz");
    expect(added.actions[0]).toMatchObject({
      type: "add_station",
      data: { name: "WNYC", location: "New York", contactName: "John", contactEmail: "john@wnyc.test", genre: "Jazz" },
    });
    const replied = await say("kexp got back to me!");
    expect(replied.actions[0]).toMatchObject({ type: "set_station_status", data: { id: 1, status: "responded" } });
    expect((await say("undo")).message).toBe("Undone. KEXP is contacted again.");
    expect(getStation(db, 1).status).toBe("contacted");
    const no = await say("bbc 6 music said no");
    expect(no.actions[0]).toMatchObject({ type: "set_station_status", data: { id: 3, status: "rejected" } });
  });

  test("never-pitched stations, a song named after 'about', and campaigns left to Email Outreach", async () => {
    for (const q of ["which stations have i not pitched yet", "which stations am i yet to pitch"])
      expect((await say(q)).message).toBe(
        "Stations not contacted yet: BBC Radio 1 (pending, London, UK) and WFMU (pending, Jersey City, NJ).",
      );
    const pitch = await say("could you write to kexp about night drive");
    expect(pitch.message).toContain('Subject: Airplay submission: "Night Drive" (new single)');
    expect((await say("write a pitch to kexp about getting airplay")).message).toContain("my new single for KEXP");
    const campaign = await say("add a campain for the radio stations about golden hour");
    expect(campaign.actions[0]?.type).not.toBe("add_station");
  });

  test("questions, ambiguity and unknown stations never write", async () => {
    const ask = await say("mark bbc as contacted");
    expect(ask.actions).toEqual([]);
    expect(ask.message).toMatch(
      /^Which station do you mean: BBC Radio (1 or BBC Radio 6 Music|6 Music or BBC Radio 1)\?$/,
    );
    const q = await say("has kexp responded?");
    expect(q.actions).toEqual([]);
    expect(q.message).toContain("KEXP (Seattle, WA, Indie): contacted 13 days ago");
    const none = await say("mark the station KZZZ as contacted");
    expect(none.actions).toEqual([]);
    expect(none.message).toContain(`I couldn't find a radio station called "KZZZ"`);
    expect((await say("kexp hasn't responded")).actions).toEqual([]);
    expect((await say("draft a pitch to wfmu about my new single Golden Hour")).message).toContain(
      'Hi Brian,\n\nI\'d love for WFMU to hear my new single, "Golden Hour".',
    );
    expect(listStations(db).find((x) => x.id === 1)!.status).toBe("contacted");
  });

  test("delete a station: asks first, removes it on yes, undo brings the same row back", async () => {
    for (const sentence of ["remove WFMU from my radio list", "delete the WFMU station", "take wfmu off my station list"]) {
      const ask = await say(sentence);
      expect(ask.pending).toBeTruthy();
      expect(ask.message).toContain("Delete the radio station WFMU");
      await say("no");
      expect(listStations(db).some((x) => x.name === "WFMU")).toBe(true);
    }
    await say("please delete the radio station WFMU");
    const yes = await say("yes");
    expect(yes.message).toContain("Removed the radio station WFMU from your list.");
    expect(listStations(db).some((x) => x.name === "WFMU")).toBe(false);
    expect((await say("undo")).message).toContain("WFMU is back on your radio list.");
    expect(getStation(db, 2).contactEmail).toBe("brian@wfmu.org");
    const none = await say("delete the KZZZ station");
    expect(none.pending).toBeFalsy();
    expect(none.message).toBe(`I couldn't find a radio station called "KZZZ"; nothing was deleted.`);
    // Other lists are not stations.
    expect((await say("delete the task call KEXP")).message).not.toContain("radio station");
  });
});
