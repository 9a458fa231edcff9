import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { upload } from "./test/upload";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const commit = async (id: number) => (await server.request("POST", `/api/imports/${id}/commit`)).body;
const stations = async () => (await server.request("GET", "/api/radio-stations?limit=200")).body;
const supervisors = async () => (await server.request("GET", "/api/music-supervisors?limit=200")).body;
const undo = (id: number) => server.request("DELETE", `/api/imports/${id}`);

// As an old phone writes it: bare types, quoted-printable UTF-8 with a soft line break, a Latin-1 card, CRLF.
const VCARD_21 = [
  "BEGIN:VCARD",
  "VERSION:2.1",
  "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Dvo=C5=99=C3=A1k;Franti=C5=A1ek;;;",
  "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Franti=C5=A1ek Dvo=C5=99=C3=A1k",
  "ORG:Radio Wave",
  "EMAIL;INTERNET;PREF:frantisek@radiowave.example",
  "EMAIL;INTERNET:promo@radiowave.example",
  "TEL;CELL:+420 601 555 010",
  "NOTE;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Indie, alternativa. Po=",
  "=C5=A1lete promo mailem.",
  "END:VCARD",
  "BEGIN:VCARD",
  "VERSION:2.1",
  "N;CHARSET=ISO-8859-1;QUOTED-PRINTABLE:Pe=F1a;Jos=E9",
  "ORG:Onda Cero",
  "EMAIL;INTERNET:jose@ondacero.example",
  "TEL;WORK;VOICE:+34 91 555 0123",
  "END:VCARD",
  // Older Outlook: quoted-printable Windows-1252 bytes and no charset named.
  "BEGIN:VCARD",
  "VERSION:2.1",
  "N;ENCODING=QUOTED-PRINTABLE:M=FCller;Zo=EB",
  "EMAIL;PREF;INTERNET:zoe@radiozuerich.example",
  "END:VCARD",
  "",
].join("\r\n");

describe("contacts: vCard 2.1", () => {
  test("bare types, quoted-printable and soft line breaks come through with their accents; a second e-mail is kept", async () => {
    const preview = await upload(server, VCARD_21, "nokia.vcf", { target: "radio" });
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({
      format: "vcard",
      rows: 3,
      titles: ["František Dvořák", "José Peña", "Zoë Müller"],
    });
    expect(preview.body.problems).toEqual([
      "1 contact has more than one e-mail address (František Dvořák): the first is their e-mail, the others are kept in their notes.",
    ]);
    const done = await commit(preview.body.id);
    expect(done.imported).toBe(3);
    const byStation = Object.fromEntries((await stations()).map((s: any) => [s.name, s]));
    expect(byStation["Radio Wave"]).toMatchObject({
      contactName: "František Dvořák",
      contactEmail: "frantisek@radiowave.example",
    });
    expect(byStation["Radio Wave"].notes).toContain("Indie, alternativa. Pošlete promo mailem.");
    expect(byStation["Radio Wave"].notes).toContain("Other e-mail: promo@radiowave.example");
    expect(byStation["Onda Cero"]).toMatchObject({ contactName: "José Peña", contactEmail: "jose@ondacero.example" });
    expect((await upload(server, VCARD_21, "nokia.vcf", { target: "radio" })).body.duplicates).toBe(3);

    // The export gives the phone and the second e-mail back as TEL and EMAIL (not NOTE lines), with an N for 3.0 readers.
    const res = await fetch(`${server.url}/api/contacts.vcf?target=radio`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    const card = (await res.text()).split("END:VCARD").find((c) => c.includes("FN:František")) ?? "";
    expect(card).toContain("N:Dvořák;František;;;");
    expect(card).toContain("EMAIL:promo@radiowave.example");
    expect(card).toContain("TEL:+420 601 555 010");
    expect(card).not.toMatch(/NOTE:.*(\+420|Other e-mail)/);
    await undo(done.id);
  });
});

const STATIONS_CSV = [
  "Station,Person,Mail,Town,Style",
  "CKUA,Marnie Bell,marnie@ckua.example,Edmonton,Roots",
  "Triple J,Liam Nguyen,liam@triplej.example,Sydney,Indie",
].join("\n");

describe("contacts: any other CSV through a column mapping", () => {
  test("without a mapping: a 422 naming the file's headers, the files Sunshine reads and the fields a mapping takes", async () => {
    const r = await upload(server, STATIONS_CSV, "stations.csv", { target: "radio" });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toContain("Station, Person, Mail, Town, Style");
    expect(r.body.error.message).toContain("Google Contacts CSV");
    expect(r.body.error.message).toContain("name, email, organization, title, phone, website, notes");
    expect(r.body.error.details[0]).toMatchObject({
      field: "mapping",
      headers: ["Station", "Person", "Mail", "Town", "Style"],
      fields: ["name", "email", "organization", "title", "phone", "website", "notes"],
    });
  });

  test("with a mapping (field → column, 'organisation' spelt either way) the rows become stations or supervisors", async () => {
    const mapping = JSON.stringify({ name: "Person", email: "Mail", organisation: "Station", notes: "Style" });
    const preview = await upload(server, STATIONS_CSV, "stations.csv", { target: "radio", mapping });
    expect(preview.status).toBe(201);
    expect(preview.body).toMatchObject({ kind: "contacts", format: "mapped-csv", rows: 2, duplicates: 0 });
    const done = await commit(preview.body.id);
    expect(done.imported).toBe(2);
    expect((await stations()).map((s: any) => [s.name, s.contactName, s.contactEmail, s.notes]).sort()).toEqual([
      ["CKUA", "Marnie Bell", "marnie@ckua.example", "Roots"],
      ["Triple J", "Liam Nguyen", "liam@triplej.example", "Indie"],
    ]);
    await undo(done.id);

    const toLicensing = await upload(server, STATIONS_CSV, "people.csv", {
      target: "licensing",
      mapping: JSON.stringify({ name: "Person", email: "Mail", company: "Station" }),
    });
    const licensed = await commit(toLicensing.body.id);
    expect((await supervisors()).map((s: any) => [s.name, s.company]).sort()).toEqual([
      ["Liam Nguyen", "Triple J"],
      ["Marnie Bell", "CKUA"],
    ]);
    await undo(licensed.id);

    // The next file with the same header line is read through the mapping given before, without asking again.
    const again = await upload(server, STATIONS_CSV, "stations-december.csv", { target: "radio" });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ format: "mapped-csv", rows: 2 });
    expect(again.body.problems).toContain("Read with the columns you matched for a file with this header line before.");
    // Asked to, it offers the columns again (the form comes back), though a mapping is remembered.
    const remap = await upload(server, STATIONS_CSV, "stations-december.csv", { target: "radio", remap: "true" });
    expect(remap.status).toBe(422);
    expect(remap.body.error.details[0]).toMatchObject({
      field: "mapping",
      headers: ["Station", "Person", "Mail", "Town", "Style"],
    });
    const other = await upload(server, STATIONS_CSV.replace("Mail", "E-post"), "other.csv", { target: "radio" });
    expect(other.status).toBe(422);
    // A report with that header line is still a report, never read through an address book's mapping.
    const report = await upload(server, STATIONS_CSV, "s.csv", {});
    expect(report.status).toBe(422);
    expect(report.body.error.message).toContain("Sunshine does not recognise this report");
  });

  test("a wrong mapping says what is wrong, with the same error shape as a report's mapping", async () => {
    const unknown = await upload(server, STATIONS_CSV, "s.csv", { target: "radio", mapping: '{"Person":"name"}' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.message).toContain(
      'no field "Person" (to read column "Person" as name, send {"name": "Person"})',
    );
    expect(unknown.body.error.details[0].field).toBe("mapping");
    const noName = await upload(server, STATIONS_CSV, "s.csv", { target: "radio", mapping: '{"phone":"Town"}' });
    expect(noName.body.error.message).toContain("needs the name or the email column");
    const missing = await upload(server, STATIONS_CSV, "s.csv", { target: "radio", mapping: '{"name":"Who"}' });
    expect(missing.body.error.message).toBe(
      'The file has no column named "Who" to match the mapping; its columns are "Station", "Person", "Mail", "Town", "Style"',
    );
    // Without a contacts target the same field is a report's mapping, as before.
    const income = await upload(server, STATIONS_CSV, "s.csv", { mapping: '{"name":"Person"}' });
    expect(income.body.error.message).toBe("The mapping needs the date column");
  });
});

describe("import messages a person can act on", () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

  test("an image renamed .vcf is told it is not an address book, with or without a target", async () => {
    const sent: Record<string, string>[] = [{ target: "radio" }, {}];
    for (const extra of sent) {
      const r = await upload(server, png, "contacts.vcf", extra);
      expect(r.status).toBe(422);
      expect(r.body.error.message).toStartWith("This file is not an address book (an image)");
      expect(r.body.error.message).not.toContain("report");
    }
  });

  test("a vCard with no end speaks of vCards, not of ical", async () => {
    const r = await upload(server, "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Cut Short\r\n", "cut.vcf", { target: "radio" });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toStartWith("The vCard file could not be read");
    expect(r.body.error.message).not.toMatch(/ical/i);
  });

  test("an unknown format name lists the names Sunshine knows", async () => {
    const r = await upload(server, STATIONS_CSV, "s.csv", { format: "bogus" });
    expect(r.status).toBe(422);
    expect(r.body.error.message).toContain('Unknown format "bogus": Sunshine reads distrokid, tunecore');
    expect(r.body.error.details[0].formats).toContain("vcard");
    // A contacts format name reads the file as contacts.
    const named = await upload(server, VCARD_21, "nokia.vcf", { format: "vcard", target: "radio" });
    expect(named.status).toBe(201);
    await undo(named.body.id);
  });
});
