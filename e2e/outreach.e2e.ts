import { apiCall, expect, overflowingElements, allowValidationErrors, testWithSmtp } from "./fixtures";
import { startSunshine } from "./server";

/** This file's binary talks to a real SMTP server on loopback that the test starts. */
const test = testWithSmtp({
  SMTP_FROM: "Jamie Rivers <jamie@rivers.test>",
  SUNSHINE_NAME: "Jamie Rivers",
  SMTP_RATE_PER_MINUTE: "60",
});

test("outreach: create a campaign, view recipients and preview, send for real, watch progress", async ({
  app,
  smtp,
  consoleErrors,
}) => {
  await apiCall(app, "POST", "/api/radio-stations", {
    name: "KEXP",
    contactName: "Kevin Cole",
    contactEmail: "kevin@kexp.test",
  });
  await apiCall(app, "POST", "/api/radio-stations", { name: "WFMU", contactEmail: "bounce@wfmu.test" });
  await apiCall(app, "POST", "/api/radio-stations", { name: "No Mail FM" });
  await app.goto("/outreach");
  await expect(app.getByRole("heading", { name: "Email Outreach", level: 1 })).toBeVisible();
  await expect(app.getByText("No campaigns yet")).toBeVisible();
  await expect(app.getByTestId("smtp-hint")).toHaveCount(0);

  await app.getByRole("button", { name: "New Campaign" }).click();
  const form = app.getByRole("form", { name: "New campaign" });
  await form.getByRole("button", { name: "Create Campaign" }).click();
  await expect(form.getByLabel("Campaign Name *")).toHaveAccessibleDescription("Campaign name is required");
  await form.getByLabel("Campaign Name *").fill("Fall single");
  await form.getByLabel("Subject *").fill("New single for {{station}}");
  await expect(form.getByLabel("Radio stations")).toBeChecked();
  await form.getByLabel("Email Template *").fill("Hi {{firstName}},\n\nPlease spin my single on {{station}}.\n\n");
  await expect(form.getByText("Unknown merge field: {{firstName}}")).toBeVisible();
  await form.getByLabel("Email Template *").fill("Hi {{name}},\n\nPlease spin my single on {{station}}.\n\n");
  await form.getByRole("button", { name: "{{senderName}}" }).click();
  await expect(form.getByLabel("Email Template *")).toHaveValue(
    "Hi {{name}},\n\nPlease spin my single on {{station}}.\n\n{{senderName}}",
  );
  const post = app.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/email-campaigns"));
  await form.getByRole("button", { name: "Create Campaign" }).click();
  expect((await post).postDataJSON()).toMatchObject({
    name: "Fall single",
    subject: "New single for {{station}}",
    recipientType: "radio",
  });
  await expect(form).toBeHidden();

  const card = app.getByTestId("campaign-card").filter({ hasText: "Fall single" });
  await expect(card).toHaveAttribute("data-status", "draft");
  await expect(card.getByTestId("campaign-progress")).toHaveText("0 / 2 sent");
  await expect(card).toContainText("Radio stations");

  // View: resolved recipients and a rendered preview
  await card.getByRole("button", { name: "View" }).click();
  const view = app.getByRole("dialog", { name: "Fall single" });
  await expect(view.getByTestId("recipient-list").locator("li")).toHaveText([
    "KEXP kevin@kexp.test",
    "WFMU bounce@wfmu.test",
  ]);
  await expect(view.getByTestId("recipient-note")).toHaveText("1 station without a contact e-mail will be skipped.");
  await expect(view.getByTestId("campaign-preview")).toContainText("To: Kevin Cole <kevin@kexp.test>");
  await expect(view.getByTestId("campaign-preview")).toContainText("Subject: New single for KEXP");
  await expect(view.getByTestId("campaign-preview")).toContainText("Please spin my single on KEXP.");
  await expect(view.getByTestId("campaign-preview")).toContainText("Jamie Rivers");
  await view.getByRole("button", { name: "Close" }).first().click();

  // Send: draft → sending → sent with live progress; the bounce is recorded
  await card.getByRole("button", { name: "Send" }).click();
  await app.getByRole("dialog", { name: "Send Fall single?" }).getByRole("button", { name: "Send to 2" }).click();
  await expect(card).toHaveAttribute("data-status", "sending");
  await expect(card.getByRole("progressbar", { name: "Sending progress" })).toBeVisible();
  await expect(card).toHaveAttribute("data-status", "sent", { timeout: 15_000 });
  await expect(card.getByTestId("campaign-progress")).toHaveText("1 / 2 sent 1 failed");
  await expect(card.getByRole("button", { name: "Send" })).toHaveCount(0);

  expect(smtp.messages).toHaveLength(1);
  const mail = smtp.messages[0]!;
  expect(mail.headers.from).toBe("Jamie Rivers <jamie@rivers.test>");
  expect(mail.headers.to).toBe("Kevin Cole <kevin@kexp.test>");
  expect(mail.headers.subject).toBe("New single for KEXP");
  expect(mail.text).toBe("Hi Kevin Cole,\n\nPlease spin my single on KEXP.\n\nJamie Rivers");

  await card.getByRole("button", { name: "View" }).click();
  const sentView = app.getByRole("dialog", { name: "Fall single" });
  const failed = sentView.getByTestId("recipient-list").locator("li").filter({ hasText: "bounce@wfmu.test" });
  await expect(failed).toContainText("failed");
  await expect(failed).toContainText("550");
  await sentView.getByRole("button", { name: "Close" }).first().click();

  // the dashboard counts the delivered e-mail
  await app.goto("/dashboard");
  await expect(app.locator('[data-stat="emailsSent"]')).toContainText("1");
  allowValidationErrors(consoleErrors);
});

test("custom recipients go out to the typed addresses", async ({ app, smtp, consoleErrors }) => {
  smtp.messages.length = 0;
  await app.goto("/outreach");
  await app.getByRole("button", { name: "New Campaign" }).click();
  const form = app.getByRole("form", { name: "New campaign" });
  await form.getByLabel("Campaign Name *").fill("Blog pitch");
  await form.getByLabel("Subject *").fill("Hello {{name}}");
  await form.getByLabel("Custom list").check();
  await form.getByLabel("Custom recipients").fill("Ana Blogger <ana@blog.test>\nnot-an-address");
  await form.getByLabel("Email Template *").fill("Dear {{Name}}, here is my EP. {{senderName}}");
  await form.getByRole("button", { name: "Create Campaign" }).click();
  // The server's check lands on the field it is about, read with it by a screen reader.
  await expect(form.getByLabel("Custom recipients")).toHaveAccessibleDescription(
    /Not an e-mail address: not-an-address$/,
  );
  await form.getByLabel("Custom recipients").fill("Ana Blogger <ana@blog.test>, zine@press.test");
  await form.getByRole("button", { name: "Create Campaign" }).click();
  const card = app.getByTestId("campaign-card").filter({ hasText: "Blog pitch" });
  await expect(card.getByTestId("campaign-progress")).toHaveText("0 / 2 sent");
  // the typo is reported before sending, and sending refuses it
  await expect(card).toContainText("Unknown merge field: {{Name}}");
  await card.getByRole("button", { name: "Send" }).click();
  await app.getByRole("dialog", { name: "Send Blog pitch?" }).getByRole("button", { name: "Send to 2" }).click();
  await expect(card.getByRole("alert")).toContainText("Unknown merge field: {{Name}}. You can use {{name}}");
  expect(smtp.messages).toHaveLength(0);
  // fix it through Edit
  await card.getByRole("button", { name: "Edit" }).click();
  const edit = app.getByRole("dialog", { name: "Edit Blog pitch" });
  await expect(edit.getByLabel("Custom recipients")).toHaveValue("Ana Blogger <ana@blog.test>\nzine@press.test");
  await edit.getByLabel("Email Template *").fill("Dear {{name}}, here is my EP. {{senderName}}");
  await edit.getByRole("button", { name: "Save Campaign" }).click();
  await expect(edit).toBeHidden();
  await expect(card).not.toContainText("Unknown merge field");
  await card.getByRole("button", { name: "Send" }).click();
  await app.getByRole("dialog", { name: "Send Blog pitch?" }).getByRole("button", { name: "Send to 2" }).click();
  await expect(card).toHaveAttribute("data-status", "sent", { timeout: 15_000 });
  await expect(card.getByTestId("campaign-progress")).toHaveText("2 / 2 sent");
  expect(smtp.messages.map((m) => [m.to[0], m.headers.subject, m.text])).toEqual([
    ["ana@blog.test", "Hello Ana Blogger", "Dear Ana Blogger, here is my EP. Jamie Rivers"],
    ["zine@press.test", "Hello zine", "Dear zine, here is my EP. Jamie Rivers"],
  ]);
  allowValidationErrors(consoleErrors);
});

test("without SMTP, Send explains how to configure it", async ({ page, consoleErrors }) => {
  const bare = await startSunshine();
  try {
    await page.goto(bare.url + "/outreach");
    await expect(page.getByTestId("smtp-hint")).toContainText("SMTP_URL");
    await page.getByRole("button", { name: "New Campaign" }).click();
    const form = page.getByRole("form", { name: "New campaign" });
    await form.getByLabel("Campaign Name *").fill("Draft only");
    await form.getByLabel("Subject *").fill("Hi");
    await form.getByLabel("Email Template *").fill("Hello {{name}}");
    await form.getByRole("button", { name: "Create Campaign" }).click();
    const card = page.getByTestId("campaign-card").filter({ hasText: "Draft only" });
    await card.getByRole("button", { name: "Send" }).click();
    await expect(card.getByRole("alert")).toContainText(
      "E-mail sending is not set up yet. Start Sunshine with SMTP_URL",
    );
    await expect(card).toHaveAttribute("data-status", "draft");
    expect(consoleErrors.filter((e) => !/409/.test(e))).toEqual([]);
    consoleErrors.length = 0;
  } finally {
    await bare.stop();
  }
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("campaign cards, the form and View fit a phone screen", async ({ app }) => {
    await apiCall(app, "POST", "/api/email-campaigns", {
      name: "Phone check",
      subject: "A rather long subject line for {{name}} to see wrapping",
      template: "Hello {{name}}",
      recipientType: "custom",
      customRecipients: "someone.with.a.very.long.address@an-example-domain.test",
    });
    await app.goto("/outreach");
    const card = app.getByTestId("campaign-card").filter({ hasText: "Phone check" });
    await card.getByRole("button", { name: "View" }).click();
    await expect(app.getByTestId("campaign-preview")).toBeVisible();
    expect(await overflowingElements(app)).toEqual([]);
    await app.getByRole("dialog", { name: "Phone check" }).getByRole("button", { name: "Close" }).first().click();
    await app.getByRole("button", { name: "New Campaign" }).click();
    await expect(app.getByRole("form", { name: "New campaign" })).toBeVisible();
    expect(await overflowingElements(app)).toEqual([]);
  });
});
