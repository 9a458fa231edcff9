import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";
import { musicContracts } from "./schema";
import { BLANK, fillTemplate, seedTemplates } from "./service";
import { CONTRACT_TEMPLATES, NOT_LEGAL_ADVICE } from "./templates";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

const SPEC_TYPES: Record<string, string> = {
  artist_producer: "Artist-Producer",
  booking: "Live Booking",
  sync_licensing: "Sync Licensing",
  distribution: "Distribution",
  copyright: "Copyright Assignment",
  production_distribution: "Production/Distribution",
  joint_partnership: "Joint Partnership",
  joint_venture: "Joint Venture",
  master_use_license: "Master Use License",
  merchandise_licensing: "Merchandise Licensing",
  payment_obligation: "Payment Obligation",
  photographer: "Photography",
  producer_manager: "Producer/Manager",
  producer_assistant: "Producer Assistant",
};

describe("templates", () => {
  test("GET returns the 14 built-in templates, one per spec type with its display name", async () => {
    const res = await s.request("GET", "/api/music-contracts");
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(14);
    expect(Object.fromEntries(res.body.map((c: any) => [c.type, c.displayName]))).toEqual(SPEC_TYPES);
    for (const c of res.body) {
      expect(c.status).toBe("template");
      expect(c.name).toMatch(/\w/);
      expect(c.description.length).toBeGreaterThan(30);
      expect(c.tags.length).toBeGreaterThanOrEqual(3);
      expect(Object.keys(c.variables).length).toBeGreaterThanOrEqual(5);
    }
  });

  test("every text is readable, carries the not-legal-advice note, and declares each {{variable}} it uses", () => {
    for (const t of CONTRACT_TEMPLATES) {
      expect(t.content).toContain(NOT_LEGAL_ADVICE);
      expect(t.content).toContain("not legal advice");
      expect(t.content.length).toBeGreaterThan(1500);
      const used = new Set([...t.content.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));
      expect([...used].sort()).toEqual(Object.keys(t.variables).sort());
      for (const [k, v] of Object.entries(t.variables)) expect(v, `${t.type}.${k} default`).toMatch(/\S/);
      expect(Object.keys(t.variables).some((k) => k.includes("signature"))).toBe(true);
    }
  });

  test("seeding again does not duplicate and keeps ids", () => {
    const before = s.deps.db.select().from(musicContracts).all();
    seedTemplates(s.deps.db);
    seedTemplates(s.deps.db);
    const after = s.deps.db.select().from(musicContracts).all();
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
  });

  test("GET /:id returns the text; 404 for unknown ids", async () => {
    const list = (await s.request("GET", "/api/music-contracts")).body;
    const one = await s.request("GET", `/api/music-contracts/${list[0].id}`);
    expect(one.body.content).toContain("{{");
    const missing = await s.request("GET", "/api/music-contracts/99999");
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Contract not found");
  });
});

describe("generate", () => {
  test("fills every {{variable}} (given value, else default), returns generatedContract and saves a draft", async () => {
    const list = (await s.request("GET", "/api/music-contracts")).body;
    const booking = list.find((c: any) => c.type === "booking");
    const res = await s.request("POST", `/api/music-contracts/${booking.id}/generate`, {
      variables: {
        artist_name: "The Night Owls",
        venue_name: "Blue Room Bar",
        performance_fee: "$1,200 ($& literal)",
        bogus: "x",
      },
    });
    expect(res.status).toBe(200);
    const text: string = res.body.generatedContract;
    expect(res.body.contract).toBe(text);
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).toContain('between The Night Owls ("Artist") and Blue Room Bar ("Venue")');
    expect(text).toContain("Venue pays Artist $1,200 ($& literal).");
    expect(text).toContain(booking.variables.technical_requirements); // default used
    expect(text).toContain("not legal advice");
    expect(res.body.unknownVariables).toEqual(["bogus"]);
    expect(res.body.draft).toMatchObject({
      status: "draft",
      type: "booking",
      name: "Live Performance Booking Agreement — The Night Owls & Blue Room Bar",
      templateId: booking.id,
    });

    const after = (await s.request("GET", "/api/music-contracts")).body;
    expect(after).toHaveLength(15);
    expect(after.filter((c: any) => c.status === "draft").map((c: any) => c.id)).toEqual([res.body.draft.id]);
    expect((await s.request("GET", `/api/music-contracts/${res.body.draft.id}`)).body.content).toBe(text);
    expect(listActivity(s.deps.db, 1)[0].message).toBe(
      'Draft "Live Performance Booking Agreement — The Night Owls & Blue Room Bar" generated from the Live Booking template',
    );
  });

  test("works with no body variables at all, and blanks show where no default exists", async () => {
    const list = (await s.request("GET", "/api/music-contracts")).body;
    const res = await s.request("POST", `/api/music-contracts/${list[3].id}/generate`, {});
    expect(res.status).toBe(200);
    expect(res.body.generatedContract).not.toContain("{{");
    expect(fillTemplate("Hi {{who}}, {{ what }}.", { who: "" }, { what: "ok" })).toBe(`Hi ${BLANK}, ok.`);
  });

  test("rejects bad payloads and generating from a draft or unknown id", async () => {
    const list = (await s.request("GET", "/api/music-contracts")).body;
    const bad = await s.request("POST", `/api/music-contracts/${list[0].id}/generate`, {
      variables: { artist_name: 5 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toContain("Each variable value must be text");
    const notJson = await s.request("POST", `/api/music-contracts/${list[0].id}/generate`, "{oops", {
      "content-type": "application/json",
    });
    expect(notJson.status).toBe(400);
    expect((await s.request("POST", "/api/music-contracts/99999/generate", { variables: {} })).status).toBe(404);
    const draft = list.find((c: any) => c.status === "draft");
    const fromDraft = await s.request("POST", `/api/music-contracts/${draft.id}/generate`, { variables: {} });
    expect(fromDraft.status).toBe(409); // the contract is in the wrong state, the request itself is fine
    expect(fromDraft.body.error.message).toContain("draft");
  });
});

describe("drafts", () => {
  test("can be edited and saved, not templates; drafts can be deleted", async () => {
    const list = (await s.request("GET", "/api/music-contracts")).body;
    const draft = list.find((c: any) => c.status === "draft");
    const res = await s.request("PUT", `/api/music-contracts/${draft.id}`, {
      name: "Blue Room booking (final)",
      content: "Edited\r\ntext",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Blue Room booking (final)", content: "Edited\ntext", status: "draft" });
    expect((await s.request("PUT", `/api/music-contracts/${draft.id}`, { content: "" })).body.error.message).toContain(
      "Contract text is required",
    );
    const template = await s.request("PUT", `/api/music-contracts/${list[0].id}`, { content: "hacked" });
    expect(template.status).toBe(409);
    expect((await s.request("DELETE", `/api/music-contracts/${list[0].id}`)).status).toBe(409);
    expect((await s.request("PUT", "/api/music-contracts/99999", { content: "x" })).status).toBe(404);
    expect((await s.request("DELETE", `/api/music-contracts/${draft.id}`)).body).toEqual({
      deleted: true,
      id: draft.id,
    });
    expect((await s.request("GET", "/api/music-contracts")).body.filter((c: any) => c.status === "draft").length).toBe(
      1,
    );
  });
});

describe("the owner's names", () => {
  test("templates and generated drafts carry the owner's legal and artist names instead of placeholders", async () => {
    const o = await startTestServer();
    try {
      const before = (await o.request("GET", "/api/music-contracts")).body.find((c: any) => c.type === "artist_producer");
      expect(before.variables.artist_name).toBe("[Artist legal name]");
      await o.request("PUT", "/api/profile", { legalName: "Maya Jane Rivers", artistNames: ["Maya Rivers"] });
      const list = (await o.request("GET", "/api/music-contracts")).body;
      const producer = list.find((c: any) => c.type === "artist_producer");
      expect(producer.variables.artist_name).toBe("Maya Jane Rivers");
      expect(list.find((c: any) => c.type === "booking").variables.artist_name).toBe("Maya Rivers");
      const gen = await o.request("POST", `/api/music-contracts/${producer.id}/generate`, {
        variables: { producer_name: "Sam Ortiz" },
      });
      expect(gen.status).toBe(200);
      expect(gen.body.generatedContract).toContain('between Maya Jane Rivers ("Artist") and Sam Ortiz ("Producer")');
      expect(gen.body.generatedContract).toContain("Maya Jane Rivers, signature and date");
      expect(gen.body.generatedContract).not.toContain("[Artist legal name]");
    } finally {
      await o.close();
    }
  });
});
