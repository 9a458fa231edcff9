import { SMTPServer } from "smtp-server";

/** A message as the test SMTP server received it, with headers and the decoded plain-text body. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  text: string;
}

/** Unfolds headers, decodes RFC 2047 words, and decodes a single-part text body (7bit, quoted-printable or base64). */
export function parseRawMessage(raw: string): Omit<ReceivedMail, "from" | "to" | "raw"> {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  const cte = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  let text = body;
  if (cte === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
    text = Buffer.from(bytes, "latin1").toString("utf8");
  } else if (cte === "base64") text = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return { headers, text: text.replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

function decodeWords(v: string): string {
  return v.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=\s*/g, (_, _charset, enc: string, data: string) =>
    enc.toUpperCase() === "B"
      ? Buffer.from(data, "base64").toString("utf8")
      : Buffer.from(
          data.replace(/_/g, " ").replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

/**
 * A real SMTP server on loopback (no TLS, no auth) that keeps what it receives.
 * Recipients whose address starts with "bounce" are refused with a 550, like a real server would.
 */
export async function startTestSmtp(): Promise<{
  url: string;
  port: number;
  messages: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    disableReverseLookup: true,
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith("bounce")) {
        const err = new Error("Mailbox unavailable") as Error & { responseCode: number };
        err.responseCode = 550;
        return cb(err);
      }
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("latin1");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseRawMessage(raw),
        });
        cb();
      });
    },
  });
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => ok());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
