import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";

// A tiny OpenAI-compatible server: records the prompt it received and answers, or fails on demand.
let prompts: string[] = [];
let fail = false;
const model = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(req) {
    const body = (await req.json()) as { messages: { role: string; content: string }[] };
    prompts.push(body.messages.map((m) => m.content).join("\n"));
    if (fail) return new Response("overloaded", { status: 503 });
    return Response.json({
      id: "x",
      object: "chat.completion",
      created: 0,
      model: "test",
      choices: [
        {
          index: 0,
          finish_reason: "stop",
          message: { role: "assistant", content: "Pitch Overclock to racing games first." },
        },
      ],
    });
  },
});

let s: TestServer;
beforeAll(
  async () =>
    (s = await startTestServer({ OPENAI_BASE_URL: `http://127.0.0.1:${model.port}/v1`, OPENAI_API_KEY: "test" })),
);
afterAll(async () => {
  await s.close();
  model.stop(true);
});

describe("search-licensing with a model configured", () => {
  test("the model writes the answer from the song, the guide and matching stored opportunities", async () => {
    await s.request("POST", "/api/licensing-opportunities", {
      title: "Racing game OST",
      company: "Apex Studio",
      type: "game",
      genre: "Electronic",
    });
    const res = await s.request("POST", "/api/ai/search-licensing", {
      songTitle: "Overclock",
      artist: "Nova",
      genre: "EDM",
      description: "driving",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Pitch Overclock to racing games first.", source: "model" });
    expect(prompts.at(-1)).toContain("Racing game OST");
    expect(prompts.at(-1)).toContain('"songTitle":"Overclock"');
  });

  test("when the model fails, the built-in guide still answers", async () => {
    fail = true;
    const res = await s.request("POST", "/api/ai/search-licensing", { songTitle: "Overclock", genre: "EDM" });
    expect(res.status).toBe(200);
    expect(res.body.source).toBe("guide");
    expect(res.body.message).toContain("Racing game OST at Apex Studio");
  });
});
