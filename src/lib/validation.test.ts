import { describe, expect, test } from "bun:test";
import { Elysia, t } from "elysia";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { integer } from "./validation";

/** A tiny app answering its query back, once with Elysia's t.Integer and once with `integer()`. */
const echo = (field: ReturnType<typeof t.Integer>) =>
  new Elysia({ normalize: "typebox" }).get("/", ({ query }) => ({ n: query.n, type: typeof query.n }), {
    query: t.Object({ n: field }),
  });

async function ask(app: ReturnType<typeof echo>, n: string) {
  const res = await app.handle(new Request(`http://localhost/?n=${encodeURIComponent(n)}`));
  return { status: res.status, body: await res.text() };
}

describe("integer(): Elysia's t.Integer with its checker compiled on first use", () => {
  test("reads and refuses query strings exactly as t.Integer does", async () => {
    const options = { minimum: 1, maximum: 10, error: "n must be a whole number from 1 to 10" };
    const theirs = echo(t.Integer(options));
    const ours = echo(integer(options));
    for (const n of ["5", "1", "10", "0", "11", "5.5", "abc", "-3", ""]) {
      const [a, b] = [await ask(theirs, n), await ask(ours, n)];
      expect({ n, ...b }).toEqual({ n, ...a });
    }
    expect((await ask(ours, "7")).body).toBe('{"n":7,"type":"number"}');
    expect((await ask(ours, "0")).status).toBe(422);
  });

  test("no server code calls t.Integer (each call compiles a checker at start-up)", () => {
    const root = join(import.meta.dir, "..");
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
    );
    const calling = files.filter((f) => /\bt\.Integer\(/.test(readFileSync(join(root, f), "utf8")));
    expect(calling).toEqual([]);
  });
});
