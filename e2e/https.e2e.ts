import { test, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generate } from "selfsigned";
import { BINARY, freePort } from "./server";

/** GET over TLS that trusts only `ca`: the certificate must really cover 127.0.0.1. */
function getTrusting(url: string, ca: string): Promise<{ status: number; body: string; fingerprint: string }> {
  return new Promise((ok, fail) => {
    const req = request(url, { ca }, (res) => {
      let body = "";
      const fingerprint = (res.socket as import("node:tls").TLSSocket).getPeerX509Certificate()!.fingerprint256;
      res.on("data", (d) => (body += d));
      res.on("end", () => ok({ status: res.statusCode!, body, fingerprint }));
    });
    req.on("error", fail);
    req.end();
  });
}

/** The compiled binary with extra serve flags and a clean environment; resolves once it says where it runs. */
async function serve(args: string[], dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(BINARY, ["serve", "--port", String(port), "--data-dir", dataDir, ...args], {
    env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (out += d));
  await expect.poll(() => out, { timeout: 15_000 }).toMatch(/Sunshine is running at|sunshine: /);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  };
  await expect.poll(() => out).toMatch(/fingerprint|sunshine: /);
  return { port, out: () => out, stop };
}

test("--https makes a self-signed certificate once, prints its fingerprint and answers /api/health over TLS", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "sunshine-https-"));
  try {
    const first = await serve(["--https"], dataDir);
    expect(first.out()).toContain(`Sunshine is running at https://127.0.0.1:${first.port}`);
    const cert = readFileSync(join(dataDir, "tls-cert.pem"), "utf8");
    expect(statSync(join(dataDir, "tls-key.pem")).mode & 0o077).toBe(0);
    const x509 = new X509Certificate(cert);
    expect(x509.subjectAltName).toContain("IP Address:127.0.0.1");
    expect(x509.subjectAltName).toContain("DNS:localhost");
    expect(first.out()).toContain(`SHA-256 fingerprint ${x509.fingerprint256}`);
    const health = await getTrusting(`https://127.0.0.1:${first.port}/api/health`, cert);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: "ok", version: expect.any(String) });
    expect(health.fingerprint).toBe(x509.fingerprint256);
    // Plain HTTP on the same port is not served.
    await expect(fetch(`http://127.0.0.1:${first.port}/api/health`)).rejects.toThrow();
    await first.stop();
    // A restart reuses the certificate a phone may already trust.
    const second = await serve([], dataDir, { SUNSHINE_HTTPS: "1" });
    expect(second.out()).toContain(`SHA-256 fingerprint ${x509.fingerprint256}`);
    expect((await getTrusting(`https://127.0.0.1:${second.port}/api/health`, cert)).status).toBe(200);
    await second.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("--tls-cert/--tls-key (or SUNSHINE_TLS_CERT/KEY) serve HTTPS with the given certificate; bad files are a clear error", async () => {
  const dir = mkdtempSync(join(tmpdir(), "sunshine-tls-"));
  try {
    const { cert, private: key } = await generate([{ name: "commonName", value: "sunshine.test" }], {
      keyType: "ec",
      curve: "P-256",
      extensions: [
        {
          name: "subjectAltName",
          altNames: [
            { type: 7, ip: "127.0.0.1" },
            { type: 2, value: "sunshine.test" },
          ],
        },
      ],
    });
    const certFile = join(dir, "cert.pem");
    const keyFile = join(dir, "key.pem");
    writeFileSync(certFile, cert);
    writeFileSync(keyFile, key, { mode: 0o600 });
    const fingerprint = new X509Certificate(cert).fingerprint256;

    const byFlags = await serve(["--tls-cert", certFile, "--tls-key", keyFile], join(dir, "data1"));
    expect(byFlags.out()).toContain(`SHA-256 fingerprint ${fingerprint}`);
    const health = await getTrusting(`https://127.0.0.1:${byFlags.port}/api/health`, cert);
    expect(health.status).toBe(200);
    expect(health.fingerprint).toBe(fingerprint);
    await byFlags.stop();

    const byEnv = await serve([], join(dir, "data2"), { SUNSHINE_TLS_CERT: certFile, SUNSHINE_TLS_KEY: keyFile });
    expect((await getTrusting(`https://127.0.0.1:${byEnv.port}/api/health`, cert)).status).toBe(200);
    await byEnv.stop();

    const missingKey = await serve(["--tls-cert", certFile], join(dir, "data3"));
    expect(missingKey.out()).toContain("sunshine: HTTPS needs both --tls-cert and --tls-key");
    await missingKey.stop();
    const notPem = await serve(["--tls-cert", keyFile, "--tls-key", keyFile], join(dir, "data4"));
    expect(notPem.out()).toContain("is not a PEM certificate");
    await notPem.stop();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
