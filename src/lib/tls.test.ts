import { expect, test } from "bun:test";
import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, resolveConfig } from "../config";
import { loadTls, localNames, SELF_SIGNED_CERT, SELF_SIGNED_KEY, TlsError } from "./tls";

test("TLS and agenda settings: flags win over env, paths are made absolute, a bad time is a clear error", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-cfg-"));
  expect(resolveConfig({ dataDir }, {}).tls).toEqual({ certFile: undefined, keyFile: undefined, selfSigned: false });
  expect(resolveConfig({ dataDir, https: true }, {}).tls.selfSigned).toBe(true);
  expect(resolveConfig({ dataDir }, { SUNSHINE_HTTPS: "1" }).tls.selfSigned).toBe(true);
  const env = { SUNSHINE_TLS_CERT: "env.pem", SUNSHINE_TLS_KEY: "/k/env-key.pem" };
  expect(resolveConfig({ dataDir }, env).tls.certFile).toBe(join(process.cwd(), "env.pem"));
  expect(resolveConfig({ dataDir, tlsCert: "/c/flag.pem" }, env).tls).toMatchObject({
    certFile: "/c/flag.pem",
    keyFile: "/k/env-key.pem",
  });
  expect(resolveConfig({ dataDir }, { SUNSHINE_DIGEST_AT: "7:05" }).digestAt).toBe("07:05");
  expect(resolveConfig({ dataDir }, {}).digestAt).toBeUndefined();
  expect(() => resolveConfig({ dataDir }, { SUNSHINE_DIGEST_AT: "8am" })).toThrow(ConfigError);
  expect(() => resolveConfig({ dataDir }, { SUNSHINE_DIGEST_AT: "24:00" })).toThrow("24-hour time such as 08:00");
});

test("--https makes a certificate once (key 0600) covering localhost, this machine and the given hosts", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-tls-"));
  const first = await loadTls({ selfSigned: true }, dataDir, ["my-laptop.local", "10.1.2.3"]);
  expect(first!.selfSigned).toBe(true);
  expect(statSync(join(dataDir, SELF_SIGNED_KEY)).mode & 0o777).toBe(0o600);
  const x509 = new X509Certificate(readFileSync(join(dataDir, SELF_SIGNED_CERT)));
  for (const name of ["DNS:localhost", "DNS:my-laptop.local", "IP Address:127.0.0.1", "IP Address:10.1.2.3"])
    expect(x509.subjectAltName).toContain(name);
  for (const ip of localNames().ips.filter((a) => !a.includes(":")))
    expect(x509.subjectAltName).toContain(`IP Address:${ip}`);
  expect(first!.fingerprint).toBe(x509.fingerprint256);
  const again = await loadTls({ selfSigned: true }, dataDir);
  expect(again!.fingerprint).toBe(first!.fingerprint);
  expect(await loadTls({}, dataDir)).toBeUndefined();
});

test("certificate files: both are needed, must exist and be PEM", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-tls-"));
  const made = await loadTls({ selfSigned: true }, dir);
  const certFile = join(dir, SELF_SIGNED_CERT);
  const keyFile = join(dir, SELF_SIGNED_KEY);
  expect((await loadTls({ certFile, keyFile }, "/nowhere"))!.fingerprint).toBe(made!.fingerprint);
  await expect(loadTls({ certFile }, dir)).rejects.toThrow("needs both --tls-cert and --tls-key");
  await expect(loadTls({ certFile: join(dir, "missing.pem"), keyFile }, dir)).rejects.toThrow("does not exist");
  writeFileSync(join(dir, "junk.pem"), "hello");
  await expect(loadTls({ certFile: join(dir, "junk.pem"), keyFile }, dir)).rejects.toBeInstanceOf(TlsError);
  await expect(loadTls({ certFile, keyFile: certFile }, dir)).rejects.toThrow("is not a PEM key");
});
