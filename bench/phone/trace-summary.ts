// Reads a Chromium performance trace of one page load into what bench/phone-trace.ts prints: the requests'
// waterfall and the page thread's work, every time in milliseconds from the navigation's start.
export type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, any>;
};

const LONG_ENOUGH_MS = 2;

const fileOf = (url: unknown) => (typeof url === "string" ? url.replace(/^https?:\/\/[^/]+/, "").replace(/\?.*/, "") : "");

/** What an event did, with the file or event type it concerns when the trace says. */
function label(e: TraceEvent): string {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  const about =
    fileOf(d.url) ||
    fileOf(e.args?.fileName) ||
    d.type ||
    d.functionName ||
    (d.stackTrace?.[0] ? `${fileOf(d.stackTrace[0].url)}:${d.stackTrace[0].functionName}` : "");
  return about ? `${e.name} ${about}` : e.name;
}

export function summarise(events: TraceEvent[], base: string): string {
  const threads = new Map<string, string>();
  for (const e of events) if (e.ph === "M" && e.name === "thread_name") threads.set(`${e.pid}:${e.tid}`, e.args?.name);
  const start = events.find(
    (e) => e.name === "navigationStart" && String(e.args?.data?.documentLoaderURL ?? "").startsWith(base),
  );
  if (!start) return "no navigation found in the trace";
  const at = (ts: number) => (ts - start.ts) / 1000;
  const main = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  const out: string[] = [];

  const marks = events.filter(
    (e) => main(e) && ["firstContentfulPaint", "cards", "domContentLoadedEventEnd", "loadEventEnd"].includes(e.name),
  );
  out.push("marks:", ...marks.map((e) => `  ${at(e.ts).toFixed(0).padStart(5)} ms  ${e.name}`));

  out.push("requests (sent → first byte → done, ms):");
  const requests = new Map<string, { url: string; sent: number; response?: number; done?: number }>();
  for (const e of events) {
    const d = e.args?.data;
    if (!d?.requestId) continue;
    if (e.name === "ResourceSendRequest" && String(d.url).startsWith(base))
      requests.set(d.requestId, { url: fileOf(d.url), sent: at(e.ts) });
    const r = requests.get(d.requestId);
    if (!r) continue;
    if (e.name === "ResourceReceiveResponse") r.response = at(e.ts);
    if (e.name === "ResourceFinish") r.done = d.finishTime ? (d.finishTime * 1e6 - start.ts) / 1000 : at(e.ts);
  }
  for (const r of [...requests.values()].sort((a, b) => a.sent - b.sent))
    out.push(
      `  ${r.sent.toFixed(0).padStart(5)} → ${(r.response ?? Number.NaN).toFixed(0).padStart(5)} → ${(r.done ?? Number.NaN).toFixed(0).padStart(5)}  ${r.url}`,
    );

  out.push(`page thread (${threads.get(`${start.pid}:${start.tid}`)}), tasks of ${LONG_ENOUGH_MS} ms or more:`);
  const spans = events
    .filter((e) => main(e) && e.ph === "X" && e.dur !== undefined && e.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: TraceEvent[] = [];
  let busy = 0;
  for (const e of spans) {
    while (stack.length && stack.at(-1)!.ts + stack.at(-1)!.dur! <= e.ts) stack.pop();
    const depth = stack.length;
    stack.push(e);
    if (depth === 0) busy += e.dur! / 1000;
    if (e.dur! / 1000 < LONG_ENOUGH_MS || depth > 3) continue;
    out.push(
      `  ${at(e.ts).toFixed(0).padStart(5)} ms ${(e.dur! / 1000).toFixed(1).padStart(6)}  ${"  ".repeat(depth)}${label(e)}`,
    );
  }
  out.push(`page thread busy in all: ${busy.toFixed(0)} ms`);
  return out.join("\n");
}
