import { afterAll, beforeAll, expect, spyOn, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "../src/test/harness";
import { DISTROKID_HEADER, distrokidRows, tsv } from "../src/domains/income/test/samples";
import { CompanionError, SunshineClient } from "./client";
import { runImport, runUndoImport } from "./import";
import { tempConfig } from "./test-helpers";

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());

test("sunshine import FILE previews, commits, says so, and --undo takes it back", async () => {
  const file = join(mkdtempSync(join(tmpdir(), "sunshine-import-")), "bank.tsv");
  writeFileSync(file, tsv([DISTROKID_HEADER, ...distrokidRows]));
  const client = new SunshineClient({ server: server.url, configFile: tempConfig() });
  const printed: string[] = [];
  const log = spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
  try {
    expect(await runImport(client, file, { preview: true })).toBe(0);
    expect(printed.at(-1)).toBe("preview only: nothing was imported");
    expect((await server.request("GET", "/api/income?groupBy=source")).body.groups).toEqual([]);

    printed.length = 0;
    await runImport(client, file, {});
    expect(printed[0]).toBe("DistroKid report (distrokid): 8 rows");
    expect(printed.at(-1)).toMatch(/^imported 8 new rows \(undo with: sunshine import --undo \d+\)$/);
    const id = /--undo (\d+)/.exec(printed.at(-1)!)![1];
    expect((await server.request("GET", "/api/income?groupBy=source")).body.groups[0].key).toBe("DistroKid");

    printed.length = 0;
    await runUndoImport(client, id);
    expect(printed).toEqual([`undid import ${id}: 8 rows removed`]);
  } finally {
    log.mockRestore();
  }
  await expect(runImport(client, "/no/such/file.tsv", {})).rejects.toBeInstanceOf(CompanionError);
  const foreign = join(mkdtempSync(join(tmpdir(), "sunshine-import-")), "notes.txt");
  writeFileSync(foreign, "just some notes\nnothing here\n");
  await expect(runImport(client, foreign, {})).rejects.toThrow(/^422: Sunshine does not recognise this report/);
});
