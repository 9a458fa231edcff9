import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const base = "http://127.0.0.1:7499";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless", "--disable-gpu"] });
for (const [name, viewport] of [["desktop", { width: 1366, height: 900 }], ["phone", { width: 390, height: 844 }]]) {
  const page = await browser.newPage({ viewport });
  await page.goto(base + "/");
  await page.getByRole("heading", { name: "Dashboard", exact: true }).waitFor();
  if (name === "desktop") {
    await page.screenshot({ path: `/tmp/notes/p15-welcome-${name}.png` });
    const api = (method, path, body) => page.evaluate(async ({ method, path, body }) => {
      const r = await fetch(path, { method, headers: { authorization: `Bearer ${localStorage.getItem("sunshine-token")}`, "content-type": "application/json" }, body: body && JSON.stringify(body) });
      return r.status;
    }, { method, path, body });
    await api("PUT", "/api/profile", { displayName: "Maya Rivers", artistNames: ["Maya Rivers"], legalName: "Maya Jane Rivers", email: "maya@mayarivers.co.uk", address: "12 Canal Street\nLondon E2 8AA", website: "mayarivers.co.uk", links: { bandcamp: "mayarivers.bandcamp.com" }, businessName: "Rivers Music Ltd", taxNumber: "GB 123 4567 89", paymentInstructions: "Monzo, sort code 04-00-04, account 12345678", defaultTaxRate: 20, paymentTermsDays: 14, invoicePrefix: "RM-{YYYY}-", invoiceDigits: 3, locale: "en-GB", currency: "GBP", timeZone: "Europe/London", welcomed: true });
    await api("PUT", "/api/profile/logo", { data: readFileSync("/tmp/notes/sun-logo.png").toString("base64") });
    await api("POST", "/api/invoices", { clientName: "Green Fields Festival", clientEmail: "accounts@greenfields.test", dueDate: "2026-12-07", lines: [{ description: "Headline set, 90 minutes", quantity: 1, unitPrice: 2500 }, { description: "Backline hire (days)", quantity: 2.5, unitPrice: 180.4 }] });
    await page.reload();
  }
  await page.goto(base + "/settings");
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/notes/p15-settings-${name}.png`, fullPage: name === "desktop" });
  await page.goto(base + "/invoices");
  await page.getByTestId("invoice-card").first().waitFor();
  await page.getByRole("button", { name: "Create Invoice" }).click();
  const form = page.getByRole("form", { name: "Create invoice" });
  await form.getByLabel("Line 1 description").fill("Headline set");
  await form.getByLabel("Line 1 unit price").fill("2500");
  await form.getByRole("button", { name: "Add line" }).click();
  await form.getByLabel("Line 2 description").fill("Backline hire (days)");
  await form.getByLabel("Line 2 quantity").fill("2.5");
  await form.getByLabel("Line 2 unit price").fill("180.40");
  await page.screenshot({ path: `/tmp/notes/p15-invoices-${name}.png`, fullPage: true });
  if (name === "phone") {
    await page.getByRole("button", { name: "Open menu", exact: true }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/notes/p15-menu-${name}.png` });
  }
  await page.close();
}
await browser.close();
