import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { Tool, ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import {
  createActionItem,
  createOpportunity,
  createSupervisor,
  listActionItems,
  listOpportunities,
  listSongs,
  listSupervisors,
  updateActionItem,
} from "./service";
import { licensingTools } from "./tools";

// A fixed local clock: Monday 23 November 2026, 10:00 (the tests never read the wall clock).
const NOW = new Date(2026, 10, 23, 10, 0, 0);
let db: Db;
let ctx: ToolContext;
const tool = (name: string) => licensingTools.find((x) => x.name === name) as Tool;
const run = (name: string, args: Record<string, unknown>) =>
  tool(name).run(args as never, ctx) as Awaited<ReturnType<Tool["run"]>>;
const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  resetConversation(db);
  createSupervisor(db, { name: "Jane Doe", company: "Netflix", email: "jane@netflix.com" });
  createSupervisor(db, { name: "Marcus Lee", company: "HBO", contactStatus: "contacted", lastContacted: "2026-11-02" });
  createOpportunity(db, { title: "Indie drama end credits", company: "A24", type: "film", deadline: "2026-11-27" });
  createActionItem(db, { title: "Send stems to Marcus", priority: "high", dueDate: "2026-11-27" });
});

describe("supervisor tools", () => {
  test("add_supervisor runs and undoes", () => {
    const out = run("add_supervisor", { name: "Kim Nguyen", company: "Netflix", email: "kim@netflix.com" });
    expect(out.summary).toContain("Kim Nguyen (Netflix)");
    expect(listSupervisors(db).some((m) => m.name === "Kim Nguyen")).toBe(true);
    out.undo!();
    expect(listSupervisors(db).some((m) => m.name === "Kim Nguyen")).toBe(false);
  });

  test("set_supervisor_status records the day from the clock and undo restores it", () => {
    const out = run("set_supervisor_status", { id: 1, contactStatus: "contacted" });
    const jane = listSupervisors(db).find((m) => m.id === 1)!;
    expect(jane.contactStatus).toBe("contacted");
    expect(jane.lastContacted).toBe("2026-11-23");
    out.undo!();
    const back = listSupervisors(db).find((m) => m.id === 1)!;
    expect(back.contactStatus).toBe("not_contacted");
    expect(back.lastContacted).toBeNull();
  });

  test("list_supervisors names who to chase", () => {
    const out = run("list_supervisors", { filter: "follow_up" });
    expect(out.summary).toContain("Marcus Lee");
    expect(out.summary).toContain("Jane Doe");
  });
});

describe("opportunity tools", () => {
  test("add_opportunity runs, undoes and refuses a past deadline", () => {
    const out = run("add_opportunity", {
      title: "Car commercial",
      company: "Ford",
      type: "commercial",
      budget: "$5,000.00",
      deadline: "2026-12-10",
    });
    expect(out.summary).toContain("Dec 10");
    expect(listOpportunities(db)).toHaveLength(2);
    out.undo!();
    expect(listOpportunities(db)).toHaveLength(1);
    expect(() =>
      run("add_opportunity", { title: "Old", company: "Ford", type: "film", deadline: "2026-11-01" }),
    ).toThrow(/passed/);
  });

  test("opportunities_due reads a window", () => {
    expect(run("opportunities_due", { from: "2026-11-23", to: "2026-11-29" }).summary).toContain(
      "Indie drama end credits",
    );
    expect(run("opportunities_due", { from: "2026-12-01", to: "2026-12-31" }).summary).toContain(
      "No open sync opportunities",
    );
  });
});

describe("action item tools", () => {
  test("add_action_item runs and undoes", () => {
    const out = run("add_action_item", { title: "Register Night Drive", priority: "critical", dueDate: "2026-11-30" });
    expect(out.summary).toContain("critical");
    expect(listActionItems(db)).toHaveLength(2);
    out.undo!();
    expect(listActionItems(db)).toHaveLength(1);
  });

  test("add_action_item passes a description and notes through (automations create items with them)", async () => {
    const { Value } = await import("@sinclair/typebox/value");
    const args = { title: "Chase A24", priority: "high", description: "From the deadline rule", notes: "auto" };
    expect(Value.Check(tool("add_action_item").input, args)).toBe(true);
    run("add_action_item", args);
    expect(listActionItems(db).find((a) => a.title === "Chase A24")).toMatchObject({
      description: "From the deadline rule",
      notes: "auto",
    });
  });

  test("complete_action_item goes through Start and undo restores the status it had", () => {
    updateActionItem(db, 1, { status: "in_progress" });
    const out = run("complete_action_item", { id: 1 });
    expect(listActionItems(db)[0]!.status).toBe("completed");
    out.undo!();
    expect(listActionItems(db)[0]!.status).toBe("in_progress");
  });

  test("action_items_due lists overdue and due items", () => {
    createActionItem(db, { title: "Clear samples", priority: "critical", dueDate: "2026-11-20" });
    expect(run("action_items_due", { filter: "overdue" }).summary).toContain("Clear samples");
    expect(run("action_items_due", { filter: "week" }).summary).toContain("Send stems to Marcus");
  });
});

describe("song tools", () => {
  test("add_song runs and undoes; list_songs reads", () => {
    const out = run("add_song", { title: "Midnight Radio", artist: "Sunny Rivers" });
    expect(run("list_songs", {}).summary).toContain("Midnight Radio");
    out.undo!();
    expect(listSongs(db)).toHaveLength(0);
  });
});

describe("talking to Sunshine", () => {
  test("news said in passing moves things along: a relationship, a cleared item, a sync contact", async () => {
    expect((await say("jane doe and i are properly working together now")).actions[0]?.data).toMatchObject({
      id: 1,
      contactStatus: "relationship",
    });
    resetConversation(db);
    expect((await say("the stems for marcus are all sent now")).actions[0]?.type).toBe("complete_action_item");
    resetConversation(db);
    expect((await say("the stems for marcus are still not sent")).actions).toEqual([]);
    const added = await say("new sync contact: oliver grant, music supervisor at bbc studios");
    expect(added.actions[0]?.data).toMatchObject({ name: "Oliver Grant", company: "BBC Studios" });
    const song = await say("add song low tide by sunny rivers so i can pitch it, it's a folk track");
    expect(song.actions[0]?.data).toMatchObject({ title: "Low Tide", artist: "Sunny Rivers", genre: "Folk" });
  });

  test("a supervisor's reply is recorded and undone", async () => {
    const r = await say("jane responded");
    expect(r.actions[0]?.type).toBe("set_supervisor_status");
    expect(listSupervisors(db).find((m) => m.id === 1)!.contactStatus).toBe("responded");
    await say("undo");
    expect(listSupervisors(db).find((m) => m.id === 1)!.contactStatus).toBe("not_contacted");
  });

  test("an action item is licensing's, a task stays a task", async () => {
    const a = await say("action item: send the cue sheet to jane by friday, high priority");
    expect(a.actions[0]).toEqual({
      type: "add_action_item",
      tool: "add_action_item",
      data: { title: "Send the cue sheet to jane", priority: "high", dueDate: "2026-11-27" },
    });
    const b = await say("add task call the PRO tomorrow");
    expect(b.actions[0]?.type).toBe("create_task");
  });

  test("a sync opportunity is logged from one sentence", async () => {
    const r = await say("new sync opportunity: car commercial for Ford, deadline dec 10, pays $5k");
    expect(r.actions[0]?.data).toMatchObject({
      title: "Car commercial",
      company: "Ford",
      type: "commercial",
      deadline: "2026-12-10",
      budget: "$5,000.00",
    });
  });

  test("questions answer from the records and write nothing", async () => {
    const r = await say("which supervisors haven't I contacted yet?");
    expect(r.actions).toHaveLength(0);
    expect(r.message).toContain("Jane Doe");
    const none = await say("mark john smith the music supervisor as contacted");
    expect(none.actions).toHaveLength(0);
    expect(none.message).toContain("john smith");
  });
});
