import { allowValidationErrors, expect, test } from "./fixtures";
import { centsOf, DISTROKID_HEADER, distrokidRows, tsv } from "../src/domains/income/test/samples";

const report = tsv([DISTROKID_HEADER, ...distrokidRows]);
const usd = (amount: string) => `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

test("drop a DistroKid report, review the preview, commit, see it by month and store, then undo it", async ({
  app,
}) => {
  await app.getByRole("link", { name: "Income" }).first().click();
  await expect(app.getByRole("heading", { name: "Income", level: 1 })).toBeVisible();
  await expect(app.getByText("No income in this view")).toBeVisible();

  // Drop the file on the zone as a browser would: a drop event carrying it.
  const dataTransfer = await app.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], "distrokid-bank.tsv", { type: "text/tab-separated-values" }));
    return dt;
  }, report);
  await app.getByTestId("drop-zone").dispatchEvent("drop", { dataTransfer });

  const preview = app.getByTestId("import-preview");
  await expect(preview.getByRole("heading", { name: /DistroKid bank report: distrokid-bank\.tsv/ })).toBeVisible();
  await expect(preview.getByTestId("preview-rows")).toHaveText("8 rows");
  await expect(preview.getByTestId("preview-duplicates")).toHaveText("0 rows");
  const total = centsOf(distrokidRows.map((r) => r[12]));
  await expect(preview.getByTestId("preview-totals")).toHaveText(usd(total));
  await expect(preview).toContainText("Sólarlag");
  await preview.getByRole("button", { name: "Import 8 new rows" }).click();
  await expect(preview).toBeHidden();

  await expect(app.getByTestId("income-total")).toHaveText(usd(total));
  const table = app.getByTestId("income-table");
  await expect(table.getByRole("row")).toHaveCount(3); // header + Jan and Feb 2026
  await expect(app.getByTestId("income-chart")).toBeVisible();

  await app.getByRole("tab", { name: "Store" }).click();
  await expect(app).toHaveURL(/groupBy=store/);
  await expect(table.getByRole("rowheader", { name: "Spotify" })).toBeVisible();

  await app.getByRole("tab", { name: "Month" }).click();
  await app.getByLabel("Months by").selectOption("reported");
  await expect(app).toHaveURL(/dateBy=reported/);
  await expect(table.getByRole("rowheader", { name: "Mar 2026" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);

  // The same file again: everything is already known.
  await app
    .getByLabel("Report file")
    .setInputFiles({ name: "again.tsv", mimeType: "text/plain", buffer: Buffer.from(report) });
  await expect(preview.getByTestId("preview-duplicates")).toHaveText("8 rows");
  await preview.getByRole("button", { name: "Cancel" }).click();

  const history = app.getByTestId("import-row");
  await expect(history).toHaveCount(1);
  await history.getByRole("button", { name: /Undo the import/ }).click();
  await app.getByRole("dialog").getByRole("button", { name: "Undo import" }).click();
  await expect(app.getByText("No income in this view")).toBeVisible();
  await expect(app.getByText("No reports imported yet")).toBeVisible();
});

test("an address book becomes radio stations and an .ics file calendar events, each previewed first", async ({
  app,
}) => {
  await app.goto("/radio");
  await app.getByRole("button", { name: "Import Contacts" }).click();
  const vcf = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    "FN:Jane Doe",
    "ORG:KEXP Seattle",
    "EMAIL:jane@kexp.example",
    "END:VCARD",
    "",
  ].join("\r\n");
  await app
    .getByLabel("Contacts file")
    .setInputFiles({ name: "phone.vcf", mimeType: "text/vcard", buffer: Buffer.from(vcf) });
  const preview = app.getByTestId("import-preview");
  await expect(preview.getByRole("heading", { name: /vCard contacts: phone\.vcf/ })).toBeVisible();
  await expect(preview.getByTestId("preview-rows")).toHaveText("1 contact");
  await preview.getByRole("button", { name: "Import 1 new contact" }).click();
  await expect(app.getByTestId("station-list")).toContainText("KEXP Seattle");

  await app.goto("/calendar");
  await app.getByRole("button", { name: "Import iCal" }).click();
  const next = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//t//t//EN",
    "BEGIN:VEVENT",
    "UID:gig@e2e",
    "DTSTAMP:20260101T000000Z",
    `DTSTART;VALUE=DATE:${next}`,
    "SUMMARY:Harbour Festival gig",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  await app
    .getByLabel("Calendar file")
    .setInputFiles({ name: "gigs.ics", mimeType: "text/calendar", buffer: Buffer.from(ics) });
  await expect(preview.getByTestId("preview-rows")).toHaveText("1 event");
  await preview.getByRole("button", { name: "Import 1 new event" }).click();
  await expect(app.getByText("Harbour Festival gig").first()).toBeVisible();
});

test("an address book in no known layout is read through a column mapping the form guesses, then previewed", async ({
  app,
  consoleErrors,
}) => {
  await app.goto("/radio");
  await app.getByRole("button", { name: "Import Contacts" }).click();
  const csv = "Person,Mail,Station,Town\nMaria Lopez,maria@radiouno.example,Radio Uno,Madrid\n";
  await app
    .getByLabel("Contacts file")
    .setInputFiles({ name: "stations.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(app.getByRole("heading", { name: "Which column holds what?" })).toBeVisible();
  await expect(app.getByLabel("E-mail")).toHaveValue("Mail");
  allowValidationErrors(consoleErrors); // the server's 422 is what asks for the mapping
  await app.getByRole("button", { name: "Read with these columns" }).click();
  const preview = app.getByTestId("import-preview");
  await expect(preview.getByTestId("preview-rows")).toHaveText("1 contact");
  await preview.getByRole("button", { name: "Import 1 new contact" }).click();
  await expect(app.getByTestId("toast")).toContainText("1 new contact (Radio stations)");
  await expect(app.getByTestId("station-list")).toContainText("Radio Uno");

  // Next month's file in the same layout is read with the same columns, without asking again.
  const next = "Person,Mail,Station,Town\nJonas Berg,jonas@p3.example,P3,Stockholm\n";
  await app
    .getByLabel("Contacts file")
    .setInputFiles({ name: "stations-2.csv", mimeType: "text/csv", buffer: Buffer.from(next) });
  await expect(preview.getByTestId("preview-rows")).toHaveText("1 contact");
  await expect(preview).toContainText("Read with the columns you matched");
  await expect(app.getByRole("heading", { name: "Which column holds what?" })).toHaveCount(0);
  // Columns remembered wrongly can be picked again: the form comes back, then the preview.
  await preview.getByRole("button", { name: "Change columns" }).click();
  await expect(app.getByRole("heading", { name: "Which column holds what?" })).toBeVisible();
  await expect(app.getByLabel("E-mail")).toHaveValue("Mail");
  allowValidationErrors(consoleErrors); // the server's 422 asks for the columns again
  await app.getByRole("button", { name: "Read with these columns" }).click();
  await expect(preview.getByTestId("preview-rows")).toHaveText("1 contact");
  await preview.getByRole("button", { name: "Import 1 new contact" }).click();
  await expect(app.getByTestId("station-list")).toContainText("P3");
});
