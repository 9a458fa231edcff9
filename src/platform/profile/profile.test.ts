import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startTestServer, type TestServer } from "../../test/harness";
import { ownerProfile, ownerSignature } from "../../lib/owner-profile";

// A real 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

describe("profile, business and locale", () => {
  test("starts from the system locale and round-trips every section", async () => {
    const first = await s.request("GET", "/api/profile");
    expect(first.status).toBe(200);
    expect(first.body.currency).toMatch(/^[A-Z]{3}$/);
    expect(first.body.timeZone).toBeTruthy();
    expect(first.body.welcomed).toBe(false);

    const put = await s.request("PUT", "/api/profile", {
      displayName: "Maya Rivers",
      artistNames: ["Maya Rivers", " Night Tides "],
      legalName: "Maya Jane Rivers",
      email: "maya@mayarivers.co.uk",
      address: "12 Canal Street\nLondon E2 8AA\nUnited Kingdom",
      website: "mayarivers.co.uk",
      links: { bandcamp: "mayarivers.bandcamp.com", spotify: "https://open.spotify.com/artist/abc" },
      businessName: "Rivers Music Ltd",
      taxNumber: "GB123456789",
      paymentInstructions: "Bank: Monzo\nSort code 04-00-04, account 12345678",
      paymentTermsDays: 14,
      defaultTaxRate: 20,
      invoicePrefix: "RM-{YYYY}-",
      invoiceDigits: 3,
      locale: "en-gb",
      currency: "gbp",
      timeZone: "Europe/London",
      weekStart: 1,
      welcomed: true,
    });
    expect(put.status).toBe(200);
    const got = (await s.request("GET", "/api/profile")).body;
    expect(got).toMatchObject({
      displayName: "Maya Rivers",
      artistNames: ["Maya Rivers", "Night Tides"],
      website: "https://mayarivers.co.uk",
      links: { bandcamp: "https://mayarivers.bandcamp.com" },
      businessName: "Rivers Music Ltd",
      paymentTermsDays: 14,
      defaultTaxRate: 20,
      invoicePrefix: "RM-{YYYY}-",
      locale: "en-GB",
      currency: "GBP",
      timeZone: "Europe/London",
      welcomed: true,
    });
    // Other domains read it through src/lib, never through this module.
    const p = ownerProfile(s.deps.db);
    expect(p.legalName).toBe("Maya Jane Rivers");
    expect(ownerSignature(p)).toContain("Bandcamp: https://mayarivers.bandcamp.com");
  });

  test("refuses a bad e-mail, currency, locale and time zone with a message naming the field", async () => {
    for (const [body, field, words] of [
      [{ email: "maya@" }, "email", "valid address"],
      [{ currency: "XYZ" }, "currency", "ISO 4217"],
      [{ locale: "not a locale!" }, "locale", "locale"],
      [{ timeZone: "Mars/Olympus" }, "timeZone", "Time zone"],
      [{ links: { bandcamp: "not a url" } }, "links.bandcamp", "web address"],
    ] as const) {
      const r = await s.request("PUT", "/api/profile", body);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toContain(words);
      expect(r.body.error.details[0].field).toBe(field);
    }
    const terms = await s.request("PUT", "/api/profile", { paymentTermsDays: -3 });
    expect(terms.status).toBe(422);
    expect(JSON.stringify(terms.body)).toContain("Payment terms");
    expect((await s.request("GET", "/api/profile")).body.email).toBe("maya@mayarivers.co.uk");
  });

  test("stores a logo in the data dir and refuses non-images and oversize files", async () => {
    const ok = await s.request("PUT", "/api/profile/logo", { data: `data:image/png;base64,${PNG.toString("base64")}` });
    expect(ok.status).toBe(200);
    expect(ok.body.logoUrl).toMatch(/^\/api\/profile\/logo\?v=\d+$/);
    expect(existsSync(join(s.deps.config.dataDir, "files", "profile", "logo.png"))).toBe(true);
    const img = await fetch(`${s.url}${ok.body.logoUrl}`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(img.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);

    // A text file renamed .png is refused by its bytes.
    const fake = await s.request("PUT", "/api/profile/logo", {
      data: Buffer.from("<svg onload=alert(1)>").toString("base64"),
    });
    expect(fake.status).toBe(422);
    expect(fake.body.error.message).toBe("The logo must be a PNG, JPEG, WebP or GIF image");

    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    const tooBig = await s.request("PUT", "/api/profile/logo", { data: big.toString("base64") });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toContain("limit is 512 KB");

    // The refused uploads left the stored logo alone.
    expect((await s.request("GET", "/api/profile")).body.hasLogo).toBe(true);
    const del = await s.request("DELETE", "/api/profile/logo");
    expect(del.body.hasLogo).toBe(false);
    expect((await s.request("GET", "/api/profile/logo")).status).toBe(404);
  });
});
