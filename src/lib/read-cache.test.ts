import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../test/harness";
import { logActivity, listActivity } from "../platform/activity/service";
import { readCache } from "./read-cache";

let s: TestServer;
beforeAll(async () => (s = await startTestServer()));
afterAll(() => s.close());

test("a cached read is reused until any write, then recomputed", () => {
  let computed = 0;
  const read = readCache(s.deps.db, (limit: number) => (computed++, listActivity(s.deps.db, limit)));
  expect(read(10)).toEqual([]);
  expect(read(10)).toEqual([]);
  expect(computed).toBe(1);
  logActivity(s.deps.db, { type: "t", message: "Something happened" });
  expect(read(10).map((a) => a.message)).toEqual(["Something happened"]);
  expect(computed).toBe(2);
  expect(read(5)).toHaveLength(1);
  expect(computed).toBe(3);
});
