import AxeBuilder from "@axe-core/playwright";
import { mkdirSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allowValidationErrors, expect, overflowingElements, test } from "./fixtures";

/** This file's binary copies backups to a "USB drive" folder and encrypts them with a backup passphrase. */
const usb = join(mkdtempSync(join(tmpdir(), "sunshine-e2e-usb-")), "drive");
mkdirSync(usb);
test.use({ serverEnv: { SUNSHINE_BACKUP_DIR: usb, SUNSHINE_BACKUP_PASSPHRASE: "correct horse battery staple" } });

const noSeriousFindings = async (page: import("@playwright/test").Page, selector: string) => {
  const result = await new AxeBuilder({ page }).include(selector).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
  expect(result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
};

for (const [look, viewport] of [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`settings → Backups on ${look}: Back up now makes a verified, encrypted copy on the drive`, async ({
    app,
    consoleErrors,
  }) => {
    await app.setViewportSize(viewport);
    await app.goto("/settings");
    const section = app.getByRole("region", { name: "Backups", exact: true });
    await expect(section.getByRole("button", { name: "Back up now" })).toBeVisible();
    await expect(section.getByText("Encrypted with your backup passphrase")).toBeVisible();
    const destinations = section.getByRole("list", { name: "Backup destinations" });
    await expect(destinations.getByRole("listitem")).toHaveCount(2);
    // Set by a variable: shown, not editable here.
    await expect(section.getByLabel("Second folder")).toHaveValue(usb);
    await expect(section.getByLabel("Second folder")).toBeDisabled();

    const newest = () => readdirSync(usb).sort().at(-1);
    const before = newest();
    await section.getByRole("button", { name: "Back up now" }).click();
    await expect(app.getByText("Backup finished")).toBeVisible({ timeout: 60_000 });
    await expect(section.getByText("verified", { exact: true })).toBeVisible();
    await expect(destinations.getByText("Up to date")).toHaveCount(2);
    // A new encrypted copy; retention keeps one a day, so an earlier one from today is gone.
    expect(newest()).not.toBe(before);
    expect(newest()).toMatch(/-manual\.zip\.age$/);
    expect(readdirSync(usb).filter((f) => f.endsWith(".age"))).toHaveLength(1);

    // A schedule that is not cron is refused on its field.
    await section.getByLabel("Schedule").fill("every night");
    await section.getByRole("button", { name: "Save backup settings" }).click();
    await expect(section.getByText(/Use a cron expression/)).toBeVisible();
    await section.getByLabel("Schedule").fill("30 2 * * *");
    await section.getByRole("button", { name: "Save backup settings" }).click();
    await expect(app.getByText("Backup settings saved")).toBeVisible();
    await expect(section.getByText(/2:30/)).toBeVisible();
    await section.getByLabel("Schedule").fill("0 3 * * *");
    await section.getByRole("button", { name: "Save backup settings" }).click();

    const devices = app.getByRole("region", { name: "Signed-in devices" });
    await expect(devices.getByText("This device")).toBeVisible();
    expect(await overflowingElements(app)).toEqual([]);
    await noSeriousFindings(app, "#backups");
    await noSeriousFindings(app, "#devices");
    allowValidationErrors(consoleErrors);
  });
}
