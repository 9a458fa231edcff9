import type { Config } from "./config";

/** A start-up failure the user can fix; `serve` prints its message as one line. */
export class StartError extends Error {}
export class PortBusyError extends StartError {}

/** The error to show when the port could not be opened: a clear sentence when another program holds it. */
export function listenError(e: unknown, config: Pick<Config, "host" | "port">): unknown {
  const code = (e as { code?: string }).code;
  if (code === "EADDRINUSE" || /in use|EADDRINUSE/i.test(String(e))) {
    return new PortBusyError(
      `Port ${config.port} on ${config.host} is already in use: stop the other program or pass --port`,
    );
  }
  return e;
}
