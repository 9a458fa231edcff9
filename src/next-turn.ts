// Shared by the start-up steps (src/load-in-steps.ts) and the server (src/server.ts), which both yield while loading.

/**
 * Gives the event loop a turn, so requests that arrived meanwhile are read and answered (or held) before going on;
 * only when the last turn was over a couple of milliseconds ago, as each turn costs a little.
 */
export async function nextTurn() {
  if (performance.now() - lastTurn < TURN_EVERY_MS) return;
  await new Promise<void>((r) => setImmediate(r));
  lastTurn = performance.now();
}
const TURN_EVERY_MS = 2;
let lastTurn = 0;
