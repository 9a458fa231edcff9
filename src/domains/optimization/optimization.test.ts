import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import type { LlmClient } from "../../lib/llm";
import { analyzeText, countSyllables } from "./analyze";
import { findings, suggestionsFor } from "./findings";
import { activeVoice, shortenSubject } from "./rewrites";
import { generateSuggestions } from "./service";

const HEDGED =
  "Subject: I just wanted to really reach out to you about my very new single which was recorded by my band last winter in Portland\n" +
  "Hi, I am basically an independent artist and I think my new song is kind of good and it was produced by Sam Lee and it was mixed by Ana and I would really love for you to maybe listen to it if you have time. Let me know if you are interested.";
const TIGHT = "Stream my new single now! Heartfelt, raw and haunting. Link in bio.";
const NO_CTA =
  "The Quiet Tide is a mystery audiobook narrated by the author. It is set on a small island. The story follows a lighthouse keeper.";

describe("text analysis on fixed texts", () => {
  test("syllables and Flesch reading ease", () => {
    expect([
      countSyllables("cat"),
      countSyllables("music"),
      countSyllables("independent"),
      countSyllables("haunting"),
    ]).toEqual([1, 2, 4, 2]);
    // "The cat sat on the mat." — 6 one-syllable words in one sentence: 206.835 − 1.015·6 − 84.6·1 = 116.1
    expect(analyzeText("The cat sat on the mat.").readability).toBe(116.1);
  });

  test("hedged email: subject too long, weak CTA, fillers, passive voice, long sentences", () => {
    const a = analyzeText(HEDGED);
    expect(a.subjectLength).toBe(119);
    expect(a.hasCallToAction).toBe(true);
    expect(a.weakCallToAction).toEqual(["Let me know if you are interested", "if you have time"]);
    expect(a.fillers.map((f) => f.word)).toEqual(["really", "basically", "kind of", "i think", "maybe"]);
    expect(a.passive).toEqual(["was produced by", "was mixed by"]); // "are interested" is an adjective, not passive
    expect(a.avgSentenceWords).toBe(26.5);
    const keys = findings(HEDGED, "email").findings.map((f) => f.key);
    expect(keys).toEqual([
      "weak_cta",
      "sentence_length",
      "subject_length",
      "passive_voice",
      "filler_words",
      "emotional_words",
    ]);
  });

  test("rewrites: fillers removed, subject shortened, passive made active, CTA added", () => {
    const byKey = Object.fromEntries(findings(HEDGED, "email").findings.map((f) => [f.key, f]));
    expect(byKey.filler_words.suggestedContent).not.toMatch(/\b(basically|really|maybe|kind of)\b/);
    expect(byKey.filler_words.confidence).toBe(85); // 45 + 8 × 5 fillers
    expect(byKey.subject_length.suggestedContent.split("\n")[0]).toBe("Subject: My new single");
    expect(byKey.subject_length.confidence).toBe(97);
    expect(byKey.weak_cta.suggestedContent).toContain("Reply to this email and I'll send it today.");
    expect(shortenSubject("Hello! I wanted to reach out about the new Quiet Tide audiobook")).toBe(
      "The new Quiet Tide audiobook",
    );
    expect(activeVoice("The album was produced by Sam Lee.")).toBe("Sam Lee produced the album.");
    const cta = findings(NO_CTA, "social_media").findings.find((f) => f.key === "missing_cta")!;
    expect(cta.suggestedContent.endsWith("Listen now: link in bio.")).toBe(true);
    expect(cta.confidence).toBe(85);
  });

  test("a tight social post has nothing to fix; the goal decides which findings are offered", () => {
    expect(findings(TIGHT, "social_media").findings).toEqual([]);
    expect(suggestionsFor(HEDGED, "email", "call_to_action").findings.map((f) => f.key)).toEqual(["weak_cta"]);
    expect(suggestionsFor(HEDGED, "email", "emotional_impact").findings.map((f) => f.key)).toEqual([
      "emotional_words",
      "passive_voice",
    ]);
    expect(suggestionsFor(HEDGED, "email", "clarity").findings.map((f) => f.key)).toEqual([
      "filler_words",
      "sentence_length",
      "passive_voice",
    ]);
  });

  test("confidence follows the evidence: more fillers, more confidence", () => {
    const one = findings(
      "I just love this song. Listen now on Spotify, it is really raw and honest and heartfelt.",
      "social_media",
    ).findings.find((f) => f.key === "filler_words")!;
    const many = findings(
      "I just really actually basically love this very song. Listen now, it is quite literally raw and heartfelt.",
      "social_media",
    ).findings.find((f) => f.key === "filler_words")!;
    expect(many.confidence).toBeGreaterThan(one.confidence);
  });
});

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("optimisation API", () => {
  test("all three fields required with the spec's message", async () => {
    for (const body of [
      { contentType: "email", suggestionType: "clarity", originalContent: "" },
      { contentType: "", suggestionType: "clarity", originalContent: "Hi" },
      { contentType: "email", originalContent: "Hi" },
      { contentType: "fax", suggestionType: "clarity", originalContent: "Hi" },
    ]) {
      const r = await s.request("POST", "/api/optimization/suggestions", body);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toBe("Please provide content, select content type and suggestion type.");
    }
    const r = await s.request("POST", "/api/optimization/suggestions", {
      contentType: "email",
      suggestionType: "clarity",
      originalContent: "!!! ???",
    });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toBe("There are no words to analyse in this content");
  });

  test("generate, apply, reject, and no second decision", async () => {
    const r = await s.request("POST", "/api/optimization/suggestions", {
      contentType: "email",
      suggestionType: "clarity",
      originalContent: HEDGED,
    });
    expect(r.status).toBe(201);
    expect(r.body.suggestions.map((x: any) => [x.source, x.status])).toEqual([
      ["filler_words", "pending"],
      ["sentence_length", "pending"],
      ["passive_voice", "pending"],
    ]);
    const [a, b] = r.body.suggestions;
    expect((await s.request("PUT", `/api/optimization/suggestions/${a.id}/apply`)).body.status).toBe("applied");
    expect((await s.request("PUT", `/api/optimization/suggestions/${b.id}/reject`)).body.status).toBe("rejected");
    const again = await s.request("PUT", `/api/optimization/suggestions/${a.id}/reject`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This suggestion was already applied");
    const list = await s.request("GET", "/api/optimization/suggestions");
    expect(list.body.filter((x: any) => x.status === "pending")).toHaveLength(1);
  });

  test("performance records and analyse a stored item by its results", async () => {
    const bad = await s.request("POST", "/api/optimization/performance", {
      contentId: "nl-march",
      contentType: "email",
      metric: "open_rate",
      value: 140,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe("A rate is a percent: enter a value from 0 to 100");
    expect(
      (
        await s.request("POST", "/api/optimization/performance", {
          contentId: "nl-march",
          contentType: "email",
          metric: "click_rate",
          value: 0.8,
          platform: "Substack",
          content: NO_CTA,
        })
      ).status,
    ).toBe(201);
    const none = await s.request("POST", "/api/optimization/analyze/nope");
    expect(none.status).toBe(404);
    const r = await s.request("POST", "/api/optimization/analyze/nl-march");
    expect(r.status).toBe(200);
    expect(r.body.goal).toBe("call_to_action");
    expect(r.body.evidence).toContain("click rate 0.8% (below 2.5%)");
    expect(r.body.suggestions[0]).toMatchObject({
      source: "missing_cta",
      contentId: "nl-march",
      suggestionType: "call_to_action",
    });
    const perf = await s.request("GET", "/api/optimization/performance");
    expect(perf.body[0]).toMatchObject({
      contentId: "nl-march",
      metric: "click_rate",
      value: 0.8,
      platform: "Substack",
    });
  });

  test("with a model configured, the model's rewrite is scored by the text checks", async () => {
    const llm = {
      model: "test",
      text: async () =>
        "Subject: My new single\nHi, I'm an independent artist. Sam Lee produced my new song. Reply and I'll send it today.",
    } as unknown as LlmClient;
    const r = await generateSuggestions(
      { db: s.deps.db, llm },
      { contentType: "email", suggestionType: "clarity", originalContent: HEDGED },
    );
    expect(r.suggestions[0].source).toBe("model");
    expect(r.suggestions[0].reasoning).toMatch(/score it \d+\/100 against \d+\/100/);
    expect(r.suggestions[0].confidence).toBeGreaterThan(60);
    expect(r.suggestions).toHaveLength(3);
    const failing = {
      model: "test",
      text: async () => {
        throw new Error("offline");
      },
    } as unknown as LlmClient;
    const f = await generateSuggestions(
      { db: s.deps.db, llm: failing },
      { contentType: "email", suggestionType: "clarity", originalContent: HEDGED },
    );
    expect(f.suggestions.map((x) => x.source)).toEqual(["filler_words", "sentence_length", "passive_voice"]);
  });
});
