import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { speakClip, TEST_VOICES, wavBytes } from "../../lib/speech/test-clips";
import { spokenText } from "../../lib/speech/spoken-text";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const post = (body: Uint8Array | string, type = "audio/wav") =>
  fetch(`${s.url}/api/voice/transcribe`, {
    method: "POST",
    headers: { authorization: `Bearer ${s.token}`, "content-type": type },
    body: body as BodyInit,
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

describe("POST /api/voice/transcribe (offline recogniser)", () => {
  test("the recogniser knows a record's name once it exists (from the lists the templates match against)", async () => {
    const names = async () => (await s.request("GET", "/api/voice/vocabulary")).body.names as string[];
    expect(await names()).not.toContain("Restring the Telecaster");
    await s.request("POST", "/api/tasks", { title: "Restring the Telecaster" });
    expect(await names()).toContain("Restring the Telecaster");
  });

  test("a spoken command comes back as its words with a confidence", async () => {
    const said = "add a task to call the radio station tomorrow";
    const r = await post(wavBytes(speakClip(said, TEST_VOICES[0]!, { noise: 0.02 })));
    expect(r.status).toBe(200);
    expect(r.body.text).toBe(spokenText(said)!);
    expect(r.body.confidence).toBeGreaterThan(0.5);
    expect(r.body.unsure).toBe(false);
  }, 120_000);

  test("the owner's own record names are recognised once they exist", async () => {
    const created = await s.request("POST", "/api/radio-stations", { name: "Moonbeam FM" });
    expect(created.status).toBe(201);
    const r = await post(wavBytes(speakClip("pitch my single to moonbeam f m", TEST_VOICES[2]!, { noise: 0.02 })));
    expect(r.status).toBe(200);
    expect(r.body.text).toContain("moonbeam");
  }, 120_000);

  test("bad audio is a clear 4xx, never a 500", async () => {
    const notWav = await post("hello there", "audio/wav");
    expect(notWav.status).toBe(400);
    expect(notWav.body.error.message).toContain("not a WAV file");
    const stereo = await post(wavBytes(speakClip("hello", TEST_VOICES[0]!)).slice(0, 44)); // header only
    expect([400, 422]).toContain(stereo.status);
    const bytes = wavBytes(speakClip("hello", TEST_VOICES[0]!));
    new DataView(bytes.buffer).setUint32(24, 44_100, true); // claims 44.1 kHz
    const wrongRate = await post(bytes);
    expect(wrongRate.status).toBe(422);
    expect(wrongRate.body.error.message).toContain("16 kHz mono 16-bit PCM WAV");
    const empty = await post(new Uint8Array(0));
    expect(empty.status).toBeGreaterThanOrEqual(400);
    expect(empty.status).toBeLessThan(500);
  }, 120_000);
});
