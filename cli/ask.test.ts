import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync, statSync, writeFileSync } from "node:fs";
import type { RunningServer } from "../e2e/server";
import { compiledServer, localDate, runBinary, tasksInDb, tempConfig } from "./test-helpers";

let server: RunningServer;
beforeAll(async () => {
  server = await compiledServer();
});
afterAll(() => server?.stop());

describe("sunshine ask (compiled binary against the compiled server)", () => {
  test("creates the task with the priority and due date from the words, prints reply and actions", async () => {
    const config = tempConfig();
    const r = await runBinary(
      ["ask", "--server", server.url, "Hey Sunshine, add task call the radio station tomorrow, urgent"],
      {
        SUNSHINE_COMPANION_CONFIG: config,
      },
    );
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Sunshine: ");
    expect(r.stdout).toMatch(/✓ Added task "Call the radio station" — high, due tomorrow/);
    const rows = tasksInDb(server).filter((t) => t.title === "Call the radio station");
    expect(rows).toEqual([
      { title: "Call the radio station", priority: "high", due_date: localDate(1), status: "pending" },
    ]);
    // The session token is kept in a file only its owner can read.
    expect(statSync(config).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(config, "utf8")).servers[server.url].token).toBeString();
  });

  test("--json gives the reply, the actions and what was carried out", async () => {
    const r = await runBinary(
      ["ask", "--json", "--server", server.url, "remind me to send the invoice to Acme today whenever"],
      {
        SUNSHINE_COMPANION_CONFIG: tempConfig(),
      },
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.message).toBeString();
    expect(out.actions[0]).toMatchObject({ type: "create_task", tool: "add_task", data: { priority: "low", dueDate: localDate(0) } });
    expect(out.results[0]).toMatchObject({ tool: "add_task", kind: "write", ok: true });
    expect(tasksInDb(server).some((t) => t.priority === "low" && t.due_date === localDate(0))).toBe(true);
  });

  test("a stale saved token is replaced by signing in again", async () => {
    const config = tempConfig();
    writeFileSync(config, JSON.stringify({ servers: { [server.url]: { token: "expired.token.value", savedAt: "" } } }));
    const r = await runBinary(["ask", "--server", server.url, "what do I have to do?"], {
      SUNSHINE_COMPANION_CONFIG: config,
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(config, "utf8")).servers[server.url].token).not.toBe("expired.token.value");
  });

  test("sunshine chat without a terminal answers line by line (scripts, pipes)", async () => {
    const r = await runBinary(
      ["chat", "--server", server.url],
      { SUNSHINE_COMPANION_CONFIG: tempConfig() },
      "hey sunshine\nadd task tune the guitar whenever\n\nwhat tasks do I have\n",
    );
    expect(r.code).toBe(0);
    const replies = r.stdout.split("\n").filter((l) => l.startsWith("Sunshine: "));
    expect(replies).toHaveLength(3);
    expect(replies[0]).toBe("Sunshine: Hi! Sunshine here. What can I do for you?");
    expect(r.stdout).toContain('✓ Added task "Tune the guitar" — low');
    expect(replies[2]).toContain("Tune the guitar");
  });

  test("an unreachable server is one clear line and exit code 1", async () => {
    const r = await runBinary(["ask", "--server", "http://127.0.0.1:9", "hello"], {
      SUNSHINE_COMPANION_CONFIG: tempConfig(),
    });
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim()).toBe(
      'sunshine: Cannot reach Sunshine at http://127.0.0.1:9. Is it running? Start it with "sunshine serve", or point to it with --server URL.',
    );
  });

  test("a bad server address and an empty request are explained", async () => {
    const bad = await runBinary(["ask", "--server", "ftp://example", "hi"], {
      SUNSHINE_COMPANION_CONFIG: tempConfig(),
    });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("must start with http:// or https://");
    const empty = await runBinary(["ask", "--server", server.url, "  "], { SUNSHINE_COMPANION_CONFIG: tempConfig() });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain("Say what you need");
    expect(empty.stderr).not.toContain("    at ");
  });
});
