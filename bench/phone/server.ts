// Starting a seeded Sunshine for the phone benches (bench/phone.ts, bench/phone-trace.ts): a fresh data folder, a
// signed-in owner past the welcome card, and a little of everything the dashboard counts.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type Server = { child: ChildProcess; base: string; token: string; user: unknown; dataDir: string };

let nextPort = 7950 + Math.floor(Math.random() * 40) * 2;

export async function startServer(bin: string): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-phone-"));
  const port = nextPort++;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env))
    if (v !== undefined && !/^(SUNSHINE_|OPENAI_|SMTP_|LC_|LANG)/.test(k)) env[k] = v;
  env.LANG = "C.UTF-8";
  const child = spawn(bin, ["serve", "--port", String(port), "--data-dir", dataDir], { stdio: "ignore", env });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${bin} exited at start`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error(`${bin} did not start`);
    await sleep(25);
  }
  const { token, user } = (await (await fetch(`${base}/api/auth/login`, { method: "POST" })).json()) as {
    token: string;
    user: unknown;
  };
  await seed(base, token);
  return { child, base, token, user, dataDir };
}

/** A little of everything the dashboard counts, so its figures and lists are not empty states. */
async function seed(base: string, token: string) {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`seeding ${path} failed: ${res.status} ${await res.text()}`);
  };
  // An owner past the first-run welcome card, as on every day after the first.
  const profile = await fetch(`${base}/api/profile`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ displayName: "Sam", artistNames: ["Sam"], welcomed: true }),
  });
  if (!profile.ok) throw new Error(`seeding the profile failed: ${profile.status} ${await profile.text()}`);
  const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 30; i++)
    await post("/api/tasks", {
      title: `Phone bench task ${i}`,
      priority: ["low", "medium", "high", "urgent"][i % 4],
      dueDate: soon((i % 20) - 5),
    });
  for (let i = 0; i < 20; i++)
    await post("/api/radio-stations", { name: `Station ${i}`, genre: "Indie", location: "Bristol" });
  for (let i = 0; i < 10; i++)
    await post("/api/grants", {
      title: `Grant ${i}`,
      organization: "Arts Council",
      amount: 1000 * (i + 1),
      deadline: soon(i * 3),
    });
  for (let i = 0; i < 6; i++)
    await post("/api/invoices", {
      clientName: `Client ${i}`,
      clientEmail: `client${i}@example.com`,
      amount: 250 + i * 40,
      description: "Mixing",
      status: i % 2 ? "paid" : "sent",
    });
}

export async function stopServer(s: Server) {
  if (s.child.exitCode === null) {
    s.child.kill("SIGTERM");
    await new Promise((r) => s.child.once("exit", r));
  }
  rmSync(s.dataDir, { recursive: true, force: true });
}

