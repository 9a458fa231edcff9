import { speakClip } from "../src/lib/speech/test-clips";
import { apiCall, expect, test } from "./fixtures";

/**
 * The web app's microphone with the server's offline recogniser (the default): Chromium's fake capture device plays
 * a spoken command made here with espeak-ng; the app records it (MediaRecorder), converts it to 16 kHz WAV, the
 * server recognises it, and the assistant carries it out. No Web Speech API is involved, as in Firefox.
 */
// Pad 2 s of quiet (with the same faint noise) around it, so the recorder hears the command end.
const clip = speakClip("add a task to call the radio station tomorrow", { voice: "en-us", wpm: 160 }, { noise: 0.02, pad: 2 });

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${clip}`,
    ],
  },
  permissions: ["microphone"],
});

test("a spoken command through the microphone is recognised on the server and carried out", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    // As in Firefox: no Web Speech API at all.
    delete (window as any).SpeechRecognition;
    delete (window as any).webkitSpeechRecognition;
    localStorage.setItem("voice-commands-enabled", "true");
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", exact: true })).toBeVisible();
  const transcribed = page.waitForResponse((r) => r.url().endsWith("/api/voice/transcribe"), { timeout: 60_000 });
  await page.getByTestId("voice-control").last().getByRole("button", { name: "Start listening" }).click();
  const response = await transcribed;
  expect(response.status()).toBe(200);
  const heard = await response.json();
  // The audio went through the browser's compression and resampling: the command's words, if not every one.
  expect(heard.text).toMatch(/^add a task to call .*radio station tomorrow$/);
  expect(heard.unsure).toBe(false);
  await expect
    .poll(async () => (await apiCall(page, "GET", "/api/tasks")).body.map((t: { title: string }) => t.title), {
      timeout: 30_000,
    })
    .toContainEqual(expect.stringMatching(/^Call .*radio station$/));
  expect(consoleErrors).toEqual([]);
});

test("Settings: the server's recogniser is the default; the browser's can be chosen", async ({ app }) => {
  await app.goto("/settings");
  const section = app.getByRole("region", { name: "Voice" });
  await expect(section.getByRole("radio", { name: /On this Sunshine server/ })).toBeChecked();
  await section.getByRole("radio", { name: /The browser's speech service/ }).check();
  expect(await app.evaluate(() => localStorage.getItem("sunshine-voice-recognizer"))).toBe("browser");
  await app.reload();
  await expect(
    app.getByRole("region", { name: "Voice" }).getByRole("radio", { name: /browser's speech/ }),
  ).toBeChecked();
});
