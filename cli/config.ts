import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";

/** Where the companion keeps its session token per server: a small JSON file readable only by its owner (0600). */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SUNSHINE_COMPANION_CONFIG) return env.SUNSHINE_COMPANION_CONFIG;
  const base = env.XDG_CONFIG_HOME || join(homedir(), ".config");
  return join(base, "sunshine", "companion.json");
}

interface CompanionConfig {
  servers: Record<string, { token: string; savedAt: string }>;
}

function read(path: string): CompanionConfig {
  if (!existsSync(path)) return { servers: {} };
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8"));
    return parsed && typeof parsed.servers === "object" ? parsed : { servers: {} };
  } catch {
    return { servers: {} }; // a damaged file is replaced on the next sign-in
  }
}

export function loadToken(server: string, path = configPath()): string | undefined {
  return read(path).servers[server]?.token;
}

export function saveToken(server: string, token: string | undefined, path = configPath()): void {
  const config = read(path);
  if (token) config.servers[server] = { token, savedAt: new Date().toISOString() };
  else delete config.servers[server];
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, JSON.stringify(config, null, 2) + "\n", { mode: 0o600 });
  chmodSync(path, 0o600);
}
