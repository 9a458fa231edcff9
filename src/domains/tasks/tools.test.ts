import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createTask, getTask, listTasks, pendingTasks, updateTask } from "./service";
import { tasksTools } from "./tools";
import { notATitle } from "./understand";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const tool = (name: string) => tasksTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  createTask(db, { title: "Call KEXP about the new single", priority: "high", dueDate: "2026-11-24" }, NOW);
  createTask(db, { title: "Send the master to Jo", priority: "medium", dueDate: "2026-11-20" }, NOW);
  createTask(db, { title: "Update the Bandcamp page", priority: "medium" }, NOW);
  const done = createTask(db, { title: "Book the rehearsal room", priority: "low" }, NOW);
  updateTask(db, done.id, { status: "completed" }, NOW);
  resetConversation(db);
});

const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

describe("task tools: run and undo", () => {
  test("add_task adds, undo removes; a past due date is refused", async () => {
    const out = await tool("add_task").run({ title: "Buy strings", priority: "high", dueDate: "2026-11-27" }, ctx);
    expect(out.summary).toBe('Added task "Buy strings" — high, due Friday Nov 27.');
    expect(pendingTasks(db).some((x) => x.title === "Buy strings")).toBe(true);
    expect(out.undo!()).toBe('Removed the task "Buy strings".');
    expect(pendingTasks(db).some((x) => x.title === "Buy strings")).toBe(false);
    expect(() => tool("add_task").run({ title: "Late", dueDate: "2026-11-22" }, ctx)).toThrow("already passed");
  });

  test("complete_task and reopen_task flip the status and undo flips it back", async () => {
    const done = await tool("complete_task").run({ id: 2 }, ctx);
    expect(getTask(db, 2).status).toBe("completed");
    done.undo!();
    expect(getTask(db, 2).status).toBe("pending");
    const again = await tool("reopen_task").run({ id: 4 }, ctx);
    expect(getTask(db, 4).status).toBe("pending");
    expect(again.undo!()).toContain("done again");
    expect(getTask(db, 4).status).toBe("completed");
  });

  test("reschedule_task moves the date, undo restores it, the past is refused", async () => {
    const out = await tool("reschedule_task").run({ id: 1, dueDate: "2026-11-27" }, ctx);
    expect(out.summary).toBe('Moved "Call KEXP about the new single" to Friday Nov 27.');
    expect(out.undo!()).toContain("due tomorrow again");
    expect(getTask(db, 1).dueDate).toBe("2026-11-24");
    expect(() => tool("reschedule_task").run({ id: 1, dueDate: "2026-11-01" }, ctx)).toThrow("already passed");
  });

  test("prioritise_task changes the level and undo restores it", async () => {
    const out = await tool("prioritise_task").run({ id: 3, priority: "urgent" }, ctx);
    expect(getTask(db, 3).priority).toBe("urgent");
    expect(out.undo!()).toContain("medium priority again");
    expect(getTask(db, 3).priority).toBe("medium");
  });

  test("delete_task previews, deletes, and undo brings back the same row", async () => {
    const before = getTask(db, 2);
    expect(tool("delete_task").preview!({ id: 2 }, ctx)).toBe('Delete the task "Send the master to Jo"');
    const out = await tool("delete_task").run({ id: 2 }, ctx);
    expect(listTasks(db).some((x) => x.id === 2)).toBe(false);
    out.undo!();
    expect(getTask(db, 2)).toEqual(before);
  });

  test("list_tasks reads overdue, tomorrow, urgent and empty lists", async () => {
    expect((await tool("list_tasks").run({ filter: "overdue" }, ctx)).summary).toContain("Send the master to Jo");
    expect((await tool("list_tasks").run({ filter: "tomorrow" }, ctx)).summary).toContain(
      "Call KEXP about the new single",
    );
    expect((await tool("list_tasks").run({ filter: "urgent" }, ctx)).summary).toContain("Call KEXP");
    expect((await tool("list_tasks").run({ filter: "today" }, ctx)).summary).toContain("Nothing is due today");
  });
});

describe("task tools through respond()", () => {
  test("add with a spoken date, then undo", async () => {
    const r = await say("i need to finish the liner notes by the end of the month");
    expect(r.actions[0]).toMatchObject({
      type: "create_task",
      tool: "add_task",
      data: { title: "Finish the liner notes", dueDate: "2026-11-30" },
    });
    expect((await say("undo")).message).toContain('Removed the task "Finish the liner notes"');
  });

  test("push a task back a week from its own due date", async () => {
    const r = await say("push call kexp back a week");
    expect(r.actions[0]).toMatchObject({ type: "update_task", tool: "reschedule_task", data: { id: 1, dueDate: "2026-12-01" } });
  });

  test("delete waits for yes; no cancels", async () => {
    const q = await say("remove the bandcamp page from my list");
    expect(q.pending?.summary).toBe('Delete the task "Update the Bandcamp page"');
    expect((await say("no")).message).toContain("nothing changed");
    expect(getTask(db, 3).title).toBe("Update the Bandcamp page");
    await say("delete the task update the bandcamp page");
    expect((await say("yes")).message).toContain("Deleted the task");
  });

  test("a nickname that fits two tasks asks which; a missing task is said", async () => {
    createTask(db, { title: "Send the stems to Jo", priority: "low" }, NOW);
    expect((await say("mark the jo one as done")).message).toContain("Which task");
    expect((await say("mark call bob as done")).message).toContain("couldn't find");
  });

  test("negated and hypothetical sentences never write", async () => {
    for (const m of [
      "don't add a task to call bob",
      "i don't need the bandcamp task anymore",
      "should i mark the master as done",
    ])
      expect((await say(m)).actions).toEqual([]);
  });

  test("a pronoun names the task said earlier in the sentence; a negated command never writes", async () => {
    const r = await say("the rehearsal room got double booked so reopen it please");
    expect(r.actions[0]).toMatchObject({ type: "update_task", tool: "reopen_task", data: { id: 4, status: "pending" } });
    const p = await say("the bandcamp page isnt urgent at all, make it low priority");
    expect(p.actions[0]).toMatchObject({ type: "update_task", tool: "prioritise_task", data: { id: 3, priority: "low" } });
    expect((await say("the master isnt sent yet so dont tick it off")).actions).toEqual([]);
    // In the next sentence "it" is the task the conversation was about (the bandcamp page, just reprioritised).
    expect((await say("move it to friday")).actions[0]).toMatchObject({ tool: "reschedule_task", data: { id: 3, dueDate: "2026-11-27" } });
  });

  test("the task first, then the move; 'one for the list'", async () => {
    const r = await say("the kexp call can slip to wednesday");
    expect(r.actions[0]).toMatchObject({ type: "update_task", tool: "reschedule_task", data: { id: 1, dueDate: "2026-11-25" } });
    const a = await say("critical one for the list, sort out the van insurance");
    expect(a.actions[0]).toMatchObject({
      type: "create_task",
      tool: "add_task",
      data: { title: "Sort out the van insurance", priority: "urgent" },
    });
  });
});

describe("what is not a task's title", () => {
  test("a pointer to something said before, a question or a remark about tasks is never a title", () => {
    for (const said of ["That", "it", "this.", "something", "the same", "what's on my list", "I don't need the setlist task"])
      expect(notATitle(said)).toBe(true);
    for (const said of ["Call KEXP", "That thing with the van", "Order strings"]) expect(notATitle(said)).toBe(false);
  });
});
