import { firstUse } from "../../lib/first-use";

/**
 * The one door to the assistant's engine. The engine (every domain's tools with their sentence tables, the phrases
 * voice listens for) takes most of a cold start to evaluate, so the server does not load it until the first request
 * that needs it: the web app, health and every list answer at once after a start (a Raspberry Pi after a reboot),
 * and only the first message to the assistant pays for loading it, once.
 */
export type Engine = typeof import("./engine-parts");

export const loadEngine: () => Promise<Engine> = firstUse(() => import("./engine-parts"));
