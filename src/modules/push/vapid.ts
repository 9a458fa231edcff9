import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import webpush from "web-push";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = "vapid-keys.json";

/**
 * The server's Web Push identity, made once and kept in the data dir (0600): browsers tie a subscription to this
 * public key, so a new key would silently orphan every phone and desktop that turned notifications on.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8"));
      if (parsed?.publicKey && parsed?.privateKey)
        return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
    } catch {}
    throw new Error(
      `${file} is damaged; move it aside to create new keys (browsers will need to turn notifications on again)`,
    );
  }
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2) + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
