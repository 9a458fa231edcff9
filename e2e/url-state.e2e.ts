import { apiCall, expect, test } from "./fixtures";

/**
 * What a list screen shows lives in its address: a filtered view survives a reload, a link opens the same view, and
 * an address the screen cannot read falls back to the plain screen instead of an error.
 */
test("filters, tab and the open record are in the address: reload and links restore them", async ({ app }) => {
  for (const [clientName, status] of [
    ["Acme Records", "paid"],
    ["Blue Note Bar", "draft"],
  ] as const) {
    const body = { clientName, clientEmail: "ap@client.test", amount: 100, description: "Live set", status };
    expect((await apiCall(app, "POST", "/api/invoices", body)).status).toBe(201);
  }

  // A filter and a search typed on the screen are still there after a reload.
  await app.goto("/invoices");
  const invoices = app.getByTestId("invoice-card");
  await expect(invoices).toHaveCount(2);
  await app.getByLabel("Filter by status").selectOption("paid");
  await app.getByLabel("Search invoices").fill("acme");
  await expect(app).toHaveURL(/status=paid/);
  await expect(app).toHaveURL(/q=acme/);
  await expect(invoices).toHaveCount(1);
  await app.reload();
  await expect(app.getByLabel("Filter by status")).toHaveValue("paid");
  await expect(app.getByLabel("Search invoices")).toHaveValue("acme");
  await expect(invoices).toHaveCount(1);
  await expect(invoices.first()).toContainText("Acme Records");

  // A value the screen does not know is dropped: the plain list, no error.
  await app.goto("/invoices?status=bogus&q=");
  await expect(app.getByLabel("Filter by status")).toHaveValue("all");
  await expect(invoices).toHaveCount(2);

  // A link to a tab with its filter opens that tab filtered.
  for (const o of [
    { title: "Racing game soundtrack", company: "Apex Studio", type: "game" },
    { title: "Indie feature end credits", company: "Lantern Films", type: "film" },
  ])
    expect((await apiCall(app, "POST", "/api/licensing-opportunities", o)).status).toBe(201);
  await app.goto("/licensing?tab=opportunities&type=film");
  await expect(app.getByRole("tab", { name: "Opportunities", exact: true })).toHaveAttribute("aria-selected", "true");
  await expect(app.getByLabel("Filter by type")).toHaveValue("film");
  await expect(app.getByTestId("opportunity-card")).toHaveCount(1);
  await expect(app.getByTestId("opportunity-card").first()).toContainText("Indie feature end credits");

  // A link to a document opens it; closing it takes it out of the address.
  const docs = await apiCall(app, "GET", "/api/knowledge-docs");
  const doc = docs.body.find((d: { title: string }) => d.title === "Music Copyright Basics");
  await app.goto(`/knowledge?doc=${doc.id}`);
  const dialog = app.getByRole("dialog", { name: "Music Copyright Basics" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Dismiss" }).first().click();
  await expect(dialog).toBeHidden();
  await expect(app).not.toHaveURL(/doc=/);
});

test("the dashboard's command center keeps its open section in the address", async ({ app }) => {
  const center = app.getByTestId("command-center");
  await center.scrollIntoViewIfNeeded();
  await center.getByRole("tab", { name: "A/B Testing" }).click();
  await expect(app).toHaveURL(/[?&]section=a-b-testing/);
  await app.reload();
  await expect(app.getByTestId("command-center").getByRole("tab", { name: "A/B Testing" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // The first section is the plain dashboard; an unknown one falls back to it.
  await app.getByTestId("command-center").getByRole("tab", { name: "Automations" }).click();
  await expect(app).not.toHaveURL(/section=/);
  await app.goto("/?section=nonsense");
  await expect(app.getByTestId("command-center").getByRole("tab", { name: "Automations" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});
