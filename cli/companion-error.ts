// Apart from the client, so the commands' definitions (read by every start, the server's too) do not load it.

export const DEFAULT_SERVER = "http://127.0.0.1:7420";

/** An error meant for a person: printed as is, never with a stack trace. */
export class CompanionError extends Error {
  constructor(
    message: string,
    public status?: number,
  ) {
    super(message);
  }
}
