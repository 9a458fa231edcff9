// The server's modules take most of a cold start to load. They are loaded here a part at a time, with a turn of the
// event loop between parts, so the front door (src/front-door.ts) answers the health check within a few milliseconds
// of its arrival instead of after the whole load. Each part evaluates only what earlier parts have not; the order
// follows the imports (shared libraries, then the modules in the order src/app.ts uses them), and src/server.ts
// finally evaluates whatever is left.

import { nextTurn } from "./next-turn";

const parts: (() => Promise<unknown>)[] = [
  () => import("elysia"),
  () => import("drizzle-orm"),
  () => import("./db/client"),
  () => import("./platform/auth"),
  () => import("./composers/dashboard"),
  () => import("./platform/activity"),
  () => import("./platform/notifications"),
  () => import("./platform/backup"),
  () => import("./platform/profile"),
  () => import("./domains/tasks"),
  () => import("./composers/chat"),
  () => import("./composers/ai"),
  () => import("./domains/reminders"),
  () => import("./domains/calendar"),
  () => import("./domains/knowledge"),
  () => import("./domains/contracts"),
  () => import("./domains/outreach"),
  () => import("./domains/radio"),
  () => import("./domains/grants"),
  () => import("./domains/invoices"),
  () => import("./domains/audiobooks"),
  () => import("./domains/promotion"),
  () => import("./domains/licensing"),
  () => import("./composers/automation"),
  () => import("./composers/monitoring"),
  () => import("./domains/abtesting"),
  () => import("./domains/optimization"),
  () => import("./platform/push"),
  () => import("./composers/digest"),
  () => import("./domains/income"),
  () => import("./composers/voice"),
];


/** src/server.ts, loaded in parts. */
export async function loadServerInSteps(): Promise<typeof import("./server")> {
  for (const part of parts) {
    await part();
    await nextTurn();
  }
  return import("./server");
}
