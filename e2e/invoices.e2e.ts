import { readFileSync } from "node:fs";
import { PDFDocument } from "pdf-lib";
import { apiCall, expect, allowValidationErrors, testWithSmtp, overflowingElements } from "./fixtures";

/** This file's binary can e-mail invoices to a real SMTP server on loopback that the test starts. */
const test = testWithSmtp({
  SMTP_FROM: "Jamie <jamie@rivers.test>",
  SUNSHINE_NAME: "Jamie Rivers",
});

test("invoices: create with validation, overdue display, paid, summary cards, filter, PDF, duplicate and delete", async ({
  app,
  consoleErrors,
}) => {
  await app.goto("/invoices");
  await expect(app.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  await expect(app.getByText("No invoices yet")).toBeVisible();
  const stat = (key: string) => app.locator(`[data-stat="${key}"]`).getByTestId("stat-value");
  await expect(stat("total")).toHaveText("0");

  await app.getByRole("button", { name: "Create Invoice" }).click();
  const form = app.getByRole("form", { name: "Create invoice" });
  await form.getByRole("button", { name: "Create Invoice" }).click();
  await expect(form.getByText("Client name is required")).toBeVisible();
  await expect(form.getByText("Unit price is required")).toBeVisible();
  await form.getByLabel("Client Name").fill("Acme Records");
  await form.getByLabel("Client Email").fill("acme");
  await form.getByLabel("Line 1 description").fill("Mixing and mastering, 10 tracks");
  await form.getByLabel("Line 1 unit price").fill("1250.50");
  // The totals preview follows the lines before anything is saved.
  await expect(form.getByTestId("total-amount")).toHaveText("$1,250.50");
  await form.getByRole("button", { name: "Create Invoice" }).click();
  await expect(form.getByText("Client email must be a valid e-mail address, like billing@client.com")).toBeVisible();
  await form.getByLabel("Client Email").fill("ap@acme.test");
  await form.getByLabel("Due Date").fill("2020-01-31");
  // 'Creating...' while the request is in flight
  await app.route("**/api/invoices", async (route) => {
    if (route.request().method() === "POST") await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await form.getByRole("button", { name: "Create Invoice" }).click();
  await expect(form.getByRole("button", { name: "Creating..." })).toBeDisabled();
  await expect(form).toBeHidden();
  await app.unroute("**/api/invoices");

  const card = app.getByTestId("invoice-card").filter({ hasText: "INV-0001" });
  await expect(card).toContainText("Acme Records");
  await expect(card).toContainText("ap@acme.test");
  await expect(card).toContainText("$1,250.50");
  await expect(card).toContainText("Jan 31, 2020");
  await expect(card.getByTestId("invoice-status")).toHaveText("Overdue");
  await expect(stat("overdue")).toHaveText("1");
  await expect(stat("revenue")).toHaveText("$0.00");
  await expect(stat("total")).toHaveText("1");

  // a sent invoice without due date counts as outstanding
  await apiCall(app, "POST", "/api/invoices", {
    clientName: "Beta Films",
    clientEmail: "pay@beta.test",
    amount: 400,
    description: "Sync fee",
    status: "sent",
  });
  await app.reload();
  await expect(stat("outstanding")).toHaveText("$400.00");
  await expect(stat("total")).toHaveText("2");

  const filter = app.getByLabel("Filter by status");
  await filter.selectOption("overdue");
  await expect(app.getByTestId("invoice-card")).toHaveCount(1);
  await filter.selectOption("paid");
  await expect(app.getByText("No paid invoices")).toBeVisible();
  await filter.selectOption("all");

  // paid sends paidDate; overdue goes away; revenue follows
  const put = app.waitForRequest((r) => r.method() === "PUT" && /\/api\/invoices\/\d+$/.test(r.url()));
  await card.getByLabel("Status for INV-0001").selectOption("paid");
  const sent = (await put).postDataJSON();
  expect(sent.status).toBe("paid");
  expect(Date.now() - new Date(sent.paidDate).getTime()).toBeLessThan(60_000);
  await expect(card.getByTestId("invoice-status")).toHaveText("Paid");
  await expect(stat("revenue")).toHaveText("$1,250.50");
  await expect(stat("overdue")).toHaveText("0");

  // PDF download
  const download = app.waitForEvent("download");
  await card.getByRole("button", { name: "Download INV-0001 as PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("INV-0001-Acme-Records.pdf");
  const bytes = readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const doc = await PDFDocument.load(bytes);
  expect(doc.getTitle()).toBe("Invoice INV-0001 for Acme Records");

  // duplicate through the more menu
  await card.getByRole("button", { name: "More actions for INV-0001" }).click();
  await card.getByRole("menuitem", { name: "Duplicate" }).click();
  const copy = app.getByTestId("invoice-card").filter({ hasText: "INV-0003" });
  await expect(copy).toContainText("Acme Records");
  await expect(copy.getByLabel("Status for INV-0003")).toHaveValue("draft");

  // delete with confirmation
  await copy.getByRole("button", { name: "More actions for INV-0003" }).click();
  await copy.getByRole("menuitem", { name: "Delete" }).click();
  const dialog = app.getByRole("dialog", { name: "Delete invoice INV-0003?" });
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByTestId("invoice-card")).toHaveCount(2);

  // dashboard revenue includes the paid invoice
  await app.goto("/dashboard");
  await expect(app.locator('[data-stat="revenue"]')).toContainText("$1,251");

  allowValidationErrors(consoleErrors);
});

test("Send e-mails the PDF invoice to the client and marks the draft sent", async ({ app, smtp }) => {
  smtp.messages.length = 0;
  await apiCall(app, "POST", "/api/invoices", {
    clientName: "Gamma Studio",
    clientEmail: "bills@gamma.test",
    amount: 75,
    description: "Session guitar",
  });
  await app.goto("/invoices");
  const card = app.getByTestId("invoice-card").filter({ hasText: "Gamma Studio" });
  const number = (await card.locator(".font-mono").textContent())!.trim();
  await card.getByRole("button", { name: `Send ${number} by e-mail` }).click();
  const dialog = app.getByRole("dialog", { name: `E-mail ${number} to Gamma Studio?` });
  await expect(dialog).toContainText("bills@gamma.test");
  await dialog.getByRole("button", { name: "Send e-mail" }).click();
  await expect(dialog).toBeHidden();
  await expect(app.getByTestId("toast")).toContainText("Invoice sent");
  await expect(card.getByLabel(`Status for ${number}`)).toHaveValue("sent");
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]!.to).toEqual(["bills@gamma.test"]);
  expect(smtp.messages[0]!.headers.subject).toBe(`Invoice ${number} from Jamie Rivers`);
  expect(smtp.messages[0]!.raw).toContain(`filename=${number}-Gamma-Studio.pdf`);
  expect(smtp.messages[0]!.raw).toContain("JVBERi0");
});

test("voice action new-invoice opens the invoice form", async ({ app }) => {
  await app.goto("/invoices");
  await expect(app.getByRole("heading", { name: "Invoices", level: 1 })).toBeVisible();
  await app.evaluate(() =>
    window.dispatchEvent(new CustomEvent("voice-action", { detail: { action: "new-invoice" } })),
  );
  await expect(app.getByRole("form", { name: "Create invoice" })).toBeVisible();
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("invoice cards and the form fit a phone screen", async ({ app }) => {
    await apiCall(app, "POST", "/api/invoices", {
      clientName: "Acme Records International Holdings Limited",
      clientEmail: "accounts.payable.department@acme-records-international.test",
      amount: 123456.78,
      description: "A long description of the work done ".repeat(4),
      dueDate: "2020-01-31",
    });
    await app.goto("/invoices");
    await expect(app.getByTestId("invoice-card").first()).toBeVisible();
    await app.getByRole("button", { name: "Create Invoice" }).click();
    await expect(app.getByRole("form", { name: "Create invoice" })).toBeVisible();
    expect(await overflowingElements(app)).toEqual([]);
  });
});
