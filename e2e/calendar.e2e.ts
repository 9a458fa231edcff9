import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { apiCall, expect, test, overflowingElements } from "./fixtures";

const key = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

test("calendar: add, list, edit, day panel, iCal export, delete", async ({ app }) => {
  await app.getByRole("complementary", { name: "Main navigation" }).getByRole("link", { name: "Calendar" }).click();
  await expect(app.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await expect(app.getByText("No upcoming events")).toBeVisible();
  await expect(app.getByTestId("day-panel")).toContainText("No events scheduled for this date.");
  await expect(app.getByRole("button", { name: "List View" })).toHaveAttribute("aria-pressed", "true");
  await expect(app.getByRole("button", { name: "Month View" })).toBeDisabled();
  await expect(app.getByRole("button", { name: "Week View" })).toBeDisabled();

  // the form checks the required title, defaults to meeting / 15 minutes before / today
  await app.getByRole("button", { name: "Add Event" }).first().click();
  const form = app.getByRole("form", { name: "Add event" });
  await expect(form.getByLabel("Type")).toHaveValue("meeting");
  await expect(form.getByLabel("Reminder")).toHaveValue("15 minutes before");
  await expect(form.getByLabel("Date *")).toHaveValue(key(new Date()));
  await form.getByRole("button", { name: "Add Event" }).click();
  await expect(form.getByText("Title is required")).toBeVisible();
  await expect(form.getByLabel("Title *")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Title *").fill("Studio session with Maya");
  await form.getByLabel("Time").fill("14:30");
  await form.getByLabel("Type").selectOption("gig");
  await form.getByLabel("Reminder").selectOption("1 hour before");
  await form.getByLabel("Location").fill("Sunset Sound, Studio 2");
  await form.getByLabel("Description").fill("Tracking vocals and guitars for the new single.");
  await form.getByRole("button", { name: "Add Event" }).click();
  await expect(form).toBeHidden();
  await expect(app.getByTestId("toast")).toContainText("Event Added");

  const upcoming = app.getByTestId("upcoming-events");
  const first = upcoming.getByTestId("event-item").first();
  await expect(first).toContainText("Studio session with Maya");
  await expect(first.getByTestId("event-day")).toHaveText("Today");
  await expect(first.getByTestId("event-time")).toHaveText("2:30 PM");
  await expect(first).toContainText("Sunset Sound, Studio 2");
  await expect(first).toContainText("Reminder: 1 hour before");
  await expect(app.getByTestId("day-panel")).toContainText("Studio session with Maya");

  // a second event tomorrow, all day, no reminder
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  await app.getByRole("button", { name: "Add Event" }).first().click();
  await form.getByLabel("Title *").fill("Grant application deadline");
  await form.getByLabel("Date *").fill(key(tomorrow));
  await form.getByLabel("Type").selectOption("deadline");
  await form.getByLabel("Reminder").selectOption("none");
  await form.getByRole("button", { name: "Add Event" }).click();
  await expect(upcoming.getByTestId("event-item")).toHaveCount(2);
  const second = upcoming.getByTestId("event-item").nth(1);
  await expect(second.getByTestId("event-day")).toHaveText("Tomorrow");
  await expect(second.getByTestId("event-time")).toHaveText("All day");
  await expect(second).not.toContainText("Reminder:");

  // the date picker drives the 'Events for {date}' panel
  await app.getByLabel("Pick a date").fill(key(tomorrow));
  const longTomorrow = tomorrow.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
  });
  await expect(app.getByTestId("day-panel")).toContainText(`Events for ${longTomorrow}`);
  await expect(app.getByTestId("day-panel")).toContainText("Grant application deadline");
  await expect(app.getByTestId("day-panel")).not.toContainText("Studio session");

  // edit works and persists across a reload
  await first.getByRole("button", { name: "Edit Studio session with Maya" }).click();
  const edit = app.getByRole("form", { name: "Edit event" });
  await expect(edit.getByLabel("Title *")).toHaveValue("Studio session with Maya");
  await edit.getByLabel("Title *").fill("Vocal session with Maya");
  await edit.getByLabel("Time").fill("09:05");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await app.reload();
  await expect(upcoming.getByTestId("event-item").first()).toContainText("Vocal session with Maya");
  await expect(upcoming.getByTestId("event-item").first().getByTestId("event-time")).toHaveText("9:05 AM");

  // Export iCal downloads a file an independent parser reads back
  const download = app.waitForEvent("download");
  await app.getByRole("button", { name: "Export iCal" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^sunshine-calendar-\d{4}-\d{2}-\d{2}\.ics$/);
  const text = readFileSync((await file.path())!, "utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  const vocal = vevents.find((e) => e.summary === "Vocal session with Maya")!;
  expect(vocal.location).toBe("Sunset Sound, Studio 2");
  // 09:05 on the owner's clock (this machine's zone here), written as a UTC moment rather than a floating time.
  expect(vocal.startDate.zone?.tzid).toBe("UTC");
  expect(vocal.startDate.toJSDate().getTime()).toBe(new Date(`${key(new Date())}T09:05:00`).getTime());
  expect(String(vocal.component.getFirstSubcomponent("valarm")!.getFirstPropertyValue("trigger"))).toBe("-PT1H");
  const deadline = vevents.find((e) => e.summary === "Grant application deadline")!;
  expect(deadline.startDate.isDate).toBe(true);
  expect(deadline.component.getFirstSubcomponent("valarm")).toBeNull();
  await expect(app.getByTestId("toast")).toContainText("Calendar Exported");

  // delete through the more menu, with confirmation
  const row = upcoming.getByTestId("event-item").filter({ hasText: "Grant application deadline" });
  await row.getByRole("button", { name: "More actions for Grant application deadline" }).click();
  await row.getByRole("menuitem", { name: "Delete" }).click();
  await app.getByRole("dialog", { name: "Delete event?" }).getByRole("button", { name: "Delete" }).click();
  await expect(upcoming.getByTestId("event-item")).toHaveCount(1);
  const events = await apiCall(app, "GET", "/api/calendar-events");
  expect(events.body.map((e: { title: string }) => e.title)).toEqual(["Vocal session with Maya"]);

  // every change is in the activity log on the dashboard
  await app.goto("/dashboard");
  await expect(
    app.getByText(/Event "Grant application deadline" on \d{4}-\d{2}-\d{2} removed from the calendar/),
  ).toBeVisible();
});

test("calendar: the voice action add-event opens the form, and a due reminder rings the bell", async ({ app }) => {
  await app.goto("/calendar");
  await expect(app.getByRole("heading", { name: "Calendar", level: 1 })).toBeVisible();
  await app.evaluate(() => window.dispatchEvent(new CustomEvent("voice-action", { detail: { action: "add-event" } })));
  await expect(app.getByRole("form", { name: "Add event" })).toBeVisible();
  await expect(app.getByRole("form", { name: "Add event" }).getByLabel("Title *")).toBeFocused();

  const soon = new Date(Date.now() + 20 * 60_000);
  const time = `${String(soon.getHours()).padStart(2, "0")}:${String(soon.getMinutes()).padStart(2, "0")}`;
  const form = app.getByRole("form", { name: "Add event" });
  await form.getByLabel("Title *").fill("Call with the booker");
  await form.getByLabel("Date *").fill(key(soon));
  await form.getByLabel("Time").fill(time);
  await form.getByLabel("Location").fill("Zoom");
  await form.getByLabel("Reminder").selectOption("1 hour before");
  await form.getByRole("button", { name: "Add Event" }).click();
  await expect(form).toBeHidden();
  const bell = app.getByRole("button", { name: /^Notifications, [1-9]\d* unread$/ }).last();
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(app.getByTestId("notification-list").last()).toContainText("Upcoming meeting: Call with the booker");
  await expect(app.getByTestId("notification-list").last()).toContainText("Zoom");
});

test("calendar: works at phone size", async ({ app }) => {
  await app.setViewportSize({ width: 390, height: 844 });
  await app.goto("/calendar");
  await apiCall(app, "POST", "/api/calendar-events", { title: "Phone check", date: key(new Date()), time: "23:59" });
  // Upcoming Events shows at most 10, soonest first; past events are left out
  for (let i = 1; i <= 11; i++) {
    const d = new Date();
    d.setDate(d.getDate() + i);
    await apiCall(app, "POST", "/api/calendar-events", { title: `Future ${String(i).padStart(2, "0")}`, date: key(d) });
  }
  const past = new Date();
  past.setDate(past.getDate() - 3);
  await apiCall(app, "POST", "/api/calendar-events", { title: "Long gone", date: key(past) });
  await app.reload();
  await expect(app.getByTestId("upcoming-events")).toContainText("Phone check");
  const titles = app.getByTestId("upcoming-events").getByRole("heading", { level: 3 });
  await expect(titles).toHaveCount(10);
  const shown = await titles.allTextContents();
  expect(shown.filter((t) => t === "Phone check")).toHaveLength(1);
  expect(shown).not.toContain("Long gone");
  expect(shown).not.toContain("Future 10");
  expect(shown.filter((t) => t.startsWith("Future"))).toEqual([...shown.filter((t) => t.startsWith("Future"))].sort());
  expect(await overflowingElements(app)).toEqual([]);
});
