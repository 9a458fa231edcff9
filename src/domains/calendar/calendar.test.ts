import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ICAL from "ical.js";
import { eventually, startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";
import { listNotifications } from "../../platform/notifications/service";
import { createEvent, exportIcal, sendDueReminders, startEventReminders } from "./service";
import { ownerTimeZone } from "../../lib/owner-profile";
import { instantIn } from "../../shared/dates";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

describe("calendar events API", () => {
  let id: number;

  test("creates an event with the spec defaults (type meeting, reminder 15 minutes before)", async () => {
    const res = await s.request("POST", "/api/calendar-events", { title: "  Label call  ", date: "2030-03-14" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Label call",
      date: "2030-03-14",
      time: null,
      type: "meeting",
      reminder: "15 minutes before",
      description: "",
      location: "",
    });
    id = res.body.id;
    expect(
      listActivity(s.deps.db, 5).some((a) => a.message === 'Event "Label call" added to the calendar for 2030-03-14'),
    ).toBe(true);
  });

  test("lists events sorted by date and time, filtered by range", async () => {
    await s.request("POST", "/api/calendar-events", {
      title: "Gig at The Echo",
      date: "2030-03-10",
      time: "21:30",
      type: "gig",
      location: "The Echo, LA",
      reminder: "1 day before",
    });
    await s.request("POST", "/api/calendar-events", {
      title: "Soundcheck",
      date: "2030-03-10",
      time: "18:00",
      type: "gig",
    });
    const all = await s.request("GET", "/api/calendar-events");
    expect(all.status).toBe(200);
    expect(all.body.map((e: any) => e.title)).toEqual(["Soundcheck", "Gig at The Echo", "Label call"]);
    const march10 = await s.request("GET", "/api/calendar-events?from=2030-03-10&to=2030-03-10");
    expect(march10.body).toHaveLength(2);
  });

  test("updates and reads back an event; time can be cleared", async () => {
    const res = await s.request("PUT", `/api/calendar-events/${id}`, {
      time: "09:15",
      type: "interview",
      description: "Podcast",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      time: "09:15",
      type: "interview",
      description: "Podcast",
      title: "Label call",
    });
    const cleared = await s.request("PUT", `/api/calendar-events/${id}`, { time: "" });
    expect(cleared.body.time).toBeNull();
    expect((await s.request("GET", `/api/calendar-events/${id}`)).body.type).toBe("interview");
  });

  test("rejects bad input with readable 422 messages", async () => {
    const cases: [unknown, string][] = [
      [{ date: "2030-01-01" }, "Title is required"],
      [{ title: "   ", date: "2030-01-01" }, "Title is required"],
      [{ title: "X" }, "Date is required"],
      [{ title: "X", date: "tomorrow" }, "Date is required"],
      [{ title: "X", date: "2030-02-31" }, "not a real calendar date"],
      [{ title: "X", date: "2030-01-01", time: "25:00" }, "Time must look like 14:30"],
      [{ title: "X", date: "2030-01-01", type: "party" }, "Type must be one of"],
      [{ title: "X", date: "2030-01-01", reminder: "5 minutes before" }, "Reminder must be one of"],
    ];
    for (const [body, message] of cases) {
      const res = await s.request("POST", "/api/calendar-events", body);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toContain(message);
    }
    const bad = await s.request("PUT", `/api/calendar-events/${id}`, { reminder: "yearly" });
    expect(bad.status).toBe(422);
  });

  test("404 for an unknown event, 422 for a bad id", async () => {
    for (const method of ["GET", "PUT", "DELETE"]) {
      const res = await s.request(method, "/api/calendar-events/9999", method === "PUT" ? { title: "x" } : undefined);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe("Calendar event not found");
    }
    expect((await s.request("GET", "/api/calendar-events/abc")).status).toBe(422);
  });

  test("deletes an event", async () => {
    const created = await s.request("POST", "/api/calendar-events", { title: "Temp", date: "2030-05-01" });
    expect((await s.request("DELETE", `/api/calendar-events/${created.body.id}`)).body).toEqual({
      deleted: true,
      id: created.body.id,
    });
    expect((await s.request("GET", `/api/calendar-events/${created.body.id}`)).status).toBe(404);
  });
});

describe("iCal export", () => {
  test("is RFC 5545 text that an independent parser (ical.js) reads back", async () => {
    const long =
      "Bring the signed rider, two DI boxes, the merch float and the setlist; " +
      "load-in via the back alley, ask for Sam. ".repeat(3);
    await s.request("POST", "/api/calendar-events", {
      title: "Festival; main stage, day 2",
      date: "2030-07-04",
      time: "16:45",
      type: "gig",
      description: long,
      location: "Riverside Park, Stage A",
      reminder: "2 hours before",
    });
    await s.request("POST", "/api/calendar-events", {
      title: "Grant deadline",
      date: "2030-07-10",
      type: "deadline",
      reminder: "none",
    });
    const res = await fetch(`${s.url}/api/calendar-events/export.ics`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    expect(res.headers.get("content-disposition")).toMatch(
      /attachment; filename="sunshine-calendar-\d{4}-\d{2}-\d{2}\.ics"/,
    );
    const text = await res.text();
    // CRLF everywhere, no bare LF, lines folded at 75 octets, escaped text
    expect(text.includes("\r\n")).toBe(true);
    expect(/[^\r]\n/.test(text)).toBe(false);
    for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain("\r\n "); // a folded continuation line
    expect(text).toContain("SUMMARY:Festival\\; main stage\\, day 2");
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-\/\/Sunshine\/\/Sunshine Calendar\/\/EN/);

    const comp = new ICAL.Component(ICAL.parse(text));
    const vevents = comp.getAllSubcomponents("vevent");
    const titles = vevents.map((v) => v.getFirstPropertyValue("summary"));
    expect(titles).toContain("Festival; main stage, day 2");
    const fest = new ICAL.Event(
      vevents.find((v) => v.getFirstPropertyValue("summary") === "Festival; main stage, day 2")!,
    );
    expect(fest.uid).toMatch(/^calendar-event-\d+@/);
    expect(fest.description).toBe(long.trim());
    expect(fest.location).toBe("Riverside Park, Stage A");
    // (The owner's wall clock where they live, as a UTC moment.)
    const zone = ownerTimeZone(s.deps.db);
    expect(fest.startDate.toJSDate().toISOString()).toBe(instantIn("2030-07-04", "16:45", zone).toISOString());
    expect(fest.endDate.toJSDate().toISOString()).toBe(instantIn("2030-07-04", "17:45", zone).toISOString());
    expect(fest.startDate.zone?.tzid).toBe("UTC");
    expect(fest.startDate.isDate).toBe(false);
    expect(fest.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
    const alarm = fest.component.getFirstSubcomponent("valarm")!;
    expect(alarm.getFirstPropertyValue("action")).toBe("DISPLAY");
    expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-PT2H");

    const deadline = new ICAL.Event(vevents.find((v) => v.getFirstPropertyValue("summary") === "Grant deadline")!);
    expect(deadline.startDate.isDate).toBe(true);
    expect(deadline.startDate.toString()).toBe("2030-07-10");
    expect(deadline.component.getFirstSubcomponent("valarm")).toBeNull();
    const uids = vevents.map((v) => v.getFirstPropertyValue("uid"));
    expect(new Set(uids).size).toBe(uids.length);
  });

  test("times are the owner's wall clock, written as UTC moments whatever the server's zone; all-day stays a date", async () => {
    const fresh = await startTestServer();
    const tz = process.env.TZ;
    try {
      expect((await fresh.request("PUT", "/api/profile", { timeZone: "America/New_York" })).status).toBe(200);
      createEvent(fresh.deps.db, { title: "Late set", date: "2030-07-04", time: "23:30" });
      createEvent(fresh.deps.db, { title: "Winter set", date: "2030-01-10", time: "20:00" });
      createEvent(fresh.deps.db, { title: "Release day", date: "2030-07-05" });
      for (const zone of ["Pacific/Kiritimati", "America/Los_Angeles", "Asia/Kolkata"]) {
        process.env.TZ = zone; // Bun applies a changed TZ at once
        const text = exportIcal(fresh.deps.db);
        // 23:30 in New York in summer (UTC−4) and 20:00 in winter (UTC−5).
        expect(text, zone).toContain("DTSTART:20300705T033000Z\r\n");
        expect(text, zone).toContain("DTEND:20300705T043000Z\r\n");
        expect(text, zone).toContain("DTSTART:20300111T010000Z\r\n");
        expect(text, zone).toContain("DTSTART;VALUE=DATE:20300705\r\n");
        expect(text, zone).toContain("DTEND;VALUE=DATE:20300706\r\n");
      }
    } finally {
      process.env.TZ = tz ?? "";
      if (tz === undefined) delete process.env.TZ;
      fresh.close();
    }
  });

  test("an empty calendar is still a valid VCALENDAR", async () => {
    const fresh = await startTestServer();
    const empty = exportIcal(fresh.deps.db);
    await fresh.close();
    const comp = new ICAL.Component(ICAL.parse(empty));
    expect(comp.name).toBe("vcalendar");
    expect(comp.getAllSubcomponents("vevent")).toHaveLength(0);
  });
});

describe("event reminders", () => {
  test("fire once when the reminder time comes, not before, not after the start, and land under the bell", async () => {
    const db = s.deps.db;
    const start = new Date(2031, 0, 15, 20, 0);
    const created = await s.request("POST", "/api/calendar-events", {
      title: "Release party",
      date: ymd(start),
      time: "20:00",
      type: "gig",
      location: "Bar Bellows",
      reminder: "1 hour before",
    });
    const before = listNotifications(db).items.length;
    expect(sendDueReminders(db, new Date(2031, 0, 15, 18, 59))).toBe(0);
    expect(sendDueReminders(db, new Date(2031, 0, 15, 19, 0))).toBe(1);
    expect(sendDueReminders(db, new Date(2031, 0, 15, 19, 30))).toBe(0); // already announced
    const items = listNotifications(db).items;
    expect(items.length).toBe(before + 1);
    expect(items[0]).toMatchObject({
      kind: "event_reminder",
      title: "Upcoming gig: Release party",
      body: "Today at 8:00 PM · Bar Bellows",
      link: "/calendar",
    });
    // moved to the next day: announced again when its new time comes, never after it started
    await s.request("PUT", `/api/calendar-events/${created.body.id}`, { date: ymd(new Date(2031, 0, 16)) });
    expect(sendDueReminders(db, new Date(2031, 0, 16, 20, 1))).toBe(0);
    expect(sendDueReminders(db, new Date(2031, 0, 16, 19, 10))).toBe(1);
    const bell = await s.request("GET", "/api/notifications");
    expect(bell.body.items[0].title).toBe("Upcoming gig: Release party");
  });

  test("1 day before an all-day event fires the previous morning and says Tomorrow", async () => {
    const db = s.deps.db;
    await s.request("POST", "/api/calendar-events", {
      title: "Tax payment due",
      date: "2031-02-20",
      type: "payment",
      reminder: "1 day before",
    });
    expect(sendDueReminders(db, new Date(2031, 1, 19, 8, 0))).toBe(0);
    expect(sendDueReminders(db, new Date(2031, 1, 19, 9, 0))).toBe(1);
    expect(listNotifications(db).items[0]).toMatchObject({
      title: "Upcoming payment: Tax payment due",
      body: "Tomorrow (all day)",
    });
  });

  test("the background job ticks with the injected clock", async () => {
    const db = s.deps.db;
    await s.request("POST", "/api/calendar-events", {
      title: "Mix review",
      date: "2031-03-01",
      time: "10:00",
      reminder: "15 minutes before",
    });
    let now = new Date(2031, 2, 1, 9, 0);
    // The job reads the clock once a tick: three reads mean it has looked at 9:00 and found nothing due.
    let ticks = 0;
    const stop = startEventReminders(db, { now: () => (ticks++, now), intervalMs: 20 });
    await eventually(() => expect(ticks).toBeGreaterThanOrEqual(3), 30_000);
    expect(listNotifications(db).items[0].title).not.toBe("Upcoming meeting: Mix review");
    now = new Date(2031, 2, 1, 9, 50);
    await eventually(() => expect(listNotifications(db).items[0].title).toBe("Upcoming meeting: Mix review"));
    stop();
  });
});

describe("reminder on save", () => {
  test("an event saved inside its reminder window is announced at once", async () => {
    const soon = new Date(Date.now() + 30 * 60_000);
    const time = `${String(soon.getHours()).padStart(2, "0")}:${String(soon.getMinutes()).padStart(2, "0")}`;
    const res = await s.request("POST", "/api/calendar-events", {
      title: "Call with booker",
      date: ymd(soon),
      time,
      reminder: "1 hour before",
    });
    expect(res.status).toBe(201);
    const bell = await s.request("GET", "/api/notifications");
    expect(bell.body.items[0].title).toBe("Upcoming meeting: Call with booker");
  });
});

describe("malformed bodies", () => {
  test("a missing or non-object body gets a sentence, not a 500", async () => {
    for (const body of [undefined, "null", "[1]"]) {
      const res = await s.request(
        "POST",
        "/api/calendar-events",
        body,
        body ? {} : { "content-type": "application/json" },
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error.message).toMatch(/JSON|title and a date|Title is required/);
    }
  });
});
