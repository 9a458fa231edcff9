import type { Page } from "@playwright/test";
import { test, expect, apiCall } from "./fixtures";

const tomorrowLabel = "Due tomorrow";

test.describe.configure({ mode: "serial" });

/** The worker's server can be shared with other test files: start each test from no tasks and no chat. */
async function reset(app: Page) {
  const tasks = await apiCall(app, "GET", "/api/tasks");
  for (const t of tasks.body) await apiCall(app, "DELETE", `/api/tasks/${t.id}`);
  await apiCall(app, "DELETE", "/api/chat-messages");
  // A binary's first message compiles every tool's sentence templates once (about 2 s here, several times that on a
  // busy machine). Load them now, through a read that writes nothing, so that the expectations below time the reply
  // itself rather than that one-time compile.
  await apiCall(app, "GET", "/api/ai/tools");
}

test("empty chat: greeting with the e-mail, capabilities, example prompts fill the input, Send rules", async ({
  app,
}) => {
  await reset(app);
  await app.goto("/chat");
  const empty = app.getByTestId("chat-empty");
  await expect(empty).toContainText("Hi owner@localhost! I'm Sunshine.");
  await expect(empty.locator("li")).toHaveCount(5);
  // No name in the profile yet: the header says "You", not the built-in placeholder address.
  await expect(app.getByTestId("chat-user")).toHaveText("You");
  await expect(app.getByText("Auto-identified")).toBeVisible();
  const input = app.getByRole("textbox", { name: "Message" });
  const send = app.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeDisabled();
  await input.fill("   ");
  await expect(send).toBeDisabled();
  await empty.getByRole("button", { name: "What's overdue?" }).click();
  await expect(input).toHaveValue("What's overdue?");
  await expect(send).toBeEnabled();
  // Shift+Enter adds a line instead of sending
  await input.press("Shift+Enter");
  await input.pressSequentially("and today?");
  await expect(input).toHaveValue("What's overdue?\nand today?");
  await expect(app.getByTestId("chat-message")).toHaveCount(0);
});

test("task intent from chat: reply shows the action, widget lists it, ticking removes it", async ({ app }) => {
  await reset(app);
  await app.reload();
  // Record what is spoken (spoken replies are on by default).
  await app.evaluate(() => {
    (window as any).__spoken = [];
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) =>
      (window as any).__spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume });
  });
  await app.getByRole("link", { name: "AI Assistant" }).first().click();
  // The dashboard's chat card has a "Message" box too: type only once the chat screen has replaced it.
  await expect(app.getByRole("heading", { level: 1, name: "AI Assistant" })).toBeVisible();
  const input = app.getByRole("textbox", { name: "Message" });
  await expect(input).toHaveCount(1);
  await input.fill("remind me to call KEXP tomorrow, urgent");
  await input.press("Enter");
  const reply = app.getByTestId("chat-response").last();
  await expect(reply).toContainText('Added task "Call KEXP" — high, due tomorrow.');
  await expect(reply.getByTestId("chat-done")).toBeVisible();
  await expect(input).toHaveValue("");
  const spoken = await app.evaluate(() => (window as any).__spoken);
  expect(spoken).toEqual([
    {
      text: 'Added task "Call KEXP" — high, due tomorrow.',
      rate: 1,
      pitch: expect.closeTo(1.3, 5),
      volume: expect.closeTo(0.8, 5),
    },
  ]);

  await app.getByRole("link", { name: "Dashboard" }).first().click();
  const widget = app.getByTestId("upcoming-tasks");
  const row = widget.getByTestId("task-row").filter({ hasText: "Call KEXP" });
  await expect(row).toBeVisible();
  await expect(row.locator("[data-priority]")).toHaveText("high");
  await expect(row.getByTestId("task-due")).toHaveText(tomorrowLabel);
  await expect(app.getByTestId("activity-list")).toContainText('Task added: "Call KEXP" — high, due tomorrow');

  await row.getByRole("checkbox", { name: "Complete Call KEXP" }).click();
  await expect(widget.getByTestId("task-row").filter({ hasText: "Call KEXP" })).toHaveCount(0);
  await expect(app.getByTestId("activity-list")).toContainText("Task completed: Call KEXP");
  const tasks = await apiCall(app, "GET", "/api/tasks");
  expect(tasks.body.find((t: any) => t.title === "Call KEXP").status).toBe("completed");
});

test("several tasks in one message: the reply counts them and lists each once", async ({ app }) => {
  await reset(app);
  await app.goto("/chat");
  const input = app.getByRole("textbox", { name: "Message" });
  await input.fill("add tasks: tune the bass, print the setlists and book the van");
  await input.press("Enter");
  const reply = app.getByTestId("chat-response").last();
  await expect(reply).toContainText("Done: 3 changes.");
  await expect(reply.getByTestId("chat-action")).toHaveText([
    'Added task "Tune the bass" — medium.',
    'Added task "Print the setlists" — medium.',
    'Added task "Book the van" — medium.',
  ]);
});

test("spoken replies can be turned off; questions are answered from real data", async ({ app }) => {
  await reset(app);
  await apiCall(app, "POST", "/api/tasks", { title: "Send stems to mixer", priority: "medium", dueDate: "2020-02-02" });
  await app.goto("/chat");
  await app.evaluate(() => {
    (window as any).__spoken = [];
    window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => (window as any).__spoken.push(u.text);
  });
  await app.getByRole("button", { name: /Spoken replies on/ }).click();
  await expect(app.getByRole("button", { name: /Spoken replies off/ })).toBeVisible();
  const input = app.getByRole("textbox", { name: "Message" });
  await input.fill("What's overdue?");
  await app.getByRole("button", { name: "Send", exact: true }).click();
  await expect(app.getByTestId("chat-response").last()).toHaveText(
    '1 task is overdue: "Send stems to mixer" (medium, due Feb 2, 2020).',
  );
  expect(await app.evaluate(() => (window as any).__spoken)).toEqual([]);
});

test("dashboard chat card shows the last 5 messages and can send", async ({ app }) => {
  await reset(app);
  for (let i = 1; i <= 6; i++) await apiCall(app, "POST", "/api/chat-messages", { message: `thanks ${i}` });
  await app.reload();
  const card = app.getByTestId("chat-card");
  await expect(card.getByTestId("chat-message")).toHaveCount(5);
  await expect(card.getByTestId("chat-message").first()).toContainText("thanks 2");
  await card.getByRole("textbox", { name: "Message" }).fill("hello");
  await card.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(card.getByTestId("chat-response").last()).toContainText("I'm Sunshine");
  await expect(card.getByTestId("chat-message")).toHaveCount(5);
});

test("dictation: button where a microphone or SpeechRecognition exists, otherwise the unavailable message", async ({
  app,
  page,
}) => {
  await app.goto("/chat");
  // The server's offline recogniser needs only a microphone (MediaRecorder): Chromium and Firefox both have one.
  await expect(app.getByRole("button", { name: "Dictate" })).toBeVisible();
  await page.addInitScript(() => {
    delete (window as any).SpeechRecognition;
    delete (window as any).webkitSpeechRecognition;
    delete (window as any).MediaRecorder;
  });
  await page.reload();
  await expect(page.getByTestId("voice-unavailable")).toHaveText("Voice chat is unavailable in this browser.");
});

test("dictated text is appended to the input", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    class FakeRecognition {
      lang = "";
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: any = null;
      onend: any = null;
      onerror: any = null;
      start() {
        (window as any).__rec = { lang: this.lang, continuous: this.continuous, interim: this.interimResults };
        setTimeout(() => {
          const result = Object.assign([{ transcript: "tomorrow at noon" }], { isFinal: true });
          this.onresult?.({ results: [result] });
          this.onend?.();
        }, 50);
      }
      stop() {}
    }
    (window as any).webkitSpeechRecognition = FakeRecognition;
    (window as any).SpeechRecognition = FakeRecognition;
    localStorage.setItem("sunshine-voice-recognizer", "browser"); // the Web Speech API, chosen in Settings
  });
  await page.goto("/chat");
  const input = page.getByRole("textbox", { name: "Message" });
  await input.fill("remind me to call Tom");
  await page.getByRole("button", { name: "Dictate" }).click();
  await expect(input).toHaveValue("remind me to call Tom tomorrow at noon");
  expect(await page.evaluate(() => (window as any).__rec)).toEqual({
    lang: "en-US",
    continuous: false,
    interim: false,
  });
  expect(consoleErrors).toEqual([]);
});

test("with an OpenAI-compatible model: tool calls read real data; a failing model falls back and says so", async ({
  page,
  consoleErrors,
}) => {
  const { createServer } = await import("node:http");
  const { startSunshine } = await import("./server");
  let failNext = false;
  const fake = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (failNext) return send(500, { error: { message: "model crashed" } });
    const toolResult = body.messages.find((m: any) => m.role === "tool");
    const message = toolResult
      ? {
          role: "assistant",
          content: `You have ${JSON.parse(toolResult.content).data.count} open tasks. Let's get going!`,
        }
      : {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: "c1", type: "function", function: { name: "list_tasks", arguments: '{"filter":"open"}' } },
          ],
        };
    send(200, {
      id: "x",
      object: "chat.completion",
      created: 1,
      model: "local",
      choices: [{ index: 0, finish_reason: "stop", message }],
    });
  });
  await new Promise<void>((ok) => fake.listen(0, "127.0.0.1", () => ok()));
  const port = (fake.address() as { port: number }).port;
  const server = await startSunshine({
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    SUNSHINE_MODEL: "local",
    SUNSHINE_PERSONA: "Aurora",
  });
  try {
    await page.goto(server.url + "/chat");
    await expect(page.getByText("Model: local")).toBeVisible();
    await expect(page.getByTestId("chat-empty")).toContainText("I'm Aurora.");
    const input = page.getByRole("textbox", { name: "Message" });
    // A clear command is handled by the rules first (no model call needed).
    await input.fill("I need to send stems to the mixer");
    await input.press("Enter");
    await expect(page.getByTestId("chat-response").last()).toHaveText('✓ Done: Added task "Send stems to the mixer" — medium.');
    // The input is cleared once the transcript has been refetched; type the next message after that.
    await expect(input).toHaveValue("");
    await input.fill("cheer me up, will you?");
    await input.press("Enter");
    await expect(page.getByTestId("chat-response").last()).toHaveText("You have 1 open tasks. Let's get going!");
    failNext = true;
    await expect(input).toHaveValue("");
    await input.fill("cheer me up again please");
    await input.press("Enter");
    await expect(page.getByTestId("chat-response").last()).toContainText(
      "The AI model didn't answer (the model server answered with error 500), so here is my offline answer:",
    );
    expect(consoleErrors).toEqual([]);
  } finally {
    // Leave the page first: an open notification stream keeps the binary from stopping.
    await page.goto("about:blank");
    await server.stop();
    fake.close();
  }
});

test("a delete waits for 'Yes, do it'; undo brings the task back", async ({ app }) => {
  await reset(app);
  await apiCall(app, "POST", "/api/tasks", { title: "Print the setlist", priority: "low" });
  await app.goto("/chat");
  await expect(app.getByRole("heading", { level: 1, name: "AI Assistant" })).toBeVisible();
  const input = app.getByRole("textbox", { name: "Message" });
  await input.fill("delete the task print the setlist");
  await input.press("Enter");
  const reply = app.getByTestId("chat-response").last();
  await expect(reply).toContainText('Delete the task "Print the setlist"? Say "yes" to confirm or "no" to cancel.');
  expect((await apiCall(app, "GET", "/api/tasks")).body).toHaveLength(1);
  await reply.getByRole("button", { name: "Yes, do it" }).click();
  await expect(app.getByTestId("chat-response").last()).toContainText('Deleted the task "Print the setlist".');
  expect((await apiCall(app, "GET", "/api/tasks")).body).toHaveLength(0);
  // The answered question shows no buttons any more.
  await expect(app.getByRole("button", { name: "Yes, do it" })).toHaveCount(0);
  await expect(input).toHaveValue("");
  await input.fill("undo");
  await input.press("Enter");
  const undone = app.getByTestId("chat-response").last();
  await expect(undone).toContainText('Undone. Brought back the task "Print the setlist".');
  // The reply already says what was brought back: marked done, not listed a second time.
  await expect(undone.getByTestId("chat-done")).toBeVisible();
  await expect(undone.getByTestId("chat-action")).toHaveCount(0);
  expect((await apiCall(app, "GET", "/api/tasks")).body.map((t: any) => t.title)).toEqual(["Print the setlist"]);
});
