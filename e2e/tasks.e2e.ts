import { test, expect, apiCall, allowValidationErrors } from "./fixtures";
import { startSunshine } from "./server";

test("loading shows 3 skeleton rows, then pending tasks urgent>high>medium>low, first 5", async ({ app, page }) => {
  // The worker's server can be shared with other test files: start from no tasks.
  for (const t of (await apiCall(app, "GET", "/api/tasks")).body) await apiCall(app, "DELETE", `/api/tasks/${t.id}`);
  const mk = (title: string, priority: string) => apiCall(app, "POST", "/api/tasks", { title, priority });
  await mk("Low A", "low");
  await mk("Medium A", "medium");
  await mk("Urgent A", "urgent");
  await mk("High A", "high");
  await mk("Medium B", "medium");
  await mk("Low B", "low");
  const done = await mk("Done urgent", "urgent");
  await apiCall(app, "PUT", `/api/tasks/${done.body.id}`, { status: "completed" });

  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  // The dashboard widget reads the one summary route (the server sorts and keeps the first 5), not the task list.
  await page.route("**/api/dashboard/summary", async (route) => {
    await gate;
    await route.continue();
  });
  // Opened on another screen first: a page opened on the dashboard asks for its figures before the app runs (together
  // with the session check), so the widget's own loading state shows when the dashboard is reached from elsewhere.
  await page.goto("/calendar");
  await page.getByRole("complementary").getByRole("link", { name: "Dashboard", exact: true }).click();
  const widget = page.getByTestId("upcoming-tasks");
  await expect(widget.getByTestId("tasks-skeleton").locator(".skeleton")).toHaveCount(3);
  release();
  await expect(widget.getByTestId("task-title")).toHaveText(["Urgent A", "High A", "Medium B", "Medium A", "Low B"]);
  await page.unroute("**/api/dashboard/summary");
});

test("View all tasks: reminders can be cancelled; tasks added (with a validation message), edited, reopened, deleted", async ({
  app,
  consoleErrors,
}) => {
  await apiCall(app, "POST", "/api/reminders", { message: "Call the printer", remindAt: "2031-06-01T16:00:00Z" });
  await app.getByRole("button", { name: "View all tasks" }).click();
  const dialog = app.getByRole("dialog", { name: "All tasks" });
  await expect(dialog).toBeVisible();
  // Focus moved into the dialog, on its first field.
  const title = dialog.getByRole("textbox", { name: "Task title" });
  await expect(title).toBeFocused();
  await expect(dialog.getByTestId("reminders")).toContainText("Call the printer");
  await dialog.getByRole("button", { name: "Cancel reminder Call the printer" }).click();
  await expect(dialog.getByTestId("reminders")).toHaveCount(0);

  // A blank title is stopped on its field, with the reason read out.
  await title.fill("   ");
  await dialog.getByRole("button", { name: "Add task" }).click();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription("Title is required");

  // The server's 422 (category too long) lands on the Category field, not in a banner.
  await title.fill("Too long a category");
  const category = dialog.getByRole("textbox", { name: "Category" });
  await category.fill("x".repeat(101));
  await dialog.getByRole("button", { name: "Add task" }).click();
  await expect(category).toHaveAttribute("aria-invalid", "true");
  await expect(category).toHaveAccessibleDescription("Category must be text of at most 100 characters");
  await expect(category).toBeFocused();
  allowValidationErrors(consoleErrors);

  await dialog.getByRole("textbox", { name: "Task title" }).fill("Book studio time");
  await dialog.getByRole("combobox", { name: "Priority" }).selectOption("urgent");
  await dialog.getByLabel("Due date").fill("2031-04-05");
  await category.fill("music");
  await dialog.getByRole("button", { name: "Add task" }).click();
  const row = dialog.getByTestId("all-task-row").filter({ hasText: "Book studio time" });
  await expect(row).toContainText("urgent");
  await expect(row).toContainText("Due Apr 5, 2031");
  await expect(row).toContainText("#music");
  await expect(dialog.getByRole("textbox", { name: "Task title" })).toHaveValue("");

  await row.getByRole("button", { name: "Edit Book studio time" }).click();
  const editForm = dialog.getByRole("form", { name: "Edit Book studio time" });
  await editForm.getByRole("textbox", { name: "Task title" }).fill("Book studio time for the EP");
  await editForm.getByRole("combobox", { name: "Priority" }).selectOption("low");
  await editForm.getByRole("button", { name: "Save" }).click();
  const edited = dialog.getByTestId("all-task-row").filter({ hasText: "Book studio time for the EP" });
  await expect(edited).toContainText("low");

  // Completing moves it out of the Pending tab.
  await edited.getByRole("checkbox", { name: "Complete Book studio time for the EP" }).click();
  await expect(edited).toHaveCount(0);
  await dialog.getByRole("tab", { name: /Completed/ }).click();
  const completed = dialog.getByTestId("all-task-row").filter({ hasText: "Book studio time for the EP" });
  await expect(completed).toBeVisible();
  await expect(completed.getByRole("checkbox")).toBeChecked();
  await completed.getByRole("checkbox", { name: "Reopen Book studio time for the EP" }).click();
  await expect(completed).toHaveCount(0);
  await dialog.getByRole("tab", { name: /Pending/ }).click();

  app.once("dialog", (d) => d.accept());
  await dialog.getByRole("button", { name: "Delete Book studio time for the EP" }).click();
  await expect(dialog.getByTestId("all-task-row").filter({ hasText: "Book studio time" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();
  // Focus returns to the button that opened the dialog.
  await expect(app.getByRole("button", { name: "View all tasks" })).toBeFocused();
  await expect(app.getByTestId("activity-list")).toContainText("Task deleted: Book studio time for the EP");
});

test("a reminder missed while Sunshine was stopped fires on restart and shows under the bell", async ({
  page,
  consoleErrors,
}) => {
  const first = await startSunshine({}, undefined);
  const dataDir = first.dataDir;
  const { token } = await (await fetch(`${first.url}/api/auth/login`, { method: "POST" })).json();
  const remindAt = new Date(Date.now() + 1500).toISOString();
  const res = await fetch(`${first.url}/api/chat-messages`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ message: "remind me in 1 minute to stretch" }),
  });
  expect(res.status).toBe(201);
  // A second reminder due in 1.5 s; the server is killed at once and the time passes while it is down.
  const r2 = await fetch(`${first.url}/api/reminders`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ message: "Send the invoice to Acme", remindAt }),
  });
  expect(r2.status).toBe(201);
  first.process.kill("SIGKILL");
  await new Promise((r) => first.process.once("exit", r));
  // The reminder falls due while the server is down.
  while (Date.now() <= Date.parse(remindAt)) await new Promise((r) => setTimeout(r, 50));

  const second = await startSunshine({}, dataDir);
  try {
    await page.goto(second.url + "/");
    await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
    const bell = page.getByRole("button", { name: /Notifications, [1-9]\d* unread/ }).last();
    await expect(bell).toBeVisible();
    await bell.click();
    const list = page.getByTestId("notification-list").last();
    await expect(list).toContainText("Reminder: Send the invoice to Acme");
    await expect(list).not.toContainText("Reminder: Stretch");
    expect(consoleErrors).toEqual([]);
  } finally {
    // Leave the page first: this test is about reminders, and the binary currently waits for an open notification
    // stream before it exits on SIGTERM.
    await page.goto("about:blank");
    await second.stop();
    const { rmSync } = await import("node:fs");
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("said to the assistant, a repeating task and reminder show how they repeat", async ({ app }) => {
  await apiCall(app, "POST", "/api/ai/process", { message: "add a task to post on instagram every monday" });
  await apiCall(app, "POST", "/api/ai/process", { message: "remind me every other friday at 6pm to back up the sessions" });
  await app.getByRole("button", { name: "View all tasks" }).click();
  const dialog = app.getByRole("dialog", { name: "All tasks" });
  const row = dialog.getByTestId("all-task-row").filter({ hasText: "Post on instagram" });
  await expect(row.getByTestId("repeats")).toHaveText("↻ every Monday");
  await expect(dialog.getByTestId("reminders").getByTestId("repeats")).toHaveText("↻ every other Friday");
});
