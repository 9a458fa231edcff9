import { afterEach, expect, test } from "bun:test";
import { createECDH, randomBytes } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import ece from "http_ece";
import { importJWK, jwtVerify } from "jose";
import { generate } from "selfsigned";
import { eventually, startTestServer, type TestServer } from "../../test/harness";
import { onNotification } from "../notifications/events";
import { notify } from "../notifications/service";
import { pushJob } from "./job";
import { listSubscriptions } from "./service";
import { VAPID_FILE } from "./vapid";

/** A browser's side of a subscription: its own P-256 key pair and auth secret, as PushManager.subscribe() makes. */
function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, p256dh: ecdh.getPublicKey().toString("base64url"), authB64: auth.toString("base64url") };
}

/**
 * A push service on loopback over HTTPS: checks the VAPID signature, decrypts the RFC 8291 payload with the
 * browser's keys and answers 201, or 410 for endpoints under /gone/ (a subscription the browser dropped).
 */
async function startPushService(vapidPublicKey: () => string) {
  const { cert, private: key } = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    curve: "P-256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const browsers = new Map<string, ReturnType<typeof browserKeys>>();
  const received: { path: string; payload: any; ttl: string | null; urgency: string | null }[] = [];
  const problems: string[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    tls: { cert, key },
    async fetch(req) {
      const path = new URL(req.url).pathname;
      if (path.startsWith("/gone/")) return new Response("", { status: 410 });
      try {
        const [, token, k] = /^vapid t=([^,]+), k=(.+)$/.exec(req.headers.get("authorization") ?? "") ?? [];
        if (k !== vapidPublicKey()) throw new Error(`VAPID key ${k} is not the server's`);
        const point = Buffer.from(k, "base64url");
        const jwk = {
          kty: "EC",
          crv: "P-256",
          x: point.subarray(1, 33).toString("base64url"),
          y: point.subarray(33).toString("base64url"),
        };
        const { payload } = await jwtVerify(token!, await importJWK(jwk, "ES256"));
        if (payload.aud !== new URL(req.url).origin) throw new Error(`aud ${payload.aud}`);
        const browser = browsers.get(path)!;
        const body = Buffer.from(await req.arrayBuffer());
        const plain = ece.decrypt(body, { version: "aes128gcm", privateKey: browser.ecdh, authSecret: browser.auth });
        received.push({
          path,
          payload: JSON.parse(plain.toString("utf8")),
          ttl: req.headers.get("ttl"),
          urgency: req.headers.get("urgency"),
        });
        return new Response("", { status: 201 });
      } catch (e) {
        problems.push(String(e));
        return new Response("bad", { status: 400 });
      }
    },
  });
  const origin = `https://127.0.0.1:${server.port}`;
  return {
    cert,
    received,
    problems,
    subscription(path: string) {
      const keys = browserKeys();
      browsers.set(path, keys);
      return { endpoint: origin + path, keys: { p256dh: keys.p256dh, auth: keys.authB64 } };
    },
    stop: () => server.stop(true),
  };
}

let server: TestServer | undefined;
let stops: (() => void)[] = [];
afterEach(async () => {
  for (const s of stops) s();
  stops = [];
  await server?.close();
});

test("every notification is pushed, encrypted, to each subscribed browser; a 410 removes that subscription", async () => {
  server = await startTestServer();
  const { body: key, status } = await server.request("GET", "/api/push/public-key");
  expect(status).toBe(200);
  expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{80,90}$/);
  expect(statSync(join(server.deps.config.dataDir, VAPID_FILE)).mode & 0o777).toBe(0o600);

  const push = await startPushService(() => key.publicKey);
  stops.push(push.stop);
  const db = server.deps.db;
  stops.push(
    pushJob(
      server.deps,
      (send) => onNotification(db, (n) => send({ id: n.id, title: n.title, body: n.body, link: n.link, kind: n.kind })),
      { tls: { ca: push.cert } },
    ),
  );

  for (const path of ["/phone", "/laptop", "/gone/old-tablet"]) {
    const res = await server.request("POST", "/api/push/subscriptions", push.subscription(path));
    expect(res.status).toBe(201);
  }
  // Subscribing the same browser again replaces its keys instead of adding a row.
  expect((await server.request("POST", "/api/push/subscriptions", push.subscription("/laptop"))).status).toBe(201);
  expect(listSubscriptions(db)).toHaveLength(3);

  const n = notify(db, { kind: "reminder", title: "Reminder: call the venue", body: "At 5:00 PM", link: "/chat" })!;
  await eventually(() => expect(push.received).toHaveLength(2));
  expect(push.problems).toEqual([]);
  for (const r of push.received) {
    expect(r.payload).toEqual({
      id: n.id,
      title: "Reminder: call the venue",
      body: "At 5:00 PM",
      link: "/chat",
      kind: "reminder",
    });
    expect(r.urgency).toBe("high");
    expect(Number(r.ttl)).toBeGreaterThan(0);
  }
  expect(push.received.map((r) => r.path).sort()).toEqual(["/laptop", "/phone"]);
  await eventually(() =>
    expect(
      listSubscriptions(db)
        .map((s) => s.endpoint)
        .some((e) => e.includes("/gone/")),
    ).toBe(false),
  );

  // Unsubscribing stops pushes to that browser.
  const phone = listSubscriptions(db).find((s) => s.endpoint.endsWith("/phone"))!;
  expect((await server.request("DELETE", "/api/push/subscriptions", { endpoint: phone.endpoint })).body).toEqual({
    removed: true,
  });
  notify(db, { kind: "alert", title: "Listener spike" });
  await eventually(() => expect(push.received).toHaveLength(3));
  expect(push.received[2].path).toBe("/laptop");
  expect(push.received[2].payload.urgency).toBeUndefined();
});

test("bad subscriptions get a clear 4xx", async () => {
  server = await startTestServer();
  const missing = await server.request("POST", "/api/push/subscriptions", { endpoint: "https://push.example/x" });
  expect(missing.status).toBe(422);
  expect(JSON.stringify(missing.body.error)).toContain("keys");
  const notUrl = await server.request("POST", "/api/push/subscriptions", {
    endpoint: "nope",
    keys: { p256dh: "a", auth: "b" },
  });
  expect(notUrl.status).toBe(422);
  const del = await server.request("DELETE", "/api/push/subscriptions", {});
  expect(del.status).toBe(422);
});
