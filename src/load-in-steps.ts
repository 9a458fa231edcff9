// The server's modules take most of a cold start to load. They are loaded here a part at a time, with a turn of the
// event loop between parts, so the front door (src/front-door.ts) answers the health check within a few milliseconds
// of its arrival instead of after the whole load. Each part evaluates only what earlier parts have not; the order
// follows the imports (shared libraries, then the modules src/app.ts loads at start, the links between domains and the
// schedulers), and src/server.ts finally evaluates whatever is left.

import { nextTurn } from "./next-turn";

const parts: (() => Promise<unknown>)[] = [
  () => import("elysia"),
  () => import("drizzle-orm"),
  () => import("./db/client"),
  () => import("./platform/auth"),
  () => import("./platform/notifications"),
  () => import("./domains/tasks"),
  () => import("./platform/profile/service"),
  () => import("./domains/licensing/service"),
  () => import("./domains/radio/service"),
  () => import("./domains/income/totals"),
  () => import("./wiring"),
  () => import("./platform/backup/job"),
  () => import("./domains/contracts/service"),
  () => import("./domains/knowledge/service"),
  () => import("./composers/automation/runner"),
  () => import("./composers/monitoring/service"),
  () => import("./domains/calendar/service"),
  () => import("./composers/digest/job"),
  () => import("./jobs"),
];

/** src/server.ts, loaded in parts. */
export async function loadServerInSteps(): Promise<typeof import("./server")> {
  for (const part of parts) {
    await part();
    await nextTurn();
  }
  return import("./server");
}
