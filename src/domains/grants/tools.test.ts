import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createGrant, getGrant, listGrants, updateGrant } from "./service";
import { grantsTools } from "./tools";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const tool = (name: string) => grantsTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  createGrant(db, {
    title: "Open Fund for Music Creators",
    organization: "PRS Foundation",
    amount: 5000,
    deadline: "2026-11-27",
  });
  const momentum = createGrant(db, {
    title: "Momentum Music Fund",
    organization: "PRS Foundation",
    amount: 15000,
    deadline: "2027-01-20",
  });
  updateGrant(db, momentum.id, { status: "applied" });
  createGrant(db, {
    title: "Developing Your Creative Practice",
    organization: "Arts Council England",
    amount: 12000,
    deadline: "2026-12-10",
  });
  createGrant(db, { title: "Project Grant", organization: "New Music USA", deadline: "2026-11-20" });
  resetConversation(db);
});

const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

describe("grants tools", () => {
  test("save_grant saves the grant with its amount and deadline, and undo removes it", async () => {
    const out = await tool("save_grant").run(
      {
        title: "Do It Differently",
        organization: "Help Musicians",
        amount: 3000,
        deadline: "2026-12-12",
        notes: "Amount in GBP",
      },
      ctx,
    );
    expect(out.summary).toBe(
      'Saved the grant "Do It Differently" from Help Musicians, up to £3,000.00, deadline Dec 12.',
    );
    expect(listGrants(db)).toHaveLength(5);
    expect(out.undo!()).toBe('Removed the grant "Do It Differently".');
    expect(listGrants(db)).toHaveLength(4);
  });

  test("save_grant keeps a description and requirements (automations pass them through)", async () => {
    const out = await tool("save_grant").run(
      {
        title: "Touring Support",
        organization: "Help Musicians",
        description: "Helps with touring costs",
        requirements: "UK-based musicians",
      },
      ctx,
    );
    const id = (out.data as { id: number }).id;
    expect(getGrant(db, id)).toMatchObject({
      description: "Helps with touring costs",
      requirements: "UK-based musicians",
    });
    out.undo!();
    expect(listGrants(db)).toHaveLength(4);
  });

  test("list_grants lists one funder's grants", async () => {
    const out = await tool("list_grants").run({ funder: "PRS Foundation" }, ctx);
    expect(out.summary).toContain("2 PRS Foundation grants");
    expect(out.summary).toContain("Momentum Music Fund");
    expect(out.summary).not.toContain("Arts Council");
  });

  test("save_grant refuses a deadline that has passed", async () => {
    expect(() => tool("save_grant").run({ title: "Late", organization: "X", deadline: "2026-11-01" }, ctx)).toThrow(
      "already passed",
    );
  });

  test("set_grant_status changes the status and undo puts the old one back", async () => {
    const out = await tool("set_grant_status").run({ id: 3, status: "applied" }, ctx);
    expect(out.summary).toBe(
      'Marked "Developing Your Creative Practice" (Arts Council England) as applied. Good luck!',
    );
    expect(getGrant(db, 3).status).toBe("applied");
    out.undo!();
    expect(getGrant(db, 3).status).toBe("discovered");
  });

  test("grant_deadlines lists what is due and not applied for; missed deadlines on request", async () => {
    const week = await tool("grant_deadlines").run({ to: "2026-11-29", label: "this week" }, ctx);
    expect(week.summary).toContain(
      '"Open Fund for Music Creators" (PRS Foundation, up to $5,000.00, due Friday Nov 27)',
    );
    expect(week.summary).not.toContain("Momentum");
    const missed = await tool("grant_deadlines").run({ missed: true }, ctx);
    expect(missed.summary).toContain('"Project Grant" (New Music USA, closed Nov 20)');
  });

  test("list_grants filters by status and find_grants searches the catalogue", async () => {
    expect((await tool("list_grants").run({ status: "applied" }, ctx)).summary).toContain("Momentum Music Fund");
    const found = await tool("find_grants").run({ query: "audiobook narration" }, ctx);
    expect(found.summary).toContain("The Society of Authors");
  });

  test("talking: a question, status changes that pick the right PRS grant, undo, and saving a grant", async () => {
    const due = await say("when is the arts council grant due");
    expect(due.actions).toHaveLength(0);
    expect(due.message).toContain("Dec 10");

    const won = await say("we won the PRS grant!");
    expect(won.actions[0]).toMatchObject({ type: "set_grant_status", data: { id: 2, status: "awarded" } });
    const applied = await say("I applied for the PRS grant");
    expect(applied.actions[0]).toMatchObject({ type: "set_grant_status", data: { id: 1, status: "applied" } });
    expect((await say("undo")).message).toContain("Undone");
    expect(getGrant(db, 1).status).toBe("discovered");

    const none = await say("I applied for the guggenheim fellowship");
    expect(none.actions).toHaveLength(0);
    expect(none.message).toContain("couldn't find a saved grant");
    expect((await say("should i save the youth music grant")).actions).toHaveLength(0);

    // Named by initials, an outcome without the word "grant", and a lone number as the amount.
    const dycp = await say("the arts council one, dycp, ive submitted it");
    expect(dycp.actions[0]).toMatchObject({ type: "set_grant_status", data: { id: 3, status: "applied" } });
    const down = await say("new music usa turned me down");
    expect(down.actions[0]).toMatchObject({ type: "set_grant_status", data: { id: 4, status: "rejected" } });
    expect((await say("the venue turned me down")).actions).toHaveLength(0);
    expect((await say("i havent applied for the open fund yet")).actions).toHaveLength(0);
    const lone = await say("track a grant: touring support from help musicians, 3000, closes 15 january");
    expect(lone.actions[0]).toMatchObject({
      type: "save_grant",
      data: { title: "Touring support", organization: "Help Musicians", amount: 3000, deadline: "2027-01-15" },
    });

    const saved = await say("save the PRS Foundation grant, deadline january 15, up to £5,000");
    expect(saved.actions[0]).toMatchObject({
      type: "save_grant",
      data: { organization: "PRS Foundation", deadline: "2027-01-15", amount: 5000 },
    });
    expect(saved.message).toContain("up to £5,000.00");
  });

  test("the amount and its words leave the title; saying a saved grant again is not a calendar deadline", async () => {
    const a = await say("add a grant: Touring support from Arts Council, deadline Jan 15, up to 5000");
    expect(a.message).toContain('Saved the grant "Touring support" from Arts Council, up to $5,000.00');
    const b = await say("track the Momentum Boost fund, max 15000, due Feb 10");
    expect(b.message).toContain(`Saved the grant "Momentum Boost fund"`);
    expect(b.message).toContain("up to $15,000.00");
    const again = await say("add a grant called Touring support from Arts Council, deadline Jan 15, up to 5000");
    expect(again.message).toContain('You already saved "Touring support" (Arts Council)');
    expect(again.actions).toEqual([]);
  });
});
