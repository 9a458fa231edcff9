import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { startTestServer, type TestServer } from "../../test/harness";
import { windows1252 } from "./test/samples";
import { upload } from "./test/upload";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await server.request("PUT", "/api/profile", { timeZone: "Europe/London" });
});
afterAll(() => server.close());

const commit = async (id: number) => (await server.request("POST", `/api/imports/${id}/commit`)).body;
const stations = async () => (await server.request("GET", "/api/radio-stations?limit=200")).body;
const supervisors = async () => (await server.request("GET", "/api/music-supervisors?limit=200")).body;

const VCARDS = [
  "BEGIN:VCARD",
  "VERSION:3.0",
  "FN:Jane Doe",
  "N:Doe;Jane;;;",
  "ORG:KEXP Seattle;Music",
  "TITLE:Music Director",
  "EMAIL;TYPE=INTERNET,WORK:jane@kexp.example",
  "TEL;TYPE=CELL:+1 555 0100",
  "item1.URL:https://kexp.example",
  "NOTE:Likes folk\\, indie and a very long note that goes on and on so that the line has to be folded in the",
  "  file as vCard wants",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:4.0",
  "FN:Bob Ray",
  "ORG:Radio Nova",
  "EMAIL:bob@nova.example",
  "TEL;VALUE=uri:tel:+33-1-555-0101",
  "END:VCARD",
  "",
].join("\r\n");

describe("contacts: vCard and Google/Outlook CSV into stations and supervisors", () => {
  test("vCard 3 and 4 → radio stations, with preview, de-duplication, undo and a vCard export", async () => {
    const preview = await upload(server, VCARDS, "phone.vcf", { target: "radio" });
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({
      kind: "contacts",
      format: "vcard",
      status: "preview",
      rows: 2,
      duplicates: 0,
      target: "radio",
      titles: ["Jane Doe", "Bob Ray"],
    });
    expect(await stations()).toEqual([]);
    const done = await commit(preview.body.id);
    expect(done).toMatchObject({ status: "imported", imported: 2 });
    const list = await stations();
    expect(list.map((s: any) => [s.name, s.contactName, s.contactEmail]).sort()).toEqual([
      ["KEXP Seattle, Music", "Jane Doe", "jane@kexp.example"],
      ["Radio Nova", "Bob Ray", "bob@nova.example"],
    ]);

    const again = await upload(server, VCARDS, "phone.vcf", { target: "radio" });
    expect(again.body).toMatchObject({ rows: 2, duplicates: 2 });
    expect((await commit(again.body.id)).imported).toBe(0);
    expect(await stations()).toHaveLength(2);

    const vcf = await fetch(`${server.url}/api/contacts.vcf?target=radio`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    expect(vcf.headers.get("content-type")).toContain("text/vcard");
    const parsed = ICAL.parse(await vcf.text()) as unknown[];
    const cards = parsed.map((c) => new ICAL.Component(c as never));
    expect(cards.map((c) => c.getFirstPropertyValue("email")).sort()).toEqual([
      "bob@nova.example",
      "jane@kexp.example",
    ]);

    const undo = await server.request("DELETE", `/api/imports/${done.id}`);
    expect(undo.body).toEqual({ ok: true, removed: 2 });
    expect(await stations()).toEqual([]);
  });

  test("Google CSV (several e-mails in one cell) and Outlook CSV (Windows-1252) → music supervisors", async () => {
    const google = [
      "First Name,Middle Name,Last Name,Organization Name,Organization Title,Notes,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value",
      'Ana,,Silva,Blue Frame Music,Music Supervisor,"Met at SXSW, likes ""dream pop""",* myContacts,* Work,ana@blueframe.example ::: ana.silva@mail.example,Mobile,+1 555 0199',
      "Tom,,Hale,,,,* myContacts,,,,",
    ].join("\n");
    const g = await upload(server, google, "contacts.csv", { target: "licensing" });
    expect(g.body).toMatchObject({
      kind: "contacts",
      format: "google-csv",
      rows: 2,
      problems: [
        "1 contact has no e-mail address.",
        "1 contact has more than one e-mail address (Ana Silva): the first is their e-mail, the others are kept in their notes.",
      ],
    });
    await commit(g.body.id);
    const outlook = windows1252(
      [
        "First Name,Middle Name,Last Name,Title,Company,Job Title,E-mail Address,Notes",
        "José,,Núñez,,Sonido Films,Supervisor,jose@sonido.example,",
        "Ana,,Silva,,,,ana@blueframe.example,",
      ].join("\r\n"),
    );
    const o = await upload(server, outlook, "outlook.csv", { target: "licensing" });
    expect(o.body).toMatchObject({
      format: "outlook-csv",
      rows: 2,
      duplicates: 1,
      titles: ["José Núñez", "Ana Silva"],
    });
    await commit(o.body.id);
    const list = await supervisors();
    expect(list.map((s: any) => [s.name, s.company, s.email]).sort()).toEqual([
      ["Ana Silva", "Blue Frame Music", "ana@blueframe.example"],
      ["José Núñez", "Sonido Films", "jose@sonido.example"],
      ["Tom Hale", null, null],
    ]);
    expect((await upload(server, google, "c.csv", { target: "moon" })).status).toBe(422);
  });
});

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");

describe("calendar: .ics into the calendar", () => {
  const ics = () =>
    [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Test//Gigs//EN",
      "BEGIN:VTIMEZONE",
      "TZID:America/New_York",
      "BEGIN:STANDARD",
      "DTSTART:19701101T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
      "TZOFFSETFROM:-0400",
      "TZOFFSETTO:-0500",
      "END:STANDARD",
      "BEGIN:DAYLIGHT",
      "DTSTART:19700308T020000",
      "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
      "TZOFFSETFROM:-0500",
      "TZOFFSETTO:-0400",
      "END:DAYLIGHT",
      "END:VTIMEZONE",
      "BEGIN:VEVENT",
      "UID:gig-1@test",
      "DTSTAMP:20260101T000000Z",
      "DTSTART;TZID=America/New_York:20261210T193000",
      "DTEND;TZID=America/New_York:20261210T220000",
      "SUMMARY:Gig at Mercury Lounge",
      "LOCATION:Mercury Lounge\\, NYC",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:fest@test",
      "DTSTAMP:20260101T000000Z",
      "DTSTART;VALUE=DATE:20270704",
      "SUMMARY:Festival day",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:call@test",
      "DTSTAMP:20260101T000000Z",
      "DTSTART:20270105T090000Z",
      "SUMMARY:Label call",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:rehearsal@test",
      "DTSTAMP:20260101T000000Z",
      `DTSTART:${day(1)}T180000`,
      "RRULE:FREQ=WEEKLY;COUNT=4",
      `EXDATE:${day(8)}T180000`,
      "SUMMARY:Rehearsal",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");

  test("time zones to the owner's clock, all-day, UTC, weekly repeats without the excluded date; again adds nothing; undo", async () => {
    const preview = await upload(server, ics(), "gigs.ics");
    expect(preview.body).toMatchObject({ kind: "calendar", format: "ics", rows: 6, duplicates: 0 });
    const done = await commit(preview.body.id);
    expect(done.imported).toBe(6);
    const events = (await server.request("GET", "/api/calendar-events?limit=100")).body;
    const byTitle = (t: string) => events.filter((e: any) => e.title === t);
    expect(byTitle("Gig at Mercury Lounge")[0]).toMatchObject({
      date: "2026-12-11",
      time: "00:30",
      location: "Mercury Lounge, NYC",
      type: "gig",
    });
    expect(byTitle("Festival day")[0]).toMatchObject({ date: "2027-07-04", time: null });
    expect(byTitle("Label call")[0]).toMatchObject({ date: "2027-01-05", time: "09:00" });
    const rehearsals = byTitle("Rehearsal").map((e: any) => e.date.replaceAll("-", ""));
    expect(rehearsals).toEqual([day(1), day(15), day(22)]);
    expect(byTitle("Rehearsal")[0].time).toBe("18:00");

    const again = await upload(server, ics(), "gigs.ics");
    expect(again.body).toMatchObject({ rows: 6, duplicates: 6 });
    expect((await commit(again.body.id)).imported).toBe(0);
    expect(await server.request("DELETE", `/api/imports/${done.id}`)).toMatchObject({ body: { ok: true, removed: 6 } });
    expect((await server.request("GET", "/api/calendar-events?limit=100")).body).toEqual([]);
  });

  test("the calendar's own export imports back as nothing new, at the same moments", async () => {
    const done = await commit((await upload(server, ics(), "gigs.ics")).body.id);
    const res = await fetch(`${server.url}/api/calendar-events/export.ics`, { headers: { authorization: `Bearer ${server.token}` } });
    const exported = await res.text();
    // 19:30 in New York is 00:30 UTC the next day: a moment, never a floating time.
    expect(exported).toContain("DTSTART:20261211T003000Z");
    expect(exported).toContain("UID:gig-1@test");
    const back = await upload(server, exported, "sunshine-calendar.ics");
    expect(back.body).toMatchObject({ rows: 6, duplicates: 6 });
    await server.request("DELETE", `/api/imports/${back.body.id}`);
    await server.request("DELETE", `/api/imports/${done.id}`);
  });

  test("a damaged calendar file is one clear 4xx and adds nothing", async () => {
    const cut = ics().slice(0, 300);
    const r = await upload(server, cut, "cut.ics");
    expect(r.status).toBe(422);
    expect(r.body.error.message).toContain("calendar file could not be read");
  });
});
