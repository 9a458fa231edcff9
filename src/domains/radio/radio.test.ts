import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

describe("radio stations API", () => {
  test("create, list, get, and the activity log", async () => {
    const res = await s.request("POST", "/api/radio-stations", {
      name: "KEXP",
      frequency: "90.3 FM",
      location: "Seattle, WA",
      genre: "Indie",
      contactName: "Kevin",
      contactEmail: "music@kexp.org",
      website: "kexp.org",
      notes: "",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      id: 1,
      name: "KEXP",
      status: "pending",
      website: "https://kexp.org",
      notes: null,
      lastContacted: null,
    });
    const list = await s.request("GET", "/api/radio-stations");
    expect(list.body.map((r: any) => r.name)).toEqual(["KEXP"]);
    expect((await s.request("GET", "/api/radio-stations/1")).body.contactEmail).toBe("music@kexp.org");
    expect(listActivity(s.deps.db)[0]!.message).toBe("Radio station KEXP added");
  });

  test("validation: name required, e-mail and URL formats", async () => {
    const noName = await s.request("POST", "/api/radio-stations", { name: "  " });
    expect(noName.status).toBe(422);
    expect(noName.body.error.message).toBe("Station name is required");
    const missing = await s.request("POST", "/api/radio-stations", { genre: "Jazz" });
    expect(missing.body.error.message).toBe("Station name is required");
    const email = await s.request("POST", "/api/radio-stations", { name: "X", contactEmail: "not-an-email" });
    expect(email.status).toBe(422);
    expect(email.body.error.message).toMatch(/Contact email must be a valid e-mail address/);
    const url = await s.request("POST", "/api/radio-stations", { name: "X", website: "http://" });
    expect(url.status).toBe(422);
    expect(url.body.error.message).toMatch(/Website must be a valid URL/);
    const status = await s.request("PUT", "/api/radio-stations/1", { status: "ignored" });
    expect(status.status).toBe(422);
    expect(status.body.error.message).toBe("Status must be one of: pending, contacted, responded, rejected");
    const long = await s.request("POST", "/api/radio-stations", { name: "x".repeat(201) });
    expect(long.body.error.message).toBe("Station name is too long (at most 200 characters)");
    const when = await s.request("PUT", "/api/radio-stations/1", { lastContacted: "yesterday" });
    expect(when.body.error.message).toBe("lastContacted must be an ISO date and time, like 2026-11-22T10:00:00Z");
    const bad = await s.request("POST", "/api/radio-stations", "{oops");
    expect(bad.status).toBe(400);
  });

  test("status changes: contacted records lastContacted; summary response rate", async () => {
    const b = (await s.request("POST", "/api/radio-stations", { name: "WFMU" })).body;
    const c = (await s.request("POST", "/api/radio-stations", { name: "KCRW" })).body;
    const sentAt = "2026-11-01T10:00:00.000Z";
    const contacted = await s.request("PUT", "/api/radio-stations/1", { status: "contacted", lastContacted: sentAt });
    expect(contacted.status).toBe(200);
    expect(contacted.body).toMatchObject({ status: "contacted", lastContacted: sentAt });
    const auto = await s.request("PUT", `/api/radio-stations/${b.id}`, { status: "contacted" });
    expect(Date.now() - new Date(auto.body.lastContacted).getTime()).toBeLessThan(5000);
    await s.request("PUT", `/api/radio-stations/${b.id}`, { status: "responded" });
    expect(listActivity(s.deps.db)[0]!.message).toBe("Radio station WFMU responded");
    const sum = await s.request("GET", "/api/radio-stations/summary");
    expect(sum.body).toEqual({
      total: 3,
      byStatus: { pending: 1, contacted: 1, responded: 1, rejected: 0 },
      contactedOrLater: 2,
      responseRate: 50,
    });
    await s.request("PUT", `/api/radio-stations/${c.id}`, { status: "rejected" });
    expect((await s.request("GET", "/api/radio-stations/summary")).body.responseRate).toBe(33.3);
  });

  test("404s and delete", async () => {
    expect((await s.request("PUT", "/api/radio-stations/999", { status: "pending" })).status).toBe(404);
    expect((await s.request("GET", "/api/radio-stations/999")).body.error.message).toBe("Radio station not found");
    expect((await s.request("GET", "/api/radio-stations/abc")).status).toBe(422);
    expect((await s.request("DELETE", "/api/radio-stations/1")).body).toEqual({ deleted: true });
    expect((await s.request("DELETE", "/api/radio-stations/1")).status).toBe(404);
  });
});
