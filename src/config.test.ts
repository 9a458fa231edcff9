import { describe, expect, test } from "bun:test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ConfigError, resolveConfig } from "./config";

describe("config", () => {
  test("embedded defaults", () => {
    const c = resolveConfig({}, {});
    expect(c.host).toBe("127.0.0.1");
    expect(c.port).toBe(7420);
    expect(c.dataDir.endsWith("/sunshine-data")).toBe(true);
    expect(c.email).toBe("owner@localhost");
    expect(c.persona).toBe("Sunshine");
    expect(c.model).toBeUndefined();
  });

  test("environment variables apply and flags win over them", () => {
    const env = { SUNSHINE_HOST: "localhost", SUNSHINE_PORT: "8000", SUNSHINE_DATA_DIR: "/tmp/env-dir" };
    expect(resolveConfig({}, env)).toMatchObject({ host: "localhost", port: 8000, dataDir: "/tmp/env-dir" });
    expect(resolveConfig({ port: "9000", dataDir: "/tmp/flag-dir" }, env)).toMatchObject({
      port: 9000,
      dataDir: "/tmp/flag-dir",
    });
  });

  test("a bad port is a clear error", () => {
    expect(() => resolveConfig({ port: "eighty" }, {})).toThrow(ConfigError);
    expect(() => resolveConfig({ port: "70000" }, {})).toThrow(/0 to 65535/);
  });

  test("binding a non-loopback host requires a passphrase", () => {
    expect(() => resolveConfig({ host: "0.0.0.0" }, {})).toThrow(/passphrase/);
    expect(resolveConfig({ host: "0.0.0.0", passphrase: "open sesame!" }, {}).passphrase).toBe("open sesame!");
    expect(resolveConfig({ host: "0.0.0.0" }, { SUNSHINE_PASSPHRASE: "twelve chars" }).host).toBe("0.0.0.0");
  });

  test("a model is configured by OPENAI_API_KEY or OPENAI_BASE_URL", () => {
    expect(resolveConfig({}, { OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" }).model).toEqual({
      apiKey: undefined,
      baseURL: "http://127.0.0.1:11434/v1",
      model: "gpt-4o-mini",
      timeoutMs: 10_000,
    });
    expect(resolveConfig({}, { OPENAI_API_KEY: "k", SUNSHINE_MODEL: "llama3" }).model?.model).toBe("llama3");
  });

  test("a passphrase shorter than 12 characters is refused at start with a one-line reason", () => {
    expect(() => resolveConfig({ host: "0.0.0.0", passphrase: "short" }, {})).toThrow(ConfigError);
    expect(() => resolveConfig({}, { SUNSHINE_PASSPHRASE: "elevenchars" })).toThrow(
      /at least 12 characters \(it has 11\)/,
    );
  });

  test("--passphrase-file reads the first line, so the passphrase stays out of the process list", () => {
    const dir = mkdtempSync(join(tmpdir(), "sunshine-pass-"));
    const file = join(dir, "pass");
    writeFileSync(file, "a passphrase from a file\nignored second line\n");
    expect(resolveConfig({ host: "0.0.0.0", passphraseFile: file }, {}).passphrase).toBe("a passphrase from a file");
    expect(resolveConfig({}, { SUNSHINE_PASSPHRASE_FILE: file }).passphrase).toBe("a passphrase from a file");
    expect(() => resolveConfig({ passphraseFile: join(dir, "missing") }, {})).toThrow(
      /Cannot read the passphrase file/,
    );
    writeFileSync(file, "\n");
    expect(() => resolveConfig({ passphraseFile: file }, {})).toThrow(/is empty/);
  });

  test("--public-host without a passphrase is refused: a proxy would sign everyone in", () => {
    expect(() => resolveConfig({ publicHost: ["studio.example"] }, {})).toThrow(/--public-host studio.example/);
    expect(() => resolveConfig({}, { SUNSHINE_PUBLIC_HOST: "studio.example" })).toThrow(ConfigError);
    expect(
      resolveConfig({ publicHost: ["studio.example"] }, { SUNSHINE_PASSPHRASE: "long enough passphrase" }).publicHosts,
    ).toEqual(["studio.example"]);
  });
});
