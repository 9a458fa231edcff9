import { apiCall, expect, test, overflowingElements } from "./fixtures";

const tileCount = (page: import("@playwright/test").Page, c: string) =>
  page.getByTestId(`tile-${c}`).getByTestId("tile-count");

test("knowledge base: samples, tiles, add, FTS search with highlights, modal, edit, delete", async ({ app }) => {
  await app
    .getByRole("complementary", { name: "Main navigation" })
    .getByRole("link", { name: "Knowledge Base" })
    .click();
  await expect(app.getByRole("heading", { name: "Knowledge Base", level: 1 })).toBeVisible();

  // the two built-in samples are listed and counted in the tiles
  const cards = app.getByTestId("doc-card");
  await expect(cards).toHaveCount(2);
  await expect(app.getByTestId("doc-list")).toContainText("Music Copyright Basics");
  await expect(app.getByTestId("doc-list")).toContainText("Music Business Tax Deductions");
  await expect(tileCount(app, "legal")).toHaveText("1");
  await expect(tileCount(app, "finance")).toHaveText("1");
  await expect(tileCount(app, "business")).toHaveText("0");
  await expect(tileCount(app, "general")).toHaveText("0");

  // add a document: validation first, then tags split on commas
  await app.getByRole("button", { name: "Add Document" }).first().click();
  const form = app.getByRole("form", { name: "Add document" });
  await form.getByLabel("Title *").fill("Festival application notes");
  await form.getByRole("button", { name: "Add Document" }).click();
  await expect(form.getByLabel("Content *")).toHaveAccessibleDescription("Content is required");
  await expect(form.getByLabel("Category *")).toHaveValue("general");
  await form.getByLabel("Category *").selectOption("business");
  await form
    .getByLabel("Content *")
    .fill(
      "Showcase festivals want an EPK, two live videos and a short bio.\nThe Glastonbury emerging talent competition opens each January.\nKeep the technical rider to one page.",
    );
  await form.getByLabel("Tags").fill(" festivals, live ,  epk, booking, showcases ");
  await form.getByLabel("Source").fill("Notes from the SXSW panel");
  await form.getByLabel("Citation").fill("SXSW 2026 'Getting booked' panel");
  await form.getByRole("button", { name: "Add Document" }).click();
  await expect(form).toBeHidden();
  await expect(app.getByTestId("toast")).toContainText("Document Added");
  await expect(cards).toHaveCount(3);
  await expect(tileCount(app, "business")).toHaveText("1");
  const mine = cards.filter({ hasText: "Festival application notes" });
  await expect(mine).toContainText("festivals");
  await expect(mine).toContainText("live");
  await expect(mine).toContainText("epk");
  await expect(mine).toContainText("+2 more");
  await expect(mine).not.toContainText("showcases");
  await expect(mine).toContainText("Notes from the SXSW panel");
  const stored = await apiCall(app, "GET", "/api/knowledge-docs?category=business");
  expect(stored.body[0].tags).toEqual(["festivals", "live", "epk", "booking", "showcases"]);

  // tiles toggle the category filter
  await app.getByTestId("tile-legal").click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Music Copyright Basics");
  await app.getByTestId("tile-legal").click();
  await expect(cards).toHaveCount(3);

  // full-text search finds a word deep in a document body and highlights it
  const search = app.getByLabel("Search documents");
  await search.fill("glastonbury");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().locator("mark")).toHaveText(["Glastonbury"]);
  await search.fill("epk");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByText("epk", { exact: true })).toHaveClass(/badge-warning/);
  await expect(cards.first().getByText("live", { exact: true })).not.toHaveClass(/badge-warning/);
  await search.fill("statutory damages");
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByTestId("doc-title")).toHaveText("Music Copyright Basics");
  await expect(cards.first().locator("mark").first()).toHaveText(/statutory/i);
  await search.fill("zzqqxx");
  await expect(app.getByText("No documents found")).toBeVisible();
  await search.fill("");
  await app.getByLabel("Category", { exact: true }).selectOption("finance");
  await expect(cards).toHaveCount(1);
  await app.getByLabel("Category", { exact: true }).selectOption("");

  // full-screen modal with the whole text, tags, source and citation; edit and delete from there
  await cards.filter({ hasText: "Festival application notes" }).click();
  const modal = app.getByRole("dialog", { name: "Festival application notes" });
  await expect(modal.getByTestId("doc-full")).toContainText("Keep the technical rider to one page.");
  await expect(modal).toContainText("showcases");
  await expect(modal).toContainText("SXSW 2026 'Getting booked' panel");
  await modal.getByRole("button", { name: "Edit" }).click();
  const edit = app.getByRole("form", { name: "Edit document" });
  await edit
    .getByLabel("Content *")
    .fill("Showcase festivals want an EPK. The Primavera Pro listening sessions are worth a try.");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(app.getByRole("dialog", { name: "Festival application notes" }).getByTestId("doc-full")).toContainText(
    "Primavera Pro",
  );
  await app
    .getByRole("dialog", { name: "Festival application notes" })
    .getByRole("button", { name: "Close", exact: true })
    .click();
  await search.fill("primavera");
  await expect(cards).toHaveCount(1);
  await search.fill("glastonbury");
  await expect(app.getByText("No documents found")).toBeVisible();
  await search.fill("");

  await cards.filter({ hasText: "Festival application notes" }).click();
  await app.getByRole("dialog", { name: "Festival application notes" }).getByRole("button", { name: "Delete" }).click();
  await app.getByRole("button", { name: "Yes, delete" }).click();
  await expect(cards).toHaveCount(2);
  await expect(tileCount(app, "business")).toHaveText("0");
});

test("knowledge base: empty state once every document is gone, and phone layout", async ({ app }) => {
  const list = await apiCall(app, "GET", "/api/knowledge-docs");
  for (const d of list.body) await apiCall(app, "DELETE", `/api/knowledge-docs/${d.id}`);
  await app.setViewportSize({ width: 390, height: 844 });
  await app.goto("/knowledge");
  await expect(app.getByText("No knowledge documents yet")).toBeVisible();
  await expect(app.getByTestId("tile-legal").getByTestId("tile-count")).toHaveText("0");
  expect(await overflowingElements(app)).toEqual([]);
});

test("knowledge base: 4 skeleton cards while loading", async ({ app }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await app.route(/\/api\/knowledge-docs(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  await app.goto("/knowledge");
  await expect(app.getByTestId("docs-loading").locator(".skeleton")).toHaveCount(4);
  release();
  await expect(app.getByTestId("docs-loading")).toHaveCount(0);
});
