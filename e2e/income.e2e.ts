import { expect, test } from "./fixtures";
import { centsOf, DISTROKID_HEADER, distrokidRows, tsv } from "../src/domains/income/test/samples";

const report = tsv([DISTROKID_HEADER, ...distrokidRows]);
const usd = (amount: string) => `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;

test("drop a DistroKid report, review the preview, commit, see it by month and store, then undo it", async ({ app }) => {
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

  // The same file again: everything is already known.
  await app.getByLabel("Report file").setInputFiles({ name: "again.tsv", mimeType: "text/plain", buffer: Buffer.from(report) });
  await expect(preview.getByTestId("preview-duplicates")).toHaveText("8 rows");
  await preview.getByRole("button", { name: "Cancel" }).click();

  const history = app.getByTestId("import-row");
  await expect(history).toHaveCount(1);
  await history.getByRole("button", { name: /Undo the import/ }).click();
  await app.getByRole("dialog").getByRole("button", { name: "Undo import" }).click();
  await expect(app.getByText("No income in this view")).toBeVisible();
  await expect(app.getByText("No reports imported yet")).toBeVisible();
});
