import { expect, test } from "bun:test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../db/client";
import { keptUntilWritten, tableVersion } from "./table-versions";

const db = openDatabase(join(mkdtempSync(join(tmpdir(), "versions-")), "t.db"));
const titles = () => (db.$client.query("SELECT title FROM tasks ORDER BY id").all() as { title: string }[]).map((r) => r.title);
const add = (title: string) =>
  db.$client.run("INSERT INTO tasks (title, created_at, updated_at) VALUES (?, '2026-01-01', '2026-01-01')", [title]);
let reads = 0;
const cached = () => keptUntilWritten(db, "tasks", "titles", () => (reads++, titles()));

test("a kept value is read again after every insert, update and delete of its table, and only then", () => {
  add("one");
  expect(cached()).toEqual(["one"]);
  expect(cached()).toEqual(["one"]);
  expect(reads).toBe(1);
  // A write to another table leaves it alone.
  db.$client.run("INSERT INTO grants (title, organization, created_at, updated_at) VALUES ('g', 'f', '2026-01-01', '2026-01-01')");
  cached();
  expect(reads).toBe(1);
  add("two");
  expect(cached()).toEqual(["one", "two"]);
  db.$client.run("UPDATE tasks SET title = 'uno' WHERE title = 'one'");
  expect(cached()).toEqual(["uno", "two"]);
  db.$client.run("DELETE FROM tasks WHERE title = 'two'");
  expect(cached()).toEqual(["uno"]);
  expect(reads).toBe(4);
});

test("a rolled-back write puts the old version back with the old rows, and a new write after it gets a new one", () => {
  const before = tableVersion(db, "tasks");
  expect(cached()).toEqual(["uno"]);
  db.$client.exec("SAVEPOINT s");
  add("inside");
  expect(cached()).toEqual(["uno", "inside"]);
  db.$client.exec("ROLLBACK TO s");
  db.$client.exec("RELEASE s");
  expect(tableVersion(db, "tasks")).toBe(before);
  expect(cached()).toEqual(["uno"]);
  // The same kind of write again (same row id, since the id sequence was rolled back too) is not taken for the first.
  add("other");
  expect(cached()).toEqual(["uno", "other"]);
});
