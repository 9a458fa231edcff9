import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { listActivity } from "../../platform/activity/service";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());
const logged = (text: string) => listActivity(s.deps.db).some((a) => a.message.includes(text));

describe("songs", () => {
  test("create, list, edit, validate", async () => {
    expect((await s.request("GET", "/api/songs")).body).toEqual([]);
    const res = await s.request("POST", "/api/songs", {
      title: "Glass Harbor",
      artist: "Nova Reyes",
      album: "",
      genre: "Indie Folk",
      description: "A tender, bittersweet acoustic ballad",
      promotionStatus: "pitching",
      targetLicenseTypes: ["tv", "Film"],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Glass Harbor",
      album: null,
      promotionStatus: "pitching",
      targetLicenseTypes: ["tv", "film"],
    });
    expect(logged('Song "Glass Harbor" by Nova Reyes added')).toBe(true);
    const upd = await s.request("PUT", `/api/songs/${res.body.id}`, { album: "Tides", promotionStatus: "active" });
    expect(upd.body).toMatchObject({ album: "Tides", promotionStatus: "active", title: "Glass Harbor" });
    expect((await s.request("POST", "/api/songs", { title: "", artist: "x" })).body.error.message).toBe(
      "Song title is required",
    );
    const badType = await s.request("POST", "/api/songs", { title: "T", artist: "A", targetLicenseTypes: ["radio"] });
    expect(badType.status).toBe(422);
    expect(badType.body.error.message).toContain("film, tv, commercial, game, other");
    expect((await s.request("PUT", "/api/songs/999", { title: "x" })).status).toBe(404);
  });
});

describe("action items", () => {
  let id: number;
  test("create with defaults and validation", async () => {
    const res = await s.request("POST", "/api/action-items", {
      title: "Register Glass Harbor with the PRO",
      dueDate: "2026-12-01",
      priority: "high",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: "pending", priority: "high", dueDate: "2026-12-01" });
    id = res.body.id;
    expect((await s.request("POST", "/api/action-items", { title: "x", priority: "urgent" })).status).toBe(422);
    expect(
      (await s.request("POST", "/api/action-items", { title: "x", dueDate: "tomorrow" })).body.error.message,
    ).toContain("Due date must be a real date");
    expect((await s.request("POST", "/api/action-items", {})).status).toBe(422);
  });

  test("Start then Complete with PUT {status}; skipping a step is a 409", async () => {
    const skip = await s.request("PUT", `/api/action-items/${id}`, { status: "completed" });
    expect(skip.status).toBe(409);
    expect(skip.body.error.message).toContain("start it first");
    const start = await s.request("PUT", `/api/action-items/${id}`, { status: "in_progress" });
    expect(start.status).toBe(200);
    expect(start.body.status).toBe("in_progress");
    const done = await s.request("PUT", `/api/action-items/${id}`, { status: "completed" });
    expect(done.body.status).toBe("completed");
    expect(logged('Action item "Register Glass Harbor with the PRO" started')).toBe(true);
    expect(logged('Action item "Register Glass Harbor with the PRO" completed')).toBe(true);
    expect((await s.request("PUT", `/api/action-items/${id}`, { status: "in_progress" })).status).toBe(409);
    expect((await s.request("PUT", `/api/action-items/${id}`, { status: "finished" })).status).toBe(422);
    const edit = await s.request("PUT", `/api/action-items/${id}`, { notes: "Done via portal", priority: "low" });
    expect(edit.body).toMatchObject({ notes: "Done via portal", priority: "low", status: "completed" });
  });
});

describe("music supervisors", () => {
  test("create persists, e-mail checked, response rate bounded", async () => {
    const res = await s.request("POST", "/api/music-supervisors", {
      name: "Dana Whitfield",
      company: "Brightline Pictures",
      position: "Music Supervisor",
      email: "dana@brightline.example",
      genres: ["Indie", "Folk"],
      contactStatus: "contacted",
      responseRate: "35",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contactStatus: "contacted", responseRate: 35, genres: ["Indie", "Folk"] });
    expect(res.body.lastContacted).toBeTruthy();
    const badMail = await s.request("POST", "/api/music-supervisors", { name: "X", email: "not-an-email" });
    expect(badMail.status).toBe(422);
    expect(badMail.body.error.message).toContain("Email must be an e-mail address");
    expect((await s.request("POST", "/api/music-supervisors", { name: "X", responseRate: 140 })).status).toBe(422);
    expect((await s.request("POST", "/api/music-supervisors", { name: "X", contactStatus: "ghosted" })).status).toBe(
      422,
    );
    expect((await s.request("GET", "/api/music-supervisors")).body).toHaveLength(1);
    const upd = await s.request("PUT", `/api/music-supervisors/${res.body.id}`, { contactStatus: "responded" });
    expect(upd.body.contactStatus).toBe("responded");
    expect(logged("Dana Whitfield is now responded")).toBe(true);
  });
});

describe("sync campaigns", () => {
  test("create with figures and a song, validation", async () => {
    const song = (await s.request("GET", "/api/songs")).body[0];
    const res = await s.request("POST", "/api/sync-campaigns", {
      name: "Fall TV push",
      songId: song.id,
      targetType: "tv",
      supervisorsTargeted: 12,
      responsesReceived: "4",
      placementsAchieved: 1,
      totalRevenue: "1500",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "planning",
      supervisorsTargeted: 12,
      responsesReceived: 4,
      placementsAchieved: 1,
      totalRevenue: "1500.00",
      songTitle: "Glass Harbor",
    });
    expect((await s.request("POST", "/api/sync-campaigns", { name: "X", songId: 999 })).status).toBe(422);
    const funnel = await s.request("POST", "/api/sync-campaigns", {
      name: "X",
      supervisorsTargeted: 1,
      responsesReceived: 3,
    });
    expect(funnel.status).toBe(422);
    expect(funnel.body.error.message).toBe("Responses received cannot be more than the supervisors targeted");
    expect((await s.request("POST", "/api/sync-campaigns", { name: "X", targetType: "radio" })).status).toBe(422);
    expect((await s.request("POST", "/api/sync-campaigns", { name: "" })).body.error.message).toBe(
      "Campaign name is required",
    );
    const list = await s.request("GET", "/api/sync-campaigns");
    expect(list.body).toHaveLength(1);
  });
});

describe("licensing opportunities", () => {
  test("create requires title, company, type; e-mail checked", async () => {
    const ok = await s.request("POST", "/api/licensing-opportunities", {
      title: "Coming-of-age drama, S2 montage",
      company: "Northlight TV",
      type: "tv",
      genre: "Indie Folk",
      budget: "$2,000 - $5,000",
      deadline: "2099-01-15",
      contactEmail: "music@northlight.example",
      description: "Warm acoustic track for a season finale montage",
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ status: "active", budget: "$2,000 - $5,000" });
    await s.request("POST", "/api/licensing-opportunities", {
      title: "Energy drink spot",
      company: "Volt Agency",
      type: "commercial",
      genre: "EDM",
    });
    await s.request("POST", "/api/licensing-opportunities", {
      title: "Racing game OST",
      company: "Apex Studio",
      type: "game",
      genre: "Rock",
    });
    expect(
      (await s.request("POST", "/api/licensing-opportunities", { title: "X", company: "", type: "tv" })).body.error
        .message,
    ).toBe("Company is required");
    expect((await s.request("POST", "/api/licensing-opportunities", { title: "X", company: "Y" })).status).toBe(422);
    const badType = await s.request("POST", "/api/licensing-opportunities", {
      title: "X",
      company: "Y",
      type: "radio",
    });
    expect(badType.status).toBe(422);
    expect(badType.body.error.message).toBe("Type must be one of: film, tv, commercial, game, other");
    const badMail = await s.request("POST", "/api/licensing-opportunities", {
      title: "X",
      company: "Y",
      type: "tv",
      contactEmail: "nope",
    });
    expect(badMail.body.error.message).toContain("Contact email must be an e-mail address");
  });

  test("search and type filter over stored rows", async () => {
    const all = await s.request("GET", "/api/licensing-opportunities?type=all");
    expect(all.body).toHaveLength(3);
    const tv = await s.request("GET", "/api/licensing-opportunities?type=tv");
    expect(tv.body.map((o: any) => o.company)).toEqual(["Northlight TV"]);
    const q = await s.request("GET", "/api/licensing-opportunities?q=volt");
    expect(q.body.map((o: any) => o.title)).toEqual(["Energy drink spot"]);
    const both = await s.request("GET", "/api/licensing-opportunities?q=montage&type=commercial");
    expect(both.body).toEqual([]);
    const pct = await s.request("GET", "/api/licensing-opportunities?q=%25");
    expect(pct.body).toEqual([]);
    expect((await s.request("GET", "/api/licensing-opportunities?type=radio")).status).toBe(422);
  });
});

describe("platform submissions", () => {
  test("submit a song to an opportunity, list from either side, no duplicates", async () => {
    const song = (await s.request("GET", "/api/songs")).body[0];
    const opp = (await s.request("GET", "/api/licensing-opportunities?type=tv")).body[0];
    const res = await s.request("POST", "/api/platform-submissions", {
      songId: song.id,
      opportunityId: opp.id,
      notes: "Sent 60s edit",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ songTitle: "Glass Harbor", opportunityTitle: opp.title, status: "submitted" });
    expect((await s.request("GET", `/api/platform-submissions?songId=${song.id}`)).body).toHaveLength(1);
    expect((await s.request("GET", `/api/platform-submissions?opportunityId=${opp.id}`)).body).toHaveLength(1);
    expect((await s.request("GET", "/api/platform-submissions")).body).toHaveLength(1);
    const dup = await s.request("POST", "/api/platform-submissions", { songId: song.id, opportunityId: opp.id });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toContain("already submitted");
    expect((await s.request("GET", "/api/licensing-opportunities?type=tv")).body[0].status).toBe("submitted");
    const upd = await s.request("PUT", `/api/platform-submissions/${res.body.id}`, { status: "shortlisted" });
    expect(upd.body.status).toBe("shortlisted");
    expect((await s.request("PUT", `/api/platform-submissions/${res.body.id}`, { status: "maybe" })).status).toBe(422);
    expect((await s.request("POST", "/api/platform-submissions", { songId: 999, opportunityId: opp.id })).status).toBe(
      404,
    );
  });
});

describe("POST /api/ai/search-licensing (offline guide)", () => {
  test("answers from the song metadata, the guide and stored opportunities", async () => {
    const fresh = await s.request("POST", "/api/licensing-opportunities", {
      title: "Festival doc closing credits",
      company: "Lantern Docs",
      type: "film",
      genre: "Folk",
    });
    const res = await s.request("POST", "/api/ai/search-licensing", {
      songTitle: "Glass Harbor",
      artist: "Nova Reyes",
      genre: "Indie Folk",
      description: "A tender, bittersweet acoustic ballad",
    });
    expect(res.status).toBe(200);
    expect(res.body.source).toBe("guide");
    const m: string = res.body.message;
    expect(m).toContain('Licensing ideas for "Glass Harbor" by Nova Reyes (Indie Folk)');
    expect(m).toContain("As indie/folk, it suits emotional TV drama montages");
    expect(m).toContain("love scenes");
    expect(m).toContain("Festival doc closing credits at Lantern Docs");
    expect(m).not.toContain("Energy drink spot");
    expect(m).toContain("ISRC");
    expect(m).toContain("instrumental and a clean");
    expect(res.body.opportunities.map((o: any) => o.id)).toContain(fresh.body.id);
  });

  test("a different genre gets different advice; a song title alone is enough", async () => {
    const res = await s.request("POST", "/api/ai/search-licensing", {
      songTitle: "Overclock",
      genre: "EDM",
      description: "energetic driving drop",
    });
    expect(res.body.message).toContain("As electronic, it suits tech and car commercials");
    expect(res.body.message).toContain("Energy drink spot at Volt Agency");
    const bare = await s.request("POST", "/api/ai/search-licensing", { songTitle: "Untitled 4" });
    expect(bare.status).toBe(200);
    expect(bare.body.message).toContain("Your track");
    const none = await s.request("POST", "/api/ai/search-licensing", { songTitle: "" });
    expect(none.status).toBe(422);
    expect(none.body.error.message).toBe("Song title is required");
  });
});

describe("updates and deletes", () => {
  test("opportunity status change is logged; deleting a song removes its submissions; deletes 404 the second time", async () => {
    const song = (await s.request("POST", "/api/songs", { title: "Short Lived", artist: "A" })).body;
    const opp = (
      await s.request("POST", "/api/licensing-opportunities", { title: "Web series", company: "Tiny", type: "other" })
    ).body;
    const sub = (await s.request("POST", "/api/platform-submissions", { songId: song.id, opportunityId: opp.id })).body;
    expect(sub.status).toBe("submitted");
    expect((await s.request("GET", "/api/songs")).body.find((x: any) => x.id === song.id).promotionStatus).toBe(
      "pitching",
    );
    const won = await s.request("PUT", `/api/licensing-opportunities/${opp.id}`, { status: "won" });
    expect(won.body.status).toBe("won");
    expect(logged('Licensing opportunity "Web series" marked won')).toBe(true);
    expect((await s.request("DELETE", `/api/songs/${song.id}`)).status).toBe(200);
    expect((await s.request("GET", `/api/platform-submissions?opportunityId=${opp.id}`)).body).toEqual([]);
    for (const path of [
      "/api/songs",
      "/api/licensing-opportunities",
      "/api/music-supervisors",
      "/api/sync-campaigns",
      "/api/action-items",
    ]) {
      const list = (await s.request("GET", path)).body as { id: number }[];
      const id = list[0]!.id;
      expect((await s.request("DELETE", `${path}/${id}`)).status).toBe(200);
      expect((await s.request("DELETE", `${path}/${id}`)).status).toBe(404);
    }
    const sup = (await s.request("POST", "/api/music-supervisors", { name: "Lee" })).body;
    const upd = await s.request("PUT", `/api/music-supervisors/${sup.id}`, { contactStatus: "contacted" });
    expect(upd.body.lastContacted).toBeTruthy();
    const camp = (await s.request("POST", "/api/sync-campaigns", { name: "Q", supervisorsTargeted: 5 })).body;
    expect((await s.request("PUT", `/api/sync-campaigns/${camp.id}`, { responsesReceived: 6 })).status).toBe(422);
    expect(
      (await s.request("PUT", `/api/sync-campaigns/${camp.id}`, { responsesReceived: 5, status: "active" })).body,
    ).toMatchObject({ responsesReceived: 5, status: "active" });
  });
});
