/**
 * How fast a reminder reaches live clients: the compiled binary (dist/sunshine), N clients on the notification
 * stream, reminders due a second ahead; prints the delay from each reminder's time to its arrival at every client.
 * Target: well under 2 s. Run: node_modules/.bin/bun bench/notify-latency.ts [clients] [reminders]
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createParser } from "eventsource-parser";

const CLIENTS = Number(process.argv[2] ?? 20);
const REMINDERS = Number(process.argv[3] ?? 10);
const BIN = join(import.meta.dir, "..", "dist", "sunshine");
if (!existsSync(BIN)) throw new Error("Build first: make build");

const dir = mkdtempSync(join(tmpdir(), "sunshine-bench-"));
const port = 20000 + Math.floor(Math.random() * 20000);
const child = spawn(BIN, ["serve", "--port", String(port), "--data-dir", dir], {
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((ok) => child.stdout!.on("data", (d) => String(d).includes("running") && ok()));
const url = `http://127.0.0.1:${port}`;
const { token } = (await (await fetch(`${url}/api/auth/login`, { method: "POST" })).json()) as { token: string };

const due = new Map<string, number>();
const delays: number[] = [];
const abort = new AbortController();
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    const res = await fetch(`${url}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const parser = createParser({
      onEvent: (e) => {
        const title = JSON.parse(e.data).title as string;
        if (due.has(title)) delays.push(Date.now() - due.get(title)!);
      },
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {}
    })();
  }),
);
for (let i = 0; i < REMINDERS; i++) {
  const at = Date.now() + 1000;
  due.set(`Reminder: bench ${i}`, at);
  await fetch(`${url}/api/reminders`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ message: `bench ${i}`, remindAt: new Date(at).toISOString() }),
  });
  await Bun.sleep(1300);
}
const end = Date.now() + 5000;
while (delays.length < CLIENTS * REMINDERS && Date.now() < end) await Bun.sleep(50);
abort.abort();
child.kill("SIGTERM");
await new Promise((r) => child.once("exit", r));
rmSync(dir, { recursive: true, force: true });
delays.sort((a, b) => a - b);
const pct = (p: number) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))];
console.log(
  `${CLIENTS} clients × ${REMINDERS} reminders: ${delays.length}/${CLIENTS * REMINDERS} delivered; ` +
    `delay after the due time p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${delays.at(-1)} ms`,
);
