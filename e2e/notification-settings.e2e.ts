import { apiCall, expect, testWithSmtp } from "./fixtures";

/** This file's binary mails the agenda to a real SMTP server on loopback that the test starts. */
const test = testWithSmtp({ SMTP_FROM: "Sunshine <sunshine@studio.test>", SUNSHINE_EMAIL: "jamie@rivers.test" });

test("settings: notification switches, a test pop-up, and 'Send me today's agenda' by e-mail", async ({
  app,
  context,
  server,
  smtp,
  consoleErrors,
}) => {
  await context.grantPermissions(["notifications"], { origin: server.url });
  expect(
    (
      await apiCall(app, "POST", "/api/tasks", {
        title: "Master the single",
        dueDate: new Date().toLocaleDateString("en-CA"),
      })
    ).status,
  ).toBe(201);
  await app.goto("/settings");
  const section = app.getByRole("region", { name: "Notifications", exact: true });
  await expect(section).toBeVisible();

  // Off until the user turns it on; the test pop-up needs it on.
  const popups = section.getByRole("checkbox", { name: /Pop-up notifications/ });
  await expect(popups).not.toBeChecked();
  await expect(section.getByRole("button", { name: "Send a test notification" })).toBeDisabled();
  await popups.check();
  await expect(popups).toBeChecked();
  await section.getByRole("button", { name: "Send a test notification" }).click();
  await expect
    .poll(() =>
      app.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title)),
    )
    .toContain("Sunshine test");

  smtp.messages.length = 0;
  await section.getByRole("button", { name: "Send me today's agenda" }).click();
  await expect(app.getByText("Sent to jamie@rivers.test")).toBeVisible();
  expect(smtp.messages).toHaveLength(1);
  expect(smtp.messages[0]!.to).toEqual(["jamie@rivers.test"]);
  expect(smtp.messages[0]!.text).toContain("Master the single");

  // Chromium refuses Push in a throw-away profile and logs that itself; the app then keeps to pop-ups while open.
  const pushRefusals = consoleErrors.filter((e) => /Push API in incognito/.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !pushRefusals.includes(e)));
});
