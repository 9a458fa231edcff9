import type { Config } from "../config";

// The DNS-rebinding guard's host checks, apart from the Elysia plugin (./security.ts) so the front door
// (src/front-door.ts) can use them before the web framework has loaded.

/** Host names the DNS-rebinding guard lets through. */
export function allowedHosts(config: Config): Set<string> {
  return new Set([
    "localhost",
    "127.0.0.1",
    "[::1]",
    ...config.publicHosts,
    ...(config.passphrase ? [config.host.includes(":") ? `[${config.host}]` : config.host] : []),
  ]);
}

// A name (letters, digits, dots, dashes) or a bracketed IPv6 address, then an optional numeric port; nothing else.
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/;

/**
 * "example.com:7420" → "example.com", "[::1]:80" → "[::1]"; undefined for anything that is not exactly a host and an
 * optional port ("localhost:evil.example", "[::1]evil.example", "a b").
 */
export function hostName(hostHeader: string): string | undefined {
  const known = hostNames.get(hostHeader);
  if (known !== undefined || hostNames.has(hostHeader)) return known;
  const name = parseHostName(hostHeader);
  // Every request carries one of a handful of Host values: each is parsed once (bounded, in case of a flood of odd ones).
  if (hostNames.size >= 256) hostNames.clear();
  hostNames.set(hostHeader, name);
  return name;
}
const hostNames = new Map<string, string | undefined>();

function parseHostName(hostHeader: string): string | undefined {
  const m = HOST_HEADER.exec(hostHeader.trim().toLowerCase());
  if (!m) return undefined;
  if (m[2] !== undefined && Number(m[2]) > 65535) return undefined;
  return m[1];
}
