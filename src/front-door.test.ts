import { afterEach, expect, test } from "bun:test";
import { resolveConfig, VERSION } from "./config";
import { openFrontDoor, type FrontDoor } from "./front-door";

const config = () => resolveConfig({ port: 0, dataDir: "/nonexistent" }, {});
let door: FrontDoor | undefined;
afterEach(() => door?.server.stop(true));
const url = (path: string) => `http://127.0.0.1:${door!.server.port}${path}`;

test("answers the health check while the app loads, as the health route does", async () => {
  door = openFrontDoor(config());
  const res = await fetch(url("/api/health"));
  expect(res.status).toBe(200);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(await res.json()).toEqual({ status: "ok", version: VERSION });
});

test("holds every other request until the app takes the port over, then the app answers it", async () => {
  door = openFrontDoor(config());
  let answered = false;
  const waiting = fetch(url("/api/tasks")).then((r) => {
    answered = true;
    return r;
  });
  // A request for an unknown host is not the door's to answer either.
  const otherHost = fetch(url("/api/health"), { headers: { host: "evil.example" } });
  await fetch(url("/api/health"));
  expect(answered).toBe(false);
  const app = (request: Request) => new Response(`app: ${new URL(request.url).pathname}`);
  door.handOver(() => Bun.serve({ port: 0, fetch: app }), app);
  expect(await (await waiting).text()).toBe("app: /api/tasks");
  expect(await (await otherHost).text()).toBe("app: /api/health");
  // Later requests go straight to what the app installed.
  expect(await (await fetch(url("/api/later"))).text()).toBe("app: /api/later");
});

test("a start that fails answers the waiting requests 503 and closes the port", async () => {
  door = openFrontDoor(config());
  const waiting = fetch(url("/api/tasks"));
  await fetch(url("/api/health"));
  door.close(new Error("disk full"));
  expect((await waiting).status).toBe(503);
});

test("a port in use is a clear start error", () => {
  door = openFrontDoor(config());
  const busy = resolveConfig({ port: door.server.port, dataDir: "/nonexistent" }, {});
  expect(() => openFrontDoor(busy)).toThrow(/already in use/);
});
