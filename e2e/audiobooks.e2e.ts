import { apiCall, test, expect, scrollUntil } from "./fixtures";

const stat = (page: import("@playwright/test").Page, label: string) =>
  page.getByTestId("audiobook-stats").locator(`[data-stat="${label}"]`);

test("add an audiobook, record and import sales, see the stat cards and the chart update", async ({ app }) => {
  await app.goto("/audiobooks");
  await expect(app.getByText("No audiobooks yet")).toBeVisible();
  await expect(stat(app, "Total Books")).toContainText("0");

  await app.getByRole("button", { name: "Add Audiobook" }).click();
  const dialog = app.getByRole("dialog", { name: "Add Audiobook" });
  const add = dialog.getByRole("button", { name: "Add Audiobook" });
  await expect(add).toBeDisabled();
  await dialog.getByLabel("Title *").fill("The Quiet Shore");
  await dialog.getByLabel("Author *").fill("Mara Lind");
  await expect(add).toBeDisabled();
  await dialog.getByLabel("Genre *").fill("Literary Fiction");
  await expect(add).toBeEnabled();
  await dialog.getByLabel("Target Audience").selectOption("young_adult");
  await dialog.getByLabel("Price ($)").fill("14.99");
  await dialog.getByLabel("Duration (minutes)").fill("485");
  await dialog.getByLabel("Series", { exact: true }).fill("Shore Trilogy");
  await dialog.getByLabel("Book # in Series").fill("2");
  await dialog.getByLabel("Description").fill("A lighthouse keeper's last summer.");
  await dialog.getByLabel("Audible").check();
  await dialog.getByLabel("Spotify").check();
  await add.click();
  await expect(dialog).toBeHidden();

  const card = app.getByRole("article", { name: "The Quiet Shore" });
  await expect(card).toContainText("by Mara Lind");
  await expect(card).toContainText("Young Adult");
  await expect(card).toContainText("active");
  await expect(card.locator('[data-field="duration"]')).toHaveText("8h 5m");
  await expect(card.locator('[data-field="price"]')).toHaveText("$14.99");
  await expect(card.locator('[data-field="series"]')).toHaveText("Shore Trilogy #2");
  await expect(card).toContainText("Available On");
  await expect(card).toContainText("Audible");
  await expect(stat(app, "Total Books")).toContainText("1");
  await expect(stat(app, "Active Books")).toContainText("1");

  // Record a sale from the sales dialog.
  await card.getByRole("button", { name: "Sales (0)" }).click();
  const sales = app.getByRole("dialog", { name: "Sales: The Quiet Shore" });
  await expect(sales.getByText("No sales recorded yet.")).toBeVisible();
  const form = sales.getByRole("form", { name: "Record a sale" });
  await form.getByLabel("Platform").fill("Audible");
  await form.getByLabel("Date").fill("2026-01-10");
  await form.getByLabel("Amount").fill("12.50");
  await form.getByRole("button", { name: "Record Sale" }).click();
  await expect(sales.getByTestId("recent-sales")).toContainText("Audible");
  await expect(sales.locator('[data-sales-stat="Total Sales"]')).toHaveText("1");
  await expect(sales.locator('[data-sales-stat="Total Revenue"]')).toHaveText("$12.50");
  await expect(sales.getByTestId("bar-chart")).toHaveAttribute("data-values", "12.5");

  // Import a CSV: preview first (one bad row, one duplicate), then import.
  const csv = [
    "date,platform,title,amount,currency",
    "2026-01-10,Audible,The Quiet Shore,12.50,USD",
    "2026-02-03,Spotify,,9.99,USD",
    "2026-03-04,Audible,The Quiet Shore,$14.99,usd",
    "2026-03-40,Audible,The Quiet Shore,14.99,USD",
  ].join("\n");
  await sales
    .getByLabel("CSV file")
    .setInputFiles({ name: "sales.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  const preview = sales.getByTestId("import-preview");
  await expect(preview).toContainText("2 new, 1 duplicate, 1 with errors");
  await expect(preview.locator('[data-row-status="error"]')).toContainText("is not a date");
  await expect(preview.locator('[data-row-status="duplicate"]')).toContainText("Duplicate, skipped");
  await expect(sales.locator('[data-sales-stat="Total Sales"]')).toHaveText("1");
  await preview.getByRole("button", { name: "Import 2 Sales" }).click();
  await expect(app.getByTestId("toast")).toContainText("2 imported, 1 duplicate skipped, 1 with errors");
  await expect(sales.locator('[data-sales-stat="Total Sales"]')).toHaveText("3");
  await expect(sales.locator('[data-sales-stat="Total Revenue"]')).toHaveText("$37.48");
  await expect(sales.getByTestId("bar-chart")).toHaveAttribute("data-values", "12.5,9.99,14.99");
  await expect(sales.getByTestId("bar-chart").locator("canvas")).toBeVisible();
  await sales.getByRole("button", { name: "Close", exact: true }).click();

  await expect(stat(app, "Total Sales")).toContainText("3");
  await expect(stat(app, "Total Revenue")).toContainText("$37.48");
  await expect(card.getByRole("button", { name: "Sales (3)" })).toBeVisible();

  // Totals survive a reload (they come from the stored sales rows), and the dashboard revenue includes them.
  await app.reload();
  await expect(stat(app, "Total Revenue")).toContainText("$37.48");
  await app.getByRole("complementary", { name: "Main navigation" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(app.getByTestId("stats-cards").locator('[data-stat="revenue"]')).toContainText("$37");
});

test("edit an audiobook, and the voice action opens the Add Audiobook dialog", async ({ app }) => {
  await app.goto("/audiobooks");
  await expect(app.getByRole("article", { name: "The Quiet Shore" })).toBeVisible();
  await app.evaluate(() =>
    window.dispatchEvent(new CustomEvent("voice-action", { detail: { action: "add-audiobook" } })),
  );
  const dialog = app.getByRole("dialog", { name: "Add Audiobook" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title *").fill("Moth & Lantern");
  await dialog.getByLabel("Author *").fill("Mara Lind");
  await dialog.getByLabel("Genre *").fill("Fantasy");
  await dialog.getByRole("button", { name: "Add Audiobook" }).click();
  const card = app.getByRole("article", { name: "Moth & Lantern" });
  await expect(card.locator('[data-field="duration"]')).toHaveText("Unknown");
  await expect(card.locator('[data-field="price"]')).toHaveText("Free");

  await card.getByRole("button", { name: "Edit Moth & Lantern" }).click();
  const edit = app.getByRole("dialog", { name: "Edit Audiobook" });
  await expect(edit.getByLabel("Title *")).toHaveValue("Moth & Lantern");
  await edit.getByLabel("Price ($)").fill("-3");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  // Checked in the form before anything is sent: the message sits under the field, which is marked invalid.
  await expect(edit.getByText("Price cannot be negative")).toBeVisible();
  await expect(edit.getByLabel("Price ($)")).toHaveAttribute("aria-invalid", "true");
  await edit.getByLabel("Price ($)").fill("7.5");
  await edit.getByLabel("Duration (minutes)").fill("61");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(card.locator('[data-field="price"]')).toHaveText("$7.50");
  await expect(card.locator('[data-field="duration"]')).toHaveText("1h 1m");
  await app.reload();
  await expect(app.getByRole("article", { name: "Moth & Lantern" }).locator('[data-field="price"]')).toHaveText(
    "$7.50",
  );
  // The sample CSV offered in the dialog imports as-is; a sale in another currency is flagged in the totals.
  await app.getByRole("article", { name: "Moth & Lantern" }).getByRole("button", { name: "Sales (0)" }).click();
  const sales = app.getByRole("dialog", { name: "Sales: Moth & Lantern" });
  // The sample is a data: link with a file name; reading the link itself is what a download saves, and does not
  // depend on the browser's download manager, which on a busy machine now and then dropped the click.
  const link = sales.getByRole("link", { name: "Download a sample" });
  await expect(link).toHaveAttribute("download", "sales-sample.csv");
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^data:text\/csv;charset=utf-8,/);
  const sample = decodeURIComponent(href.slice(href.indexOf(",") + 1));
  expect(sample.split("\n")[0]).toBe("date,platform,title,amount,currency");
  await sales.getByLabel("CSV file").setInputFiles({
    name: "s.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(sample + "2026-01-02,Kobo,,5.00,EUR\n"),
  });
  await expect(sales.getByTestId("import-preview")).toContainText("3 new, 0 duplicate, 0 with errors");
  await sales.getByRole("button", { name: "Import 3 Sales" }).click();
  await expect(sales.locator('[data-sales-stat="Total Sales"]')).toHaveText("3");
  await expect(sales.getByTestId("currency-note")).toContainText("some sales are in EUR");
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("the screen and the add dialog fit a phone", async ({ app }) => {
    await app.goto("/audiobooks");
    await expect(app.getByRole("heading", { name: "My Audiobooks" })).toBeVisible();
    await app.getByRole("button", { name: "Add Audiobook" }).click();
    const dialog = app.getByRole("dialog", { name: "Add Audiobook" });
    await expect(dialog.getByLabel("Title *")).toBeInViewport();
    const width = await app.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test("a long catalogue and a long sales history load a page at a time as you scroll", async ({ app }) => {
  await app.goto("/audiobooks");
  await expect(app.getByRole("heading", { name: "My Audiobooks" })).toBeVisible();
  for (let i = 1; i <= 60; i++)
    await apiCall(app, "POST", "/api/audiobooks", { title: `Scale Book ${i}`, author: "Bulk Author", genre: "Test" });
  const big = (await apiCall(app, "POST", "/api/audiobooks", { title: "Ten Years", author: "Bulk", genre: "Test" }))
    .body;
  const day = (i: number) => new Date(Date.UTC(2016, i, 1)).toISOString().slice(0, 10);
  const csv = [
    "date,platform,title,amount,currency",
    ...Array.from({ length: 120 }, (_, i) => `${day(i)},Kobo,,1.00,USD`),
  ];
  const imported = await apiCall(app, "POST", "/api/audiobook-sales/import", {
    csv: csv.join("\n"),
    audiobookId: big.id,
  });
  expect(imported.body.summary.imported).toBe(120);

  await app.reload();
  const list = app.getByTestId("book-list");
  const total = Number(await list.getAttribute("data-total"));
  expect(total).toBeGreaterThanOrEqual(61);
  await expect(app.getByText(`Showing 50 of ${total}`)).toBeVisible();
  expect(await app.getByTestId("book-card").count()).toBeLessThan(50); // only what is on screen is rendered
  await scrollUntil(
    () => app.mouse.wheel(0, 4000),
    () => expect(app.getByText(`Showing ${total} of ${total}`)).toBeVisible({ timeout: 1000 }),
  );

  // The search goes to the server: one match out of the whole catalogue.
  await app.getByLabel("Search audiobooks by title or author").fill("Ten Years");
  await expect(list).toHaveAttribute("data-total", "1");

  await app.getByRole("article", { name: "Ten Years" }).getByRole("button", { name: "Sales (120)" }).click();
  const sales = app.getByRole("dialog", { name: "Sales: Ten Years" });
  await expect(sales.locator('[data-sales-stat="Total Sales"]')).toHaveText("120");
  await expect(sales.locator('[data-sales-stat="Total Revenue"]')).toHaveText("$120.00");
  await expect(sales.getByTestId("bar-chart")).toHaveAttribute("data-values", Array(120).fill("1").join(","));
  const rows = sales.getByTestId("recent-sales");
  await expect(rows).toHaveAttribute("data-total", "120");
  await expect(sales.getByText("Showing 50 of 120")).toBeVisible();
  await scrollUntil(
    () => rows.evaluate((el) => el.parentElement!.scrollBy(0, 3000)),
    () => expect(sales.getByText("Showing 120 of 120")).toBeVisible({ timeout: 1000 }),
  );
});
