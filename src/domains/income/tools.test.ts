import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { DISTROKID_HEADER, distrokidRows, tsv } from "./test/samples";
import { importFile } from "./test/upload";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await importFile(server, tsv([DISTROKID_HEADER, ...distrokidRows]), "bank.tsv");
});
afterAll(() => server.close());

const ask = async (message: string) => (await server.request("POST", "/api/ai/process", { message, type: "cli" })).body;

test("the assistant answers from the income ledger: all in, by country, one title on one store", async () => {
  const allIn = await ask("what did I earn, all in?");
  expect(allIn.message).toContain("$9.54");
  expect(allIn.message).toContain("DistroKid");

  const country = await ask("which country streams me most?");
  expect(country.message).toMatch(/^Most income so far comes from US/);

  const spotify = await ask("how is Salt Road doing on Spotify?");
  expect(spotify.message).toMatch(/^Salt Road on Spotify earned \$6\.57 so far/);
});

test("the dashboard's revenue card counts imported report income in the owner's currency", async () => {
  const stats = await server.request("GET", "/api/dashboard/stats");
  expect(stats.body.revenue).toBe(9.54);
});
