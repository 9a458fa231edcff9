import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { didWhatWasAsked } from "./asked-again";
import { live } from "./conversation-state";
import { remindAbout } from "./corrections";
import { discussedFromAnswer } from "./discussed";
import { completeWith, optionsOf, pickOption, type OpenQuestion } from "./open-question";
import { referring } from "./references";

const q = (said: string, ask: string) => ({ tool: {} as OpenQuestion["tool"], said, ask, expires: Date.now() + 60_000 });

describe("reading an answer to the assistant's question", () => {
  test("the choices of a which-question, and which one an answer picks", () => {
    const ask = 'Which one: "Gig at the Roxy" on Friday Nov 27 at 8:00 PM, "Show at the Brudenell" on Dec 5, "Gig at the Lexington" on Dec 12?';
    const options = optionsOf(ask);
    expect(options).toEqual(["Gig at the Roxy", "Show at the Brudenell", "Gig at the Lexington"]);
    expect(pickOption("the second one", options)).toBe("Show at the Brudenell");
    expect(pickOption("the last one", options)).toBe("Gig at the Lexington");
    expect(pickOption("lexington", options)).toBe("Gig at the Lexington");
    expect(pickOption("the gig", options)).toBeUndefined();
    expect(optionsOf("Which client: Acme Records or Acme Music?")).toEqual(["Acme Records", "Acme Music"]);
  });

  test("the answer joins the request in the words the question asked for", () => {
    expect(completeWith(q("invoice Orbit $800", "What is the invoice to Orbit for? Try …"), "the remix")).toBe("invoice Orbit $800 for the remix");
    expect(completeWith(q("invoice Orbit $800 for x", "What's Orbit's e-mail address? Say …"), "it's a@b.test")).toBe(
      "invoice Orbit $800 for x, e-mail a@b.test",
    );
    expect(completeWith(q("add the audiobook Tide", 'Who is the author of "Tide"?'), "Dana Reyes")).toBe("add the audiobook Tide by Dana Reyes");
    for (const answer of ["it's by Sam Lee", "the author is Sam Lee", "written by Sam Lee", "by Sam Lee"])
      expect(completeWith(q("add the audiobook Tide", 'Who is the author of "Tide"?'), answer)).toBe("add the audiobook Tide by Sam Lee");
    expect(completeWith(q("sold a copy on kobo", "Which book was that? Try …"), "the silent orchard")).toBe(
      "sold a copy on kobo, of the silent orchard",
    );
    expect(completeWith(q("move the gig to 5pm", 'Which one: "Gig at the Roxy" on Friday, "Gig at the Lexington"?'), "the first")).toBe(
      'move "Gig at the Roxy" to 5pm',
    );
    expect(completeWith(q("I sold 3 copies of nite rods on Audible", 'Did you mean "Night Roads"? Say it again with the book\'s title.'), "yes")).toBe(
      'I sold 3 copies of nite rods on Audible "Night Roads"',
    );
  });

  test("'it' names the record just discussed; 'remember that …' is not a reference", () => {
    const task = { kind: "task" as const, label: "Call the plumber", id: 9, expires: Date.now() + 60_000 };
    expect(referring("mark it done", task)).toEqual({ text: 'mark "Call the plumber" done', late: false });
    expect(referring("delete that one", task)).toEqual({ text: 'delete "Call the plumber"', late: false });
    expect(referring("it's urgent", task)).toEqual({ text: '"Call the plumber" is urgent' });
    expect(referring("remember that the plumber is Mo", task)).toBeUndefined();
    expect(live({ ...task, expires: Date.now() - 1 }, Date.now())).toBeUndefined();
  });

  test("a read answer about one record makes it the one discussed; an answer about several names none", () => {
    const event = { id: 2, title: "Band rehearsal" };
    expect(discussedFromAnswer("upcoming_events", { events: [event] })).toMatchObject({ kind: "event", id: 2, label: "Band rehearsal" });
    expect(discussedFromAnswer("upcoming_events", { events: [event, { id: 3, title: "Gig" }] })).toBeUndefined();
    expect(discussedFromAnswer("grant_deadlines", { id: 1, title: "Open Fund" })).toMatchObject({ kind: "grant", id: 1 });
    const sales = { book: { id: 1, title: "Night Roads" }, copies: 25, byPlatform: [{ key: "Audible", copies: 19 }] };
    expect(discussedFromAnswer("book_sales", sales)).toMatchObject({ kind: "book", id: 1, label: "Night Roads" });
    expect(discussedFromAnswer("list_tasks", [])).toBeUndefined();
  });

  test("'they' is a station's people; a later 'it' is marked late; a bare moment after a task is its reminder", () => {
    const station = { kind: "station" as const, label: "KEXP", id: 1, expires: Date.now() + 60_000 };
    expect(referring("they replied yesterday", station)).toEqual({ text: 'the station "KEXP" replied yesterday' });
    const task = { kind: "task" as const, label: "Call the accountant", id: 9, expires: Date.now() + 60_000 };
    expect(referring("they replied yesterday", task)).toBeUndefined();
    expect(referring("i just applied for it", task)).toEqual({ text: 'i just applied for "Call the accountant"', late: true });
    expect(referring("the page isn't urgent, make it low", task)).toBeUndefined();
    expect(remindAbout("tomorrow at 10", task)).toBe("remind me tomorrow at 10 to call the accountant");
    expect(remindAbout("tomorrow at 10", station)).toBeUndefined();
  });
});

describe("a short answer about one record of the list just asked for", () => {
  test("'<name> did' takes the news the question asked about", () => {
    expect(didWhatWasAsked("KUTX just did", "who hasn't replied to my pitches?")).toBe("KUTX just replied to my pitches");
    expect(didWhatWasAsked("Blue Note has", "who hasn't paid yet?")).toBe("Blue Note paid");
    // Only after a question about what has not happened yet, and not when its subject is the owner.
    expect(didWhatWasAsked("KUTX just did", "which stations are in austin?")).toBeUndefined();
    expect(didWhatWasAsked("KUTX did", "which stations haven't I pitched yet?")).toBeUndefined();
  });

  test("a grant's 'I applied' and a station contact's 'him' name the record discussed", () => {
    const grant = { kind: "grant" as const, label: "Open Fund", id: 1, expires: Date.now() + 60_000 };
    expect(referring("I applied yesterday", grant)).toEqual({ text: 'I applied for the grant "Open Fund" yesterday', late: true });
    const station = { kind: "station" as const, label: "WFMU", id: 2, expires: Date.now() + 60_000 };
    expect(referring("I just pitched him", station)).toEqual({ text: 'I just pitched the station "WFMU"', late: true });
  });
});

describe("how long a question and 'it' last", () => {
  test("an answer after five minutes is not taken; 'it' is forgotten after fifteen", async () => {
    const { respond, resetConversation } = await import("./conversation");
    const { openDatabase } = await import("../../db/client");
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), "sunshine-followup-")), "t.db"));
    const deps = { db, config: { persona: "Sunshine" } };
    const at = (minutes: number) => new Date(2031, 0, 6, 10, minutes);
    resetConversation(db);
    await respond(deps, { message: "set a reminder to stretch", now: at(0) });
    expect((await respond(deps, { message: "at 4pm", now: at(6) })).actions).toEqual([]);
    await respond(deps, { message: "set a reminder to stretch", now: at(10) });
    expect((await respond(deps, { message: "at 4pm", now: at(14) })).actions[0]).toMatchObject({ tool: "set_reminder" });
    await respond(deps, { message: "add a task to call the plumber", now: at(20) });
    expect((await respond(deps, { message: "mark it done", now: at(36) })).actions).toEqual([]);
    await respond(deps, { message: "add a task to call the tuner", now: at(40) });
    expect((await respond(deps, { message: "mark it done", now: at(54) })).actions[0]).toMatchObject({ tool: "complete_task" });
    db.$client.close();
  });
});

describe("a conversation through the API", () => {
  let s: TestServer;
  beforeAll(async () => (s = await startTestServer()));
  afterAll(() => s.close());
  const ask = async (message: string, session?: string) =>
    (await s.request("POST", "/api/ai/process", { message, context: session ? { session } : {} })).body;

  test("questions are answered one part at a time, then 'it' is the new invoice", async () => {
    expect((await ask("invoice Orbit Games $800")).message).toContain("What is the invoice to Orbit Games for?");
    expect((await ask("for the trailer music")).message).toContain("e-mail address");
    const made = await ask("billing@orbit.test");
    expect(made.actions[0]).toMatchObject({ type: "create_invoice", data: { clientName: "Orbit Games", clientEmail: "billing@orbit.test", amount: 800 } });
    const sent = await ask("mark it sent");
    expect(sent.actions[0]).toMatchObject({ type: "set_invoice_status", data: { status: "sent" } });
    const invoices = (await s.request("GET", "/api/invoices")).body;
    const orbit = (Array.isArray(invoices) ? invoices : invoices.data).find((i: any) => i.clientName === "Orbit Games");
    expect(orbit).toMatchObject({ status: "sent", clientEmail: "billing@orbit.test" });
  });

  test("'never mind' drops the question; a new command replaces it; sessions keep their own questions", async () => {
    await ask("set a reminder to stretch");
    expect((await ask("never mind")).message).toContain("dropped");
    expect((await ask("at 4pm")).actions).toEqual([]);

    await ask("set a reminder to stretch");
    const other = await ask("add a task to restring the bass");
    expect(other.actions[0]).toMatchObject({ type: "create_task", data: { title: "Restring the bass" } });

    await ask("set a reminder to drink water", "phone");
    expect((await ask("at 4pm", "laptop")).actions).toEqual([]);
    expect((await ask("at 4pm", "phone")).actions[0]).toMatchObject({ type: "schedule_reminder", data: { message: "Drink water" } });
  });

  test("web chat: 'delete that one' asks first, then deletes the task just added", async () => {
    const chat = async (message: string) => (await s.request("POST", "/api/chat-messages", { message })).body;
    await chat("add a task to call the plumber");
    expect((await chat("delete that one")).response).toContain('Delete the task "Call the plumber"');
    await chat("yes");
    const tasks = (await s.request("GET", "/api/tasks")).body;
    expect(tasks.some((t: any) => t.title === "Call the plumber")).toBe(false);
  });
});
