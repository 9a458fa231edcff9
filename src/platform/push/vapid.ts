import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

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
  const keys = generateVapidKeys();
  writeFileSync(file, JSON.stringify(keys, null, 2) + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

/**
 * A P-256 key pair as web-push makes it (base64url; the private key padded to 32 bytes, the public key uncompressed,
 * 65 bytes), without loading web-push and its crypto stack when the server starts.
 */
function generateVapidKeys(): VapidKeys {
  // node:crypto is loaded here, on the first start only, rather than with the server.
  const { createECDH } = require("node:crypto") as typeof import("node:crypto");
  const curve = createECDH("prime256v1");
  curve.generateKeys();
  const pad = (bytes: Buffer, size: number) =>
    bytes.length < size ? Buffer.concat([Buffer.alloc(size - bytes.length), bytes]) : bytes;
  return {
    publicKey: pad(curve.getPublicKey(), 65).toString("base64url"),
    privateKey: pad(curve.getPrivateKey(), 32).toString("base64url"),
  };
}
