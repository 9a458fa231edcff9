import { readFileSync } from "node:fs";
import { apiCall, expect, test, overflowingElements } from "./fixtures";

test("contracts: 14 templates, generate dialog, result with copy and .txt, draft appears and can be edited", async ({
  app,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await app
    .getByRole("complementary", { name: "Main navigation" })
    .getByRole("link", { name: "Music Contracts" })
    .click();
  await expect(app.getByRole("heading", { name: "Music Contracts", level: 1 })).toBeVisible();
  const cards = app.getByTestId("template-card");
  await expect(cards).toHaveCount(14);
  await expect(app.getByRole("heading", { name: "Draft Contracts" })).toHaveCount(0);
  const booking = cards.filter({ hasText: "Live Performance Booking Agreement" });
  await expect(booking).toContainText("Live Booking");
  await expect(booking).toContainText("gig");

  // variables dialog: labels from names, defaults pre-filled and as placeholders, multi-line for requirements/signature/terms
  await booking.getByRole("button", { name: /Generate Contract/ }).click();
  const dialog = app.getByRole("dialog", { name: "Generate Live Performance Booking Agreement" });
  await expect(dialog.getByLabel("Artist Name")).toHaveValue("[Artist or band name]");
  await expect(dialog.getByLabel("Artist Name")).toHaveAttribute("placeholder", "[Artist or band name]");
  await expect(dialog.getByLabel("Performance Fee")).toHaveValue("$800");
  expect(await dialog.getByLabel("Technical Requirements").evaluate((e) => e.tagName)).toBe("TEXTAREA");
  expect(await dialog.getByLabel("Artist Signature").evaluate((e) => e.tagName)).toBe("TEXTAREA");
  expect(await dialog.getByLabel("Additional Terms").evaluate((e) => e.tagName)).toBe("TEXTAREA");
  expect(await dialog.getByLabel("Venue Name").evaluate((e) => e.tagName)).toBe("INPUT");

  await dialog.getByLabel("Artist Name").fill("The Night Owls");
  await dialog.getByLabel("Venue Name").fill("Blue Room Bar");
  await dialog.getByLabel("Performance Fee").fill("$1,200");
  await dialog.getByLabel("Event Date").fill("March 14, 2027");
  await dialog.getByRole("button", { name: "Generate", exact: true }).click();
  await expect(dialog).toBeHidden();

  const result = app.getByRole("dialog", { name: "Generated Contract" });
  const text = result.getByTestId("contract-text");
  await expect(text).toContainText('between The Night Owls ("Artist") and Blue Room Bar ("Venue")');
  await expect(text).toContainText("Venue pays Artist $1,200.");
  await expect(text).toContainText("on March 14, 2027");
  await expect(text).toContainText("not legal advice");
  await expect(text).not.toContainText("{{");

  await result.getByRole("button", { name: "Copy to Clipboard" }).click();
  await expect(app.getByTestId("toast")).toContainText("Copied to Clipboard");
  expect(await app.evaluate(() => navigator.clipboard.readText())).toContain("The Night Owls");

  const download = app.waitForEvent("download");
  await result.getByRole("button", { name: "Download .txt" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("live-performance-booking-agreement-the-night-owls-blue-room-bar.txt");
  expect(readFileSync((await file.path())!, "utf8")).toContain("Blue Room Bar");
  await result.getByRole("button", { name: "Close", exact: true }).click();
  await expect(result).toBeHidden();

  // the draft is listed and editable; the edit is saved on the server
  const drafts = app.getByTestId("draft-card");
  await expect(app.getByRole("heading", { name: "Draft Contracts" })).toBeVisible();
  await expect(drafts).toHaveCount(1);
  await expect(drafts.first()).toContainText("Live Performance Booking Agreement — The Night Owls & Blue Room Bar");
  await expect(drafts.first()).toContainText("Draft");
  await expect(drafts.first()).toContainText(/Created \w{3} \d{1,2}, \d{4}/);
  await drafts.first().getByRole("button", { name: "Edit Contract" }).click();
  const editor = app.getByRole("dialog", { name: "Edit Draft Contract" });
  const body = editor.getByLabel("Contract text");
  await expect(body).toHaveValue(/The Night Owls/);
  await body.fill((await body.inputValue()).replace("Venue pays Artist $1,200.", "Venue pays Artist $1,500."));
  await editor.getByRole("textbox", { name: "Name", exact: true }).fill("Blue Room booking (final)");
  await editor.getByRole("button", { name: "Save Draft" }).click();
  await expect(editor).toBeHidden();
  await expect(drafts.first()).toContainText("Blue Room booking (final)");
  const list = await apiCall(app, "GET", "/api/music-contracts");
  const draft = list.body.find((c: { status: string }) => c.status === "draft");
  const saved = await apiCall(app, "GET", `/api/music-contracts/${draft.id}`);
  expect(saved.body.content).toContain("Venue pays Artist $1,500.");

  // closing the variables dialog clears the selection; delete a draft
  await cards
    .first()
    .getByRole("button", { name: /Generate Contract/ })
    .click();
  await app.keyboard.press("Escape");
  await expect(app.getByRole("dialog")).toHaveCount(0);
  await drafts.first().getByRole("button", { name: "Edit Contract" }).click();
  await app.getByRole("dialog", { name: "Edit Draft Contract" }).getByRole("button", { name: "Delete" }).click();
  await app.getByRole("button", { name: "Yes, delete" }).click();
  await expect(app.getByRole("heading", { name: "Draft Contracts" })).toHaveCount(0);
});

test("contracts: phone layout has no sideways scroll", async ({ app }) => {
  await app.setViewportSize({ width: 390, height: 844 });
  await app.goto("/contracts");
  await expect(app.getByTestId("template-card")).toHaveCount(14);
  expect(await overflowingElements(app)).toEqual([]);
});

test("restarting the binary on the same data keeps 14 templates, 2 knowledge samples and the user's drafts, with no duplicates", async () => {
  const { startSunshine } = await import("./server");
  const { mkdtempSync, rmSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = mkdtempSync(join(tmpdir(), "sunshine-e2e-restart-"));
  const get = async (url: string, path: string, init: RequestInit = {}) => {
    const { token } = (await (await fetch(`${url}/api/auth/login`, { method: "POST" })).json()) as { token: string };
    const res = await fetch(url + path, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    return res.json();
  };
  try {
    const first = await startSunshine({}, dir);
    const templates = await get(first.url, "/api/music-contracts");
    expect(templates).toHaveLength(14);
    await get(first.url, `/api/music-contracts/${templates[0].id}/generate`, {
      method: "POST",
      body: JSON.stringify({ variables: { artist_name: "Ada" } }),
    });
    const docs = await get(first.url, "/api/knowledge-docs");
    expect(docs).toHaveLength(2);
    await first.stop();
    for (let i = 0; i < 2; i++) {
      const again = await startSunshine({}, dir);
      const all = await get(again.url, "/api/music-contracts");
      expect(all.filter((c: { status: string }) => c.status === "template")).toHaveLength(14);
      expect(all.filter((c: { status: string }) => c.status === "draft")).toHaveLength(1);
      expect(await get(again.url, "/api/knowledge-docs")).toHaveLength(2);
      expect((await get(again.url, "/api/knowledge-docs?q=copyright")).length).toBeGreaterThan(0);
      await again.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
