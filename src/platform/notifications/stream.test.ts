import { afterEach, expect, test } from "bun:test";
import { createParser } from "eventsource-parser";
import { eventually, startTestServer, type TestServer } from "../../test/harness";
import { reminderJob } from "../../domains/reminders/jobs";
import { listenerCount } from "./events";
import { notify } from "./service";

interface Received {
  id: string;
  event?: string;
  data: any;
  at: number;
}

/** A real SSE client over fetch: collects events until aborted. */
function connect(url: string, headers: Record<string, string>) {
  const events: Received[] = [];
  const comments: string[] = [];
  const abort = new AbortController();
  const opened = fetch(url, { headers, signal: abort.signal }).then(async (res) => {
    const parser = createParser({
      onEvent: (e) => events.push({ id: e.id!, event: e.event, data: JSON.parse(e.data), at: Date.now() }),
      onComment: (c) => comments.push(c.trim()),
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {}
    })();
    return res;
  });
  return { events, comments, opened, close: () => abort.abort() };
}

let server: TestServer | undefined;
let stopJobs: (() => void) | undefined;
afterEach(async () => {
  stopJobs?.();
  await server?.close();
});

test("a reminder reaches two clients within 2 s of its time, and a reconnect resumes without loss or repeats", async () => {
  server = await startTestServer();
  stopJobs = reminderJob(server.deps) as () => void;
  const auth = { authorization: `Bearer ${server.token}` };
  const a = connect(`${server.url}/api/notifications/stream`, auth);
  const { body: ticket, status } = await server.request("POST", "/api/notifications/stream-ticket");
  expect(status).toBe(201);
  const b = connect(`${server.url}/api/notifications/stream?ticket=${ticket.ticket}`, {});
  const [resA, resB] = await Promise.all([a.opened, b.opened]);
  expect(resA.headers.get("content-type")).toStartWith("text/event-stream");
  expect(resB.status).toBe(200);
  await eventually(() => expect(b.comments).toContain("connected"));

  const due = new Date(Date.now() + 1500);
  const created = await server.request("POST", "/api/reminders", {
    message: "call the venue",
    remindAt: due.toISOString(),
  });
  expect(created.status).toBe(201);
  for (const client of [a, b]) {
    await eventually(() => expect(client.events.length).toBe(1));
    const [e] = client.events;
    expect(e.event).toBe("notification");
    expect(e.data.title).toBe("Reminder: call the venue");
    expect(e.data.kind).toBe("reminder");
    expect(e.at - due.getTime()).toBeLessThan(2000);
  }
  // The pushed object is exactly what the list returns for that item.
  const list = await server.request("GET", "/api/notifications");
  expect(a.events[0].data).toEqual(list.body.items[0]);
  expect(a.events[0].id).toBe(String(list.body.items[0].id));

  // Client A drops; three notifications happen while it is away; it reconnects with the last id it saw.
  a.close();
  const lastSeen = a.events[0].id;
  for (const n of [1, 2, 3]) notify(server.deps.db, { kind: "alert", title: `missed ${n}` });
  const again = connect(`${server.url}/api/notifications/stream`, { ...auth, "last-event-id": lastSeen });
  await eventually(() => expect(again.events.map((e) => e.data.title)).toEqual(["missed 1", "missed 2", "missed 3"]));
  notify(server.deps.db, { kind: "alert", title: "live after resume" });
  await eventually(() => expect(again.events.length).toBe(4));
  const ids = again.events.map((e) => Number(e.id));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual([...ids].sort((x, y) => x - y));
  expect(again.events[3].data.title).toBe("live after resume");
  // B stayed connected all along and saw each one once.
  await eventually(() =>
    expect(b.events.map((e) => e.data.title).slice(1)).toEqual([
      "missed 1",
      "missed 2",
      "missed 3",
      "live after resume",
    ]),
  );
  again.close();
  b.close();
  // Closed connections let go of their listeners (nothing piles up on a long-running server).
  await eventually(() => expect(listenerCount(server!.deps.db)).toBe(0));
});

test("?lastEventId= resumes like the header; a ticket works once; no token or a bad ticket is a 401", async () => {
  server = await startTestServer();
  const first = notify(server.deps.db, { kind: "alert", title: "one" })!;
  notify(server.deps.db, { kind: "alert", title: "two" });
  const { body } = await server.request("POST", "/api/notifications/stream-ticket");
  expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
  const c = connect(`${server.url}/api/notifications/stream?ticket=${body.ticket}&lastEventId=${first.id}`, {});
  await eventually(() => expect(c.events.map((e) => e.data.title)).toEqual(["two"]));
  c.close();
  const reused = await fetch(`${server.url}/api/notifications/stream?ticket=${body.ticket}`);
  expect(reused.status).toBe(401);
  expect((await reused.json()).error.message).toContain("Not signed in");
  expect((await fetch(`${server.url}/api/notifications/stream`)).status).toBe(401);
  // A ticket opens the stream only, never another route.
  const other = await server.request("POST", "/api/notifications/stream-ticket");
  expect((await fetch(`${server.url}/api/notifications?ticket=${other.body.ticket}`)).status).toBe(401);
  const bad = await server.request("GET", "/api/notifications/stream?lastEventId=abc");
  expect(bad.status).toBe(422);
});

test("a quiet stream sends a `: ping` comment on its heartbeat and lets go of its listener when the client leaves", async () => {
  server = await startTestServer();
  const { notificationStream } = await import("./stream");
  const abort = new AbortController();
  const res = notificationStream(server.deps.db, undefined, abort.signal, 40);
  expect(listenerCount(server.deps.db)).toBe(1);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes(": ping\n\n: ping\n\n")) text += (await reader.read()).value ?? "";
  expect(text).toStartWith("retry: 3000\n: connected\n\n: ping\n\n");
  abort.abort();
  expect(listenerCount(server.deps.db)).toBe(0);
  expect((await reader.read()).done).toBe(true);
});

test("a client away for a long time gets every missed notification on resume, past one page", async () => {
  server = await startTestServer();
  const db = server.deps.db;
  const first = notify(db, { kind: "alert", title: "seen" })!;
  for (let i = 0; i < 1200; i++) notify(db, { kind: "alert", title: `missed ${i}` });
  const c = connect(`${server.url}/api/notifications/stream`, {
    authorization: `Bearer ${server.token}`,
    "last-event-id": String(first.id),
  });
  await eventually(() => expect(c.events.length).toBe(1200));
  notify(db, { kind: "alert", title: "live" });
  await eventually(() => expect(c.events.length).toBe(1201));
  expect(c.events.map((e) => e.data.title)).toEqual([...Array.from({ length: 1200 }, (_, i) => `missed ${i}`), "live"]);
  c.close();
});
