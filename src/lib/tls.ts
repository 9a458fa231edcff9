import { X509Certificate } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, networkInterfaces } from "node:os";
import { join } from "node:path";
import { loadSelfSigned } from "./lazy-libs";

export interface TlsSettings {
  /** PEM files given with --tls-cert/--tls-key (or SUNSHINE_TLS_CERT/SUNSHINE_TLS_KEY). */
  certFile?: string;
  keyFile?: string;
  /** --https: make a self-signed certificate once in the data dir and use it. */
  selfSigned?: boolean;
}

export interface TlsMaterial {
  cert: string;
  key: string;
  /** SHA-256 of the certificate, "AB:CD:…", to compare with what a phone shows before trusting it. */
  fingerprint: string;
  /** Where the certificate came from, for the start-up message. */
  certFile: string;
  selfSigned: boolean;
  /** DNS names and IP addresses the certificate covers. */
  names: string[];
}

export class TlsError extends Error {}

export const SELF_SIGNED_CERT = "tls-cert.pem";
export const SELF_SIGNED_KEY = "tls-key.pem";


/** localhost, this machine's names and every non-internal address: what a phone on the LAN might type. */
export function localNames(extraHosts: string[] = []): { dns: string[]; ips: string[] } {
  const ips = new Set(["127.0.0.1", "::1"]);
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (!a.address.startsWith("fe80")) ips.add(a.address);
  }
  const dns = new Set(["localhost"]);
  const host = hostname().toLowerCase();
  if (host) dns.add(host).add(host.includes(".") ? host : `${host}.local`);
  for (const h of extraHosts) {
    const bare = h.replace(/^\[|\]$/g, "");
    if (/^[\d.]+$/.test(bare) || bare.includes(":")) ips.add(bare);
    else if (bare && bare !== "0.0.0.0") dns.add(bare.toLowerCase());
  }
  ips.delete("0.0.0.0");
  ips.delete("::");
  return { dns: [...dns], ips: [...ips] };
}

function readPem(file: string, what: string, pattern: RegExp): string {
  if (!existsSync(file)) throw new TlsError(`The TLS ${what} file ${file} does not exist`);
  const text = readFileSync(file, "utf8");
  if (!pattern.test(text)) throw new TlsError(`${file} is not a PEM ${what} (expected a "-----BEGIN …" block)`);
  return text;
}

/** Makes a self-signed certificate (ECDSA P-256, 825 days: the longest Apple devices accept) in the data dir. */
async function createSelfSigned(certFile: string, keyFile: string, hosts: string[]) {
  const { generate } = await loadSelfSigned();
  const { dns, ips } = localNames(hosts);
  const now = new Date();
  const result = await generate([{ name: "commonName", value: "Sunshine on " + (dns[1] ?? "localhost") }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 825 * 24 * 3600_000),
    extensions: [
      { name: "basicConstraints", cA: false },
      { name: "keyUsage", digitalSignature: true, keyEncipherment: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          ...dns.map((value) => ({ type: 2 as const, value })),
          ...ips.map((ip) => ({ type: 7 as const, ip })),
        ],
      },
    ],
  });
  writeFileSync(keyFile, result.private, { mode: 0o600 });
  chmodSync(keyFile, 0o600);
  writeFileSync(certFile, result.cert, { mode: 0o644 });
}

/**
 * The certificate and key to serve HTTPS with, or undefined for plain HTTP. Given files win over --https; a
 * self-signed certificate is made once and reused, so a phone that trusted it keeps trusting it.
 */
export async function loadTls(
  settings: TlsSettings,
  dataDir: string,
  hosts: string[] = [],
): Promise<TlsMaterial | undefined> {
  if (settings.certFile || settings.keyFile) {
    if (!settings.certFile || !settings.keyFile)
      throw new TlsError("HTTPS needs both --tls-cert and --tls-key (or SUNSHINE_TLS_CERT and SUNSHINE_TLS_KEY)");
    return material(settings.certFile, settings.keyFile, false);
  }
  if (!settings.selfSigned) return undefined;
  const certFile = join(dataDir, SELF_SIGNED_CERT);
  const keyFile = join(dataDir, SELF_SIGNED_KEY);
  if (!existsSync(certFile) || !existsSync(keyFile)) {
    // The first start with --https may come before the data dir exists.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    await createSelfSigned(certFile, keyFile, hosts);
  }
  return material(certFile, keyFile, true);
}

function material(certFile: string, keyFile: string, selfSigned: boolean): TlsMaterial {
  const cert = readPem(certFile, "certificate", /-----BEGIN CERTIFICATE-----/);
  const key = readPem(keyFile, "key", /-----BEGIN [A-Z ]*PRIVATE KEY-----/);
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(cert);
  } catch (e) {
    throw new TlsError(`${certFile} could not be read as a certificate: ${(e as Error).message}`);
  }
  const names = (x509.subjectAltName ?? "")
    .split(/,\s*/)
    .map((n) => n.replace(/^(DNS|IP Address):/, ""))
    // OpenSSL spells IPv6 in full (0:0:0:0:0:0:0:1); a URL gives the short form people type (::1).
    .map((n) => (n.includes(":") ? new URL(`http://[${n}]`).hostname.slice(1, -1) : n))
    .filter(Boolean);
  return { cert, key, fingerprint: x509.fingerprint256, certFile, selfSigned, names };
}
