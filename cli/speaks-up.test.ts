import { afterAll, beforeAll, expect, test } from "bun:test";
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type RunningServer } from "../e2e/server";
import { startTestSmtp } from "../src/domains/outreach/test-smtp";
import { BINARY, compiledServer, runBinary, tempConfig } from "./test-helpers";

let server: RunningServer;
beforeAll(async () => {
  server = await compiledServer();
});
afterAll(async () => {
  await server?.stop();
});

/** "[Section]" → { key: value } (last one wins), enough to check what the unit says. */
function parseUnit(text: string): Record<string, Record<string, string>> {
  const sections: Record<string, Record<string, string>> = {};
  let current = "";
  for (const line of text.split("\n")) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) sections[(current = header[1]!)] = {};
    else if (line && !line.startsWith("#")) {
      const i = line.indexOf("=");
      expect(i).toBeGreaterThan(0);
      sections[current]![line.slice(0, i)] = line.slice(i + 1);
    }
  }
  return sections;
}

test("sunshine service install --print prints a valid systemd user unit that restarts on failure and starts at boot", async () => {
  const { code, stdout, stderr } = await runBinary(
    ["service", "install", "--print", "--data-dir", "/srv/my music/sunshine", "--port", "7500", "--https"],
    { SMTP_URL: "smtp://user:secret@mail.test:587" },
  );
  expect(code).toBe(0);
  expect(stderr).toBe("");
  const unit = parseUnit(stdout);
  expect(unit.Service!.ExecStart).toBe(`${BINARY} serve --data-dir "/srv/my music/sunshine" --port 7500 --https`);
  expect(unit.Service!.Restart).toBe("on-failure");
  expect(unit.Install!.WantedBy).toBe("default.target");
  expect(unit.Service!.EnvironmentFile).toMatch(/^-.*sunshine\.env$/);
  expect(stdout).not.toContain("secret"); // settings go to the 0600 EnvironmentFile, never into the unit

  if (Bun.which("systemd-analyze")) {
    const dir = mkdtempSync(join(tmpdir(), "sunshine-unit-"));
    const verify = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return spawnSync("systemd-analyze", ["verify", "--user", join(dir, name)], {
        encoding: "utf8",
        env: { PATH: process.env.PATH, XDG_RUNTIME_DIR: dir, HOME: dir },
      });
    };
    const good = verify("sunshine.service", stdout);
    expect(good.stderr.trim()).toBe("");
    expect(good.status).toBe(0);
    // The same check does complain about a broken unit, so the empty answer above means something.
    const bad = verify("broken.service", stdout.replace("Restart=on-failure", "Restart=sometimes"));
    expect(bad.stderr).toContain("restart specifier");
  }
});

test("service install writes the unit and a 0600 settings file, explains when systemd is missing; uninstall removes it", async () => {
  const home = mkdtempSync(join(tmpdir(), "sunshine-svc-"));
  const env = {
    XDG_CONFIG_HOME: home,
    PATH: "/nonexistent",
    SMTP_URL: "smtp://u:secret@mail.test",
    OPENAI_API_KEY: "sk-x",
    SUNSHINE_SERVER: "http://elsewhere",
  };
  const install = await runBinary(["service", "install", "--data-dir", join(home, "data")], env);
  expect(install.code).toBe(1);
  expect(install.stderr).toContain("systemctl is not installed");
  const unitFile = join(home, "systemd", "user", "sunshine.service");
  expect(readFileSync(unitFile, "utf8")).toContain(`--data-dir ${join(home, "data")}`);
  const envFile = join(home, "sunshine", "sunshine.env");
  expect(statSync(envFile).mode & 0o777).toBe(0o600);
  const settings = readFileSync(envFile, "utf8");
  expect(settings).toContain('SMTP_URL="smtp://u:secret@mail.test"');
  expect(settings).toContain('OPENAI_API_KEY="sk-x"');
  expect(settings).not.toContain("SUNSHINE_SERVER"); // the companion's own setting, not the server's
  const uninstall = await runBinary(["service", "uninstall"], env);
  expect(uninstall.code).toBe(0);
  expect(uninstall.stdout).toContain("Removed");
  expect(existsSync(unitFile)).toBe(false);
  expect(existsSync(envFile)).toBe(true);
});

test("sunshine reminders lists what is coming, soonest first", async () => {
  const config = tempConfig();
  const env = { SUNSHINE_COMPANION_CONFIG: config };
  const empty = await runBinary(["reminders", "--server", server.url], env);
  expect(empty.code).toBe(0);
  expect(empty.stdout).toContain("Nothing coming up");
  const token = (await (await fetch(`${server.url}/api/auth/login`, { method: "POST" })).json()).token;
  const add = (message: string, inMs: number) =>
    fetch(`${server.url}/api/reminders`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ message, remindAt: new Date(Date.now() + inMs).toISOString() }),
    });
  await add("send the invoice", 48 * 3600_000);
  await add("call the venue", 3600_000);
  const { code, stdout } = await runBinary(["reminders", "--server", server.url], env);
  expect(code).toBe(0);
  expect(stdout).toContain("Coming up (2):");
  expect(stdout.indexOf("call the venue")).toBeLessThan(stdout.indexOf("send the invoice"));
  const json = JSON.parse((await runBinary(["reminders", "--json", "--server", server.url], env)).stdout);
  expect(json.map((r: { message: string }) => r.message)).toEqual(["call the venue", "send the invoice"]);
});

test("sunshine doctor checks each part and explains what is missing", async () => {
  const smtp = await startTestSmtp();
  try {
    const { code, stdout } = await runBinary(["doctor", "--data-dir", server.dataDir, "--port", String(server.port)], {
      SMTP_URL: smtp.url,
    });
    expect(code).toBe(0);
    expect(stdout).toContain(`✓ Data dir: ${server.dataDir} (database present)`);
    expect(stdout).toContain(`✓ Server: Sunshine`);
    expect(stdout).toContain("! HTTPS: off");
    expect(stdout).toContain(`✓ E-mail (SMTP): 127.0.0.1:${smtp.port} accepts connections`);
    expect(stdout).toContain("! Model: none");
    for (const part of ["Speech-to-text", "Microphone recorder", "Voice output", "Wake word (Porcupine)"])
      expect(stdout).toContain(` ${part}: `);
  } finally {
    await smtp.close();
  }
  const idle = await freePort();
  const broken = await runBinary(["doctor", "--data-dir", server.dataDir, "--port", String(idle)], {
    SMTP_URL: "smtp://127.0.0.1:1",
  });
  expect(broken.code).toBe(1);
  expect(broken.stdout).toContain("✗ E-mail (SMTP): 127.0.0.1:1");
  expect(broken.stdout).toContain(`! Server: not running (port ${idle} is free)`);
  expect(broken.stdout).toContain("1 problem to fix.");
});
