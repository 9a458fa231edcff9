import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { apiCall, expect, allowValidationErrors, test } from "./fixtures";

/** The invoice PDF as the browser downloads it, read back as text. */
async function pdfText(app: Page, id: number): Promise<string> {
  const base64 = await app.evaluate(async (id) => {
    const res = await fetch(`/api/invoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${localStorage.getItem("sunshine-token")}` },
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    let s = "";
    for (const b of bytes) s += String.fromCharCode(b);
    return btoa(s);
  }, id);
  const doc = await getDocumentProxy(new Uint8Array(Buffer.from(base64, "base64")));
  return (await extractText(doc, { mergePages: true })).text;
}

const festival = (currencyNote: string) => ({
  clientName: "Green Fields Festival",
  clientEmail: "accounts@greenfields.test",
  clientAddress: "Worthy Farm\nPilton BA4 4BY",
  dueDate: "2026-12-07",
  taxRate: 20,
  note: currencyNote,
  lines: [
    { description: "Headline set, 90 minutes", quantity: 1, unitPrice: 2500 },
    { description: "Backline hire (days)", quantity: 2.5, unitPrice: 180.4 },
  ],
});

async function chooseLocale(app: Page, locale: string, currency: string, timeZone: string) {
  await app.goto("/settings");
  const form = app.getByRole("form", { name: "Locale" });
  await form.getByLabel("Language and region").fill(locale);
  await form.getByLabel("Currency").selectOption(currency);
  await form.getByLabel("Time zone").selectOption(timeZone);
  await form.getByLabel("First day of the week").selectOption("1");
  await form.getByRole("button", { name: "Save language and region" }).click();
  await expect(app.getByTestId("toast").last()).toContainText("Language and region saved");
}

test("first run asks for the name; the badge, profile and business settings validate and save", async ({
  app,
  consoleErrors,
}) => {
  const welcome = app.getByRole("region", { name: "Welcome to Sunshine" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "Continue" }).click();
  await expect(welcome.getByText("Type the name you'd like to be called")).toBeVisible();
  await welcome.getByLabel("Your artist or display name").fill("Maya Rivers");
  await welcome.getByRole("button", { name: "Continue" }).click();
  await expect(welcome).toBeHidden();
  const sidebar = app.getByRole("complementary", { name: "Main navigation" });
  await expect(sidebar.getByTestId("profile-badge")).toContainText("Maya Rivers");
  await expect(sidebar).not.toContainText("creator@example.com");

  await sidebar.getByRole("link", { name: "Settings", exact: true }).click();
  await expect(app.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const profile = app.getByRole("form", { name: "Profile" });
  await expect(profile.getByLabel("Display name")).toHaveValue("Maya Rivers");
  await profile.getByLabel("E-mail").fill("maya@");
  await profile.getByLabel("Bandcamp").fill("not a link");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(profile.getByText("Enter an e-mail address, like you@example.com")).toBeVisible();
  await expect(profile.getByText("Enter a web address, like https://…")).toBeVisible();
  await profile.getByLabel("E-mail").fill("maya@mayarivers.co.uk");
  await profile.getByLabel("Bandcamp").fill("mayarivers.bandcamp.com");
  await profile.getByLabel("Legal name").fill("Maya Jane Rivers");
  await profile.getByLabel("Postal address").fill("12 Canal Street\nLondon E2 8AA");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(app.getByTestId("toast").last()).toContainText("Profile saved");
  await expect(sidebar.getByTestId("profile-badge")).toContainText("maya@mayarivers.co.uk");

  // An image that is not one is refused by the server with a clear message.
  await profile.locator('input[type="file"]').setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
  });
  await expect(profile.getByRole("alert")).toHaveText("The logo must be a PNG, JPEG, WebP or GIF image");

  const business = app.getByRole("form", { name: "Business" });
  await business.getByLabel("Business name").fill("Rivers Music Ltd");
  await expect(app.getByTestId("preview-business")).toHaveText("Rivers Music Ltd");
  await business.getByLabel("Invoice number prefix").fill("RM-");
  await expect(app.getByTestId("preview-number")).toHaveText("RM-0001");
  await business.getByLabel("Default tax rate (%)").fill("120");
  await business.getByRole("button", { name: "Save business details" }).click();
  await expect(business.getByText("Tax rate must be a percentage from 0 to 100")).toBeVisible();
  await business.getByLabel("Default tax rate (%)").fill("20");
  await business.getByLabel("Payment instructions").fill("Monzo, sort code 04-00-04, account 12345678");
  await business.getByRole("button", { name: "Save business details" }).click();
  await expect(app.getByTestId("toast").last()).toContainText("Business details saved");
  allowValidationErrors(consoleErrors);
});

test("switching to en-GB + GBP and to de-DE + EUR changes amounts and dates on every screen and in the PDF", async ({
  app,
}) => {
  await apiCall(app, "PUT", "/api/profile", {
    displayName: "Maya Rivers",
    businessName: "Rivers Music Ltd",
    paymentInstructions: "Monzo, sort code 04-00-04, account 12345678",
    welcomed: true,
  });
  await chooseLocale(app, "en-GB", "GBP", "Europe/London");
  const preview = app.getByTestId("settings-preview");
  await expect(preview.getByTestId("preview-amount")).toHaveText("£1,234.50");

  const uk = (await apiCall(app, "POST", "/api/invoices", festival("Thank you!"))).body;
  expect(uk).toMatchObject({ currency: "GBP", subtotal: "2951.00", taxTotal: "590.20", amount: "3541.20" });
  await apiCall(app, "PUT", `/api/invoices/${uk.id}`, { status: "paid", paidDate: "2026-11-20T10:00:00.000Z" });
  await apiCall(app, "POST", "/api/calendar-events", { title: "Green Fields set", date: "2026-12-07", time: "21:30" });

  await app.goto("/invoices");
  const card = app.getByTestId("invoice-card").first();
  await expect(card).toContainText("£3,541.20");
  await expect(card).toContainText("7 Dec 2026");
  await expect(app.locator('[data-stat="revenue"]').getByTestId("stat-value")).toHaveText("£3,541.20");
  await app.goto("/calendar");
  const event = app.getByTestId("event-item").filter({ hasText: "Green Fields set" }).first();
  await expect(event.getByTestId("event-time")).toHaveText("21:30");
  await expect(event.getByTestId("event-day")).toHaveText("Mon 7 Dec");
  await app.goto("/dashboard");
  await expect(app.locator('[data-stat="revenue"]')).toContainText("£3,541");

  const ukPdf = await pdfText(app, uk.id);
  for (const want of [
    "Rivers Music Ltd",
    "Green Fields Festival",
    "Headline set, 90 minutes",
    "£2,951.00",
    "£590.20",
    "£3,541.20",
    "7 December 2026",
    "Monzo, sort code 04-00-04, account 12345678",
  ])
    expect(ukPdf).toContain(want);

  await chooseLocale(app, "de-DE", "EUR", "Europe/Berlin");
  await expect(preview.getByTestId("preview-amount")).toHaveText("1.234,50 €");
  const de = (await apiCall(app, "POST", "/api/invoices", festival("Danke!"))).body;
  expect(de.currency).toBe("EUR");
  await app.goto("/invoices");
  // Each invoice keeps its own currency; the numbers and dates follow the chosen locale.
  await expect(app.getByTestId("invoice-card").filter({ hasText: de.number })).toContainText("3.541,20 €");
  await expect(app.getByTestId("invoice-card").filter({ hasText: uk.number })).toContainText("3.541,20 £");
  await expect(app.getByTestId("invoice-card").filter({ hasText: de.number })).toContainText("7. Dez. 2026");
  await app.goto("/calendar");
  await expect(
    app.getByTestId("event-item").filter({ hasText: "Green Fields set" }).first().getByTestId("event-day"),
  ).toHaveText("Mo., 7. Dez.");
  const dePdf = await pdfText(app, de.id);
  expect(dePdf).toContain("3.541,20 €");
  expect(dePdf).toContain("7. Dezember 2026");
  expect(dePdf).toContain("Rivers Music Ltd");
});
