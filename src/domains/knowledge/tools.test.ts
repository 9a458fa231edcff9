import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createDoc, listDocs } from "./service";
import { knowledgeTools } from "./tools";

// A fixed local clock (Monday 23 Nov 2026, 10:00): nothing here reads the wall clock or the time zone.
const NOW = new Date(2026, 10, 23, 10, 0);
const tool = (name: string) => knowledgeTools.find((x) => x.name === name)!;
let db: Db;
let ctx: ToolContext;

beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  createDoc(db, {
    title: "Studio notes",
    content: "Notes for Blackbird Studio. The studio door code is 4512. Parking is behind the building on Elm Street.",
  });
  createDoc(db, {
    title: "Session rates",
    category: "finance",
    content: "Jo charges $300 per song for mixing. Mastering with Sam is $80 per track, or $400 for a full album.",
  });
  resetConversation(db);
});

const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

describe("knowledge tools", () => {
  test("save_note saves the note and undo removes it", async () => {
    const out = await tool("save_note").run(
      { title: "Van insurance", content: "The van insurance expires in June", category: "general" },
      ctx,
    );
    expect(out.summary).toBe('Saved the note "Van insurance" to your knowledge base (general).');
    expect(listDocs(db, { q: "van insurance" })).toHaveLength(1);
    expect(out.undo!()).toBe('Removed the note "Van insurance".');
    expect(listDocs(db, { q: "van insurance" })).toHaveLength(0);
  });

  test("ask_knowledge quotes the best document's sentence and cites its title; says so when nothing fits", async () => {
    const out = await tool("ask_knowledge").run(
      { question: "what did I write about mastering rates", explicit: true },
      ctx,
    );
    expect(out.summary).toBe('From "Session rates": Mastering with Sam is $80 per track, or $400 for a full album.');
    const none = await tool("ask_knowledge").run(
      { question: "what did I write about vinyl pressing", explicit: true },
      ctx,
    );
    expect(none.summary).toContain("couldn't find anything");
  });

  test("talking: save a note, answer from it, undo, and no writes for questions or negations", async () => {
    const saved = await say("save a note that Jo's rate is $300 per song");
    expect(saved.actions[0]).toMatchObject({
      type: "save_note",
      data: { title: "Jo's rate", content: "Jo's rate is $300 per song", category: "finance" },
    });
    expect((await say("undo")).message).toContain('Removed the note "Jo\'s rate"');

    const code = await say("what's the studio door code");
    expect(code.actions).toHaveLength(0);
    expect(code.message).toBe('From "Studio notes": The studio door code is 4512.');

    // A category said outright wins over the guessed one, and is not part of the note.
    const legal = await say("jot down in my legal notes that the sync deal with target is non exclusive");
    expect(legal.actions[0]).toMatchObject({ type: "save_note", data: { category: "legal" } });
    const finance = await say("save a note: the ppl account number is 88231, category finance");
    expect(finance.actions[0]).toMatchObject({
      type: "save_note",
      data: { content: "The ppl account number is 88231", category: "finance" },
    });
    expect((await say("wifi password?")).actions).toHaveLength(0);

    const explicit = await say("do i have anything in my notes about the tour bus");
    expect(explicit.message).toContain("couldn't find anything");
    expect((await say("don't save a note about that")).actions).toHaveLength(0);
  });
});
