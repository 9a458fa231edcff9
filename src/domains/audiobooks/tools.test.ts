import { beforeEach, describe, expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Db } from "../../db/client";
import type { Tool, ToolContext } from "../../lib/tools";
import { respond, resetConversation } from "../../composers/ai/conversation";
import { createAudiobook, listAudiobooks, listSales, recordSale } from "./service";
import { audiobooksTools } from "./tools";

// Monday 23 Nov 2026, 10:00 local: every date below is relative to this clock, never the wall clock.
const NOW = new Date(2026, 10, 23, 10, 0, 0);
const tool = (name: string) => audiobooksTools.find((x) => x.name === name) as Tool;

let db: Db;
let ctx: ToolContext;
beforeEach(() => {
  db = openDatabase(join(mkdtempSync(join(tmpdir(), "x-")), "t.db"));
  ctx = { db, now: NOW, config: { persona: "Sunshine" } };
  resetConversation(db);
  const night = createAudiobook(db, {
    title: "Night Roads",
    author: "Dana Reyes",
    genre: "Thriller",
    price: "19.99",
    salesPlatforms: ["Audible", "Spotify"],
  });
  const orchard = createAudiobook(db, {
    title: "The Silent Orchard",
    author: "Dana Reyes",
    genre: "Literary Fiction",
    price: "24.99",
  });
  createAudiobook(db, { title: "The Silent Garden", author: "Dana Reyes", genre: "Children's" });
  recordSale(db, { audiobookId: night.id, platform: "Audible", saleDate: "2026-11-03", amount: 19.99 });
  recordSale(db, { audiobookId: night.id, platform: "Spotify", saleDate: "2026-10-12", amount: 12 });
  recordSale(db, { audiobookId: orchard.id, platform: "Kobo", saleDate: "2026-11-10", amount: 24.99 });
});

const say = (message: string) => respond({ db, config: { persona: "Sunshine" } }, { message, now: NOW });

describe("audiobook tools", () => {
  test("add_audiobook adds the book and undo removes it", async () => {
    const out = await tool("add_audiobook").run(
      { title: "Echoes of Tin", author: "Dana Reyes", genre: "Mystery", price: "9.99" },
      ctx,
    );
    expect(out.summary).toContain('Added the audiobook "Echoes of Tin" by Dana Reyes');
    expect(out.summary).toContain("$9.99");
    expect(listAudiobooks(db, NOW).map((b) => b.title)).toContain("Echoes of Tin");
    expect(out.undo!()).toContain("Removed");
    expect(listAudiobooks(db, NOW).map((b) => b.title)).not.toContain("Echoes of Tin");
    await expect(async () => tool("add_audiobook").run({ title: "night roads", author: "X", genre: "Y" }, ctx)).toThrow(
      /already have/,
    );
  });

  test("record_sale stores one row per copy, sharing the total to the cent, and undo removes them all", async () => {
    const out = await tool("record_sale").run(
      { audiobookId: 1, platform: "Audible", units: 3, amount: 100, saleDate: "2026-11-22" },
      ctx,
    );
    expect(out.summary).toContain('Recorded 3 copies of "Night Roads" on Audible yesterday for $100.00');
    const rows = listSales(db, 1).filter((s) => s.saleDate === "2026-11-22");
    expect(rows.map((r) => r.amount).sort()).toEqual([33.33, 33.33, 33.34]);
    expect(listAudiobooks(db, NOW).find((b) => b.id === 1)!.totalSales).toBe(5);
    out.undo!();
    expect(listSales(db, 1)).toHaveLength(2);
    expect(listAudiobooks(db, NOW).find((b) => b.id === 1)!.totalSales).toBe(2);
    await expect(async () =>
      tool("record_sale").run({ audiobookId: 1, platform: "Audible", amount: 5, saleDate: "2026-11-24" }, ctx),
    ).toThrow(/future/);
  });

  test("read tools answer with the real figures", async () => {
    expect((await tool("book_sales").run({ audiobookId: 1 }, ctx)).summary).toContain("2 copies, $31.99");
    expect((await tool("book_sales").run({ audiobookId: 3 }, ctx)).summary).toContain("No sales recorded yet");
    const month = await tool("sales_total").run({ from: "2026-11-01", to: "2026-11-30" }, ctx);
    expect(month.summary).toContain("this month: 2 copies, $44.98");
    expect((await tool("sales_total").run({ from: "2026-11-23", to: "2026-11-29" }, ctx)).summary).toBe(
      "No audiobook sales this week.",
    );
    const ranked = await tool("compare_books").run({}, ctx);
    expect(ranked.summary).toMatch(/1\. "Night Roads".*2\. "The Silent Orchard"/);
    expect(ranked.summary).toContain('Selling least: "The Silent Garden"');
    expect((await tool("compare_books").run({ focus: "platforms" }, ctx)).summary).toContain(
      "1. Kobo — 1 copy, $24.99",
    );
    expect((await tool("list_audiobooks").run({}, ctx)).summary).toContain("You have 3 audiobooks");
  });
});

describe("talking to Sunshine about audiobooks", () => {
  test("a sale said in words is recorded with the book, platform, copies, amount and date, and can be undone", async () => {
    const r = await say("I sold 12 copies of night roads on audible yesterday for $180");
    expect(r.actions[0]).toMatchObject({
      type: "record_sale",
      data: { audiobookId: 1, platform: "Audible", units: 12, amount: 180, saleDate: "2026-11-22" },
    });
    expect(listSales(db, 1)).toHaveLength(14);
    expect((await say("undo")).message).toContain("Removed the 12 copies");
    expect(listSales(db, 1)).toHaveLength(2);
  });

  test("a price said once with several copies is per copy; a weekday means the last one", async () => {
    const r = await say("record a sale: silent orchard, kobo, 3 units, 24.99 on friday");
    expect(r.actions[0]?.data).toMatchObject({ audiobookId: 2, units: 3, amount: 74.97, saleDate: "2026-11-20" });
  });

  test("two books that fit are asked about, an unknown one is said so, and neither writes", async () => {
    const ask = await say("i sold 2 copies of the silent on audible");
    expect(ask.actions).toEqual([]);
    expect(ask.message).toContain("The Silent Orchard");
    const none = await say("I sold 4 copies of moonlight sonata on audible");
    expect(none.actions).toEqual([]);
    expect(none.message).toContain("couldn't find");
    expect((await say("what if I sold 100 copies of night roads")).actions).toEqual([]);
  });

  test("questions read figures and never write", async () => {
    const r = await say("how is night roads selling");
    expect(r.actions).toEqual([]);
    expect(r.message).toContain("2 copies, $31.99");
    expect((await say("how much did my audiobooks make last month")).message).toContain("$12.00");
    expect((await say("which book sells best")).message).toContain('1. "Night Roads"');
    const added = await say("add a new audiobook called 'Echoes of Tin' by me, narrated by Sam Lee");
    expect(added.actions[0]?.data).toMatchObject({
      title: "Echoes of Tin",
      author: "Dana Reyes",
      description: "Narrated by Sam Lee.",
    });
  });

  test("an author's name ends at the next detail, and a book can be added without the word audiobook", async () => {
    const genre = await say("add a new audiobook called 'Dawn Roads' by Sam Lee, fantasy");
    expect(genre.actions[0]?.data).toMatchObject({ title: "Dawn Roads", author: "Sam Lee", genre: "Fantasy" });
    resetConversation(db);
    const bare = await say("add audiobook the cold lake by sam lee thriller");
    expect(bare.actions[0]?.data).toMatchObject({ title: "The Cold Lake", author: "Sam Lee", genre: "Thriller" });
    resetConversation(db);
    const book = await say("new book in the catalogue: winter birds, author mara quinn, genre poetry, price 12.99");
    expect(book.actions[0]?.data).toMatchObject({ title: "Winter Birds", author: "Mara Quinn", price: "12.99" });
  });

  test("sales told the British way or spelt as heard are recorded", async () => {
    const r = await say("shifted 2 copies of nite roads on audible yesterday for a tenner each");
    expect(r.actions[0]?.data).toMatchObject({
      audiobookId: 1,
      units: 2,
      amount: 20,
      currency: "GBP",
      saleDate: "2026-11-22",
    });
  });
});

describe("the questions asked while adding a book", () => {
  test("the author asked for (an empty catalogue and no name in the profile) is answered by the next message", async () => {
    db.$client.exec("DELETE FROM audiobook_sales; DELETE FROM audiobooks");
    const asked = await say("add an audiobook called Tide");
    expect(asked.message).toContain("Who is the author");
    const added = await say("Dana Reyes");
    expect(added.actions[0]?.data).toMatchObject({ title: "Tide", author: "Dana Reyes" });
    resetConversation(db);
    db.$client.exec("DELETE FROM audiobooks");
    expect((await say("add a new audiobook called Low Water, a mystery")).message).toContain("Who is the author");
    const it = await say("it's by Sam Lee");
    expect(it.actions[0]?.data).toMatchObject({ title: "Low Water", author: "Sam Lee", genre: "Mystery" });
  });

  test("the title asked for is answered by the next message, with what was already said kept", async () => {
    expect((await say("add a new audiobook by Sam Lee, fantasy")).message).toContain("title");
    const added = await say("Paper Moons");
    expect(added.actions[0]?.data).toMatchObject({ title: "Paper Moons", author: "Sam Lee", genre: "Fantasy" });
  });
});
