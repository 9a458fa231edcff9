import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createApp } from "../../app";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";
import { knowledgeDocs } from "./schema";
import { ftsQuery, seedSamples } from "./service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const marked = (text: string) => [...text.matchAll(/\u0002(.*?)\u0003/g)].map((m) => m[1]);

describe("built-in samples", () => {
  test("the two samples are listed with real content and counted once", async () => {
    const res = await s.request("GET", "/api/knowledge-docs");
    expect(res.status).toBe(200);
    const samples = res.body.filter((d: any) => d.isSample);
    expect(samples.map((d: any) => [d.title, d.category]).sort()).toEqual([
      ["Music Business Tax Deductions", "finance"],
      ["Music Copyright Basics", "legal"],
    ]);
    for (const item of samples) {
      // The list keeps the documents' own fields (content included) and adds the excerpt its screen shows.
      const d = (await s.request("GET", `/api/knowledge-docs/${item.id}`)).body;
      expect(item.content).toBe(d.content);
      expect(d.content.length).toBeGreaterThan(2000);
      expect(d.content.startsWith(item.excerpt)).toBe(true);
      expect(d.tags.length).toBeGreaterThanOrEqual(3);
      expect(d.citation).toMatch(/\w/);
    }
  });

  test("seeding again (a restart) does not duplicate them, and a deleted sample stays deleted", async () => {
    seedSamples(s.deps.db);
    createApp(s.deps); // what a restart does
    expect(
      s.deps.db
        .select()
        .from(knowledgeDocs)
        .all()
        .filter((d) => d.sampleKey),
    ).toHaveLength(2);
    const list = (await s.request("GET", "/api/knowledge-docs")).body;
    const tax = list.find((d: any) => d.title === "Music Business Tax Deductions");
    expect((await s.request("DELETE", `/api/knowledge-docs/${tax.id}`)).status).toBe(200);
    seedSamples(s.deps.db);
    const after = (await s.request("GET", "/api/knowledge-docs")).body;
    expect(after.find((d: any) => d.title === "Music Business Tax Deductions")).toBeUndefined();
  });
});

describe("knowledge documents API", () => {
  let id: number;
  test("creates a document with defaults, trimmed and de-duplicated tags", async () => {
    const res = await s.request("POST", "/api/knowledge-docs", {
      title: "Sync pitch checklist",
      content:
        "Always send instrumentals and stems. Metadata must include ISRC, splits and one-stop clearance contact.",
      tags: [" sync ", "pitching", "Sync", ""],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Sync pitch checklist",
      category: "general",
      tags: ["sync", "pitching"],
      source: "",
      citation: "",
      isSample: false,
    });
    id = res.body.id;
    expect(listActivity(s.deps.db, 5)[0].message).toBe('Knowledge document "Sync pitch checklist" added to general');
  });

  test("validation errors name the field in words", async () => {
    const cases: [unknown, string][] = [
      [{ content: "x" }, "Title is required"],
      [{ title: " ", content: "x" }, "Title is required"],
      [{ title: "x" }, "Content is required"],
      [{ title: "x", content: "   " }, "Content is required"],
      [{ title: "x", content: "y", category: "music" }, "Category must be one of: legal, finance, business, general"],
      [{ title: "x", content: "y", tags: "a,b" }, "Tags must be a list"],
    ];
    for (const [body, message] of cases) {
      const res = await s.request("POST", "/api/knowledge-docs", body);
      expect(res.status).toBe(422);
      expect(res.body.error.message).toContain(message);
    }
  });

  test("updates, reads and deletes; 404 for unknown ids", async () => {
    const res = await s.request("PUT", `/api/knowledge-docs/${id}`, {
      category: "business",
      tags: ["sync", "metadata"],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ category: "business", tags: ["sync", "metadata"], title: "Sync pitch checklist" });
    expect((await s.request("GET", `/api/knowledge-docs/${id}`)).body.category).toBe("business");
    expect((await s.request("PUT", `/api/knowledge-docs/${id}`, { title: "" })).status).toBe(422);
    for (const method of ["GET", "PUT", "DELETE"]) {
      const r = await s.request(method, "/api/knowledge-docs/4242", method === "PUT" ? { title: "x" } : undefined);
      expect(r.status).toBe(404);
      expect(r.body.error.message).toBe("Knowledge document not found");
    }
  });

  test("category filter", async () => {
    const res = await s.request("GET", "/api/knowledge-docs?category=legal");
    expect(res.body.map((d: any) => d.title)).toEqual(["Music Copyright Basics"]);
    expect((await s.request("GET", "/api/knowledge-docs?category=nope")).status).toBe(422);
  });
});

describe("full-text search (FTS5)", () => {
  test("finds a word from a document body, highlighted, with stemming and prefixes", async () => {
    const res = await s.request("GET", "/api/knowledge-docs?q=" + encodeURIComponent("statutory damages"));
    expect(res.status).toBe(200);
    expect(res.body.map((d: any) => d.title)).toEqual(["Music Copyright Basics"]);
    expect(marked(res.body[0].match.snippet).map((w) => w.toLowerCase())).toEqual(
      expect.arrayContaining(["statutory", "damages"]),
    );
    const stem = await s.request("GET", "/api/knowledge-docs?q=instrumental");
    expect(stem.body.map((d: any) => d.title)).toEqual(["Sync pitch checklist"]);
    const prefix = await s.request("GET", "/api/knowledge-docs?q=metad");
    expect(prefix.body.map((d: any) => d.title)).toEqual(["Sync pitch checklist"]);
  });

  test("ranks title matches above body mentions and searches tags", async () => {
    await s.request("POST", "/api/knowledge-docs", {
      title: "Royalties explained",
      content: "Mechanical and performance money, and who collects it.",
      category: "finance",
    });
    const res = await s.request("GET", "/api/knowledge-docs?q=royalties");
    expect(res.body[0].title).toBe("Royalties explained");
    expect(marked(res.body[0].match.title)).toEqual(["Royalties"]);
    expect(res.body.map((d: any) => d.title)).toContain("Music Copyright Basics");
    const byTag = await s.request("GET", "/api/knowledge-docs?q=pitching");
    expect(byTag.body.map((d: any) => d.title)).toEqual(["Sync pitch checklist"]);
    const inCategory = await s.request("GET", "/api/knowledge-docs?q=royalties&category=legal");
    expect(inCategory.body.map((d: any) => d.title)).toEqual(["Music Copyright Basics"]);
  });

  test("the index follows edits and deletes", async () => {
    const doc = (
      await s.request("POST", "/api/knowledge-docs", { title: "Tour notes", content: "Van rental from Zephyrcorp." })
    ).body;
    expect((await s.request("GET", "/api/knowledge-docs?q=zephyrcorp")).body).toHaveLength(1);
    await s.request("PUT", `/api/knowledge-docs/${doc.id}`, { content: "Van rental from Quokka Vans." });
    expect((await s.request("GET", "/api/knowledge-docs?q=zephyrcorp")).body).toHaveLength(0);
    expect((await s.request("GET", "/api/knowledge-docs?q=quokka")).body).toHaveLength(1);
    await s.request("DELETE", `/api/knowledge-docs/${doc.id}`);
    expect((await s.request("GET", "/api/knowledge-docs?q=quokka")).body).toHaveLength(0);
  });

  test("FTS syntax in the search box is treated as plain words, never an error", async () => {
    for (const q of ['"', "AND OR NOT", "title:(", "*", "NEAR(a b)", "-- ;drop", "'"]) {
      const res = await s.request("GET", "/api/knowledge-docs?q=" + encodeURIComponent(q));
      expect(res.status).toBe(200);
    }
    expect(ftsQuery('say "hi" OR bye*')).toBe('"say"* "hi"* "or"* "bye"*');
    expect(ftsQuery("!!!")).toBeNull();
  });
});
