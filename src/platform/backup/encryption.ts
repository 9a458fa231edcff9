import { firstUse } from "../../lib/first-use";
import { requireAge } from "../../lib/lazy-libs";
// The cipher loads with the first encrypted copy, not at start-up.
const chacha20poly1305 = (key: Uint8Array, nonce: Uint8Array) => cipher()(key, nonce);
const cipher = firstUse(
  () => (require("@noble/ciphers/chacha.js") as typeof import("@noble/ciphers/chacha.js")).chacha20poly1305,
);
// Loaded when a copy is encrypted or decrypted, not at start-up.
const ageLib = requireAge;

/**
 * Passphrase encryption in the age format (scrypt stanza), readable by `age -d` too. The scrypt step runs on
 * node:crypto's thread pool instead of the library's JavaScript scrypt, so a server making a backup keeps answering
 * requests while the key is derived (several seconds at age's default work factor of 2^18).
 */
const LABEL = "age-encryption.org/v1/scrypt";
export const SCRYPT_LOG_N = 18;

function deriveKey(passphrase: string, salt: Uint8Array, logN: number): Promise<Uint8Array> {
  const labelAndSalt = Buffer.concat([Buffer.from(LABEL), salt]);
  // node:crypto (and the streams under it) loads with the first backup, not with the server.
  const { scrypt } = require("node:crypto") as typeof import("node:crypto");
  return new Promise((resolve, reject) =>
    scrypt(passphrase, labelAndSalt, 32, { N: 2 ** logN, r: 8, p: 1, maxmem: 1100 * 2 ** logN }, (err, key) =>
      err ? reject(err) : resolve(new Uint8Array(key)),
    ),
  );
}
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64").replace(/=+$/, "");

class AsyncScryptRecipient {
  constructor(
    private passphrase: string,
    private logN: number,
  ) {}
  async wrapFileKey(fileKey: Uint8Array) {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await deriveKey(this.passphrase, salt, this.logN);
    const body = chacha20poly1305(key, new Uint8Array(12)).encrypt(fileKey);
    return [new (ageLib().Stanza)(["scrypt", b64(salt), String(this.logN)], body)];
  }
}

class AsyncScryptIdentity {
  constructor(private passphrase: string) {}
  async unwrapFileKey(stanzas: { args: string[]; body: Uint8Array }[]) {
    for (const s of stanzas) {
      if (s.args[0] !== "scrypt") continue;
      const logN = Number(s.args[2]);
      const salt = Buffer.from(s.args[1] ?? "", "base64");
      if (s.args.length !== 3 || !Number.isInteger(logN) || logN < 1 || logN > 22 || salt.length !== 16)
        throw new Error("The encrypted backup's header is damaged");
      const key = await deriveKey(this.passphrase, salt, logN);
      try {
        return chacha20poly1305(key, new Uint8Array(12)).decrypt(s.body);
      } catch {
        return null;
      }
    }
    return null;
  }
}

export class WrongPassphraseError extends Error {}

/** The age file for `plain` (a stream of the zip), as a stream. */
export async function encryptStream(plain: ReadableStream<Uint8Array>, passphrase: string, logN = SCRYPT_LOG_N) {
  const e = new (ageLib().Encrypter)();
  e.addRecipient(new AsyncScryptRecipient(passphrase, logN));
  return e.encrypt(plain);
}

/** The plain bytes of an age file; a wrong passphrase (or a file made with another one) throws WrongPassphraseError. */
export async function decryptBytes(cipher: Uint8Array, passphrase: string): Promise<Uint8Array> {
  const d = new (ageLib().Decrypter)();
  d.addIdentity(new AsyncScryptIdentity(passphrase));
  try {
    return await d.decrypt(cipher);
  } catch (e) {
    if (/no identity matched/i.test(String((e as Error).message)))
      throw new WrongPassphraseError("Wrong backup passphrase: this copy was encrypted with another one");
    throw new Error(`The encrypted backup cannot be read (${(e as Error).message})`);
  }
}

/** age files begin with this line; how a restore tells an encrypted copy from a zip whatever its name. */
export const isAgeFile = (head: Uint8Array) =>
  new TextDecoder().decode(head.subarray(0, 21)) === "age-encryption.org/v1";
