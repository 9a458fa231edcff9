import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "../../test/harness";
import { audiobooks, audiobookSales } from "../audiobooks/schema";
import { calendarEvents } from "../calendar/schema";
import { grants } from "../grants/schema";
import { invoices } from "../invoices/schema";
import { tasks } from "../tasks/schema";
import { extractTaskTitle, hasTaskIntent, rulesReply, taskDueDate, taskPriority } from "./rules";

// Monday 10 March 2025, 09:00 local time.
const NOW = new Date(2025, 2, 10, 9, 0, 0);
const TODAY = "2025-03-10";
const TOMORROW = "2025-03-11";
const at = (d: number, h: number, m = 0) => new Date(2025, 2, d, h, m, 0).toISOString();

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  const db = s.deps.db;
  db.insert(tasks)
    .values([
      { title: "Call KEXP", priority: "high", dueDate: "2025-03-08" },
      { title: "Send press kit to Pitchfork", priority: "medium", dueDate: TODAY },
      { title: "Mix the new single", priority: "urgent", dueDate: "2025-03-13" },
      { title: "Update website bio", priority: "low" },
      { title: "Old finished thing", status: "completed", priority: "low" },
    ])
    .run();
  db.insert(invoices)
    .values([
      {
        number: "INV-0001",
        clientName: "Acme Films",
        clientEmail: "a@acme.test",
        amount: "1250.00",
        description: "Sync",
        status: "paid",
        paidDate: "2025-03-03",
      },
      {
        number: "INV-0002",
        clientName: "Blue Note",
        clientEmail: "b@bn.test",
        amount: "400.00",
        description: "Gig",
        status: "sent",
        dueDate: "2025-03-01",
      },
      {
        number: "INV-0003",
        clientName: "Cafe Lux",
        clientEmail: "c@lux.test",
        amount: "150.50",
        description: "Gig",
        status: "sent",
        dueDate: "2025-03-20",
      },
      {
        number: "INV-0004",
        clientName: "Old Co",
        clientEmail: "o@old.test",
        amount: "999.00",
        description: "Old",
        status: "paid",
        paidDate: "2025-02-03",
      },
    ])
    .run();
  const book = db.insert(audiobooks).values({ title: "Night Roads", author: "Me", genre: "Mystery" }).returning().get();
  db.insert(audiobookSales)
    .values([
      { audiobookId: book.id, platform: "Audible", saleDate: "2025-03-05", amount: 12.5 },
      { audiobookId: book.id, platform: "Audible", saleDate: "2025-02-20", amount: 99 },
    ])
    .run();
  db.insert(grants)
    .values([
      {
        title: "Arts Council Project Grant",
        organization: "Arts Council",
        deadline: "2025-03-25",
        status: "discovered",
      },
      { title: "Far Future Fund", organization: "FFF", deadline: "2025-06-30", status: "discovered" },
      { title: "Lost Grant", organization: "LG", deadline: "2025-03-15", status: "rejected" },
    ])
    .run();
  db.insert(calendarEvents)
    .values([
      { title: "Gig at The Crocodile", date: "2025-03-12", time: "20:00", type: "gig", location: "Seattle" },
      { title: "Next month meeting", date: "2025-04-30", type: "meeting" },
    ])
    .run();
});
afterAll(() => s.close());

const ask = (message: string) => rulesReply(s.deps.db, { message, now: NOW, persona: "Sunshine" });

type Expect = {
  type?: string;
  data?: Record<string, unknown>;
  message?: string | RegExp;
  confidence?: [number, number];
  none?: boolean;
};

// At least 40 phrasings with their exact expected outcome.
const TABLE: [string, Expect][] = [
  // task intent → create_task with a clean title, priority and due date (spec §9)
  [
    "remind me to call KEXP tomorrow, urgent",
    { type: "create_task", data: { title: "Call KEXP", priority: "high", dueDate: TOMORROW, category: "radio" } },
  ],
  [
    "Remind me to send the invoice to Acme today",
    {
      type: "create_task",
      data: { title: "Send the invoice to Acme", priority: "medium", dueDate: TODAY, category: "invoices" },
    },
  ],
  [
    "I need to master the new single asap",
    { type: "create_task", data: { title: "Master the new single", priority: "high", category: "music" } },
  ],
  [
    "I have to renew my PRO membership whenever",
    { type: "create_task", data: { title: "Renew my PRO membership", priority: "low" } },
  ],
  [
    "add task: update the EPK, low priority",
    { type: "create_task", data: { title: "Update the EPK", priority: "low" } },
  ],
  [
    "Create task email the blog editor tomorrow",
    {
      type: "create_task",
      data: { title: "Email the blog editor", priority: "medium", dueDate: TOMORROW, category: "outreach" },
    },
  ],
  [
    "todo: restring the guitar",
    { type: "create_task", data: { title: "Restring the guitar", priority: "medium", category: "general" } },
  ],
  [
    "I should apply for the arts council grant",
    {
      type: "create_task",
      data: { title: "Apply for the arts council grant", priority: "medium", category: "grants" },
    },
  ],
  [
    "I must finish chapter 3 narration today, it's urgent",
    {
      type: "create_task",
      data: { title: "Finish chapter 3 narration", priority: "high", dueDate: TODAY, category: "audiobooks" },
    },
  ],
  [
    "Schedule a rehearsal with the band tomorrow",
    {
      type: "create_task",
      data: { title: "Schedule a rehearsal with the band", dueDate: TOMORROW, category: "music" },
    },
  ],
  [
    "need to pay the studio invoice ASAP",
    { type: "create_task", data: { title: "Pay the studio invoice", priority: "high", category: "invoices" } },
  ],
  [
    "Hey Sunshine, remind me to book the venue tomorrow",
    { type: "create_task", data: { title: "Book the venue", dueDate: TOMORROW } },
  ],
  [
    "please add a task to call the music supervisor",
    { type: "create_task", data: { title: "Call the music supervisor", category: "licensing" } },
  ],
  [
    "we have to sign the split sheet",
    { type: "create_task", data: { title: "Sign the split sheet", category: "contracts" } },
  ],
  [
    "Don't forget, I need to back up the session files whenever I can",
    { type: "create_task", data: { title: "Back up the session files", priority: "low" } },
  ],
  ["remind me to", { none: true, message: /What should the task be/ }],
  // reminders at a time → schedule_reminder
  ["remind me at 5pm to call mom", { type: "schedule_reminder", data: { message: "Call mom", remindAt: at(10, 17) } }],
  [
    "Remind me to send the mix at 3:30 pm",
    { type: "schedule_reminder", data: { message: "Send the mix", remindAt: at(10, 15, 30) } },
  ],
  [
    "remind me tomorrow at 9am to pitch KEXP",
    { type: "schedule_reminder", data: { message: "Pitch KEXP", remindAt: at(11, 9) } },
  ],
  [
    "remind me in 20 minutes to check the upload",
    {
      type: "schedule_reminder",
      data: { message: "Check the upload", remindAt: new Date(NOW.getTime() + 20 * 60_000).toISOString() },
    },
  ],
  [
    "remind me at noon to eat lunch",
    { type: "schedule_reminder", data: { message: "Eat lunch", remindAt: at(10, 12) } },
  ],
  ["remind me at 8am to stretch", { type: "schedule_reminder", data: { message: "Stretch", remindAt: at(11, 8) } }],
  [
    "remind me in 2 hours to call the printer",
    {
      type: "schedule_reminder",
      data: { message: "Call the printer", remindAt: new Date(NOW.getTime() + 2 * 3600_000).toISOString() },
    },
  ],
  // completing a task by name → update_task
  [
    "mark Call KEXP as done",
    { type: "update_task", data: { title: "Call KEXP", status: "completed" }, confidence: [0.9, 0.9] },
  ],
  [
    "I finished mixing the new single",
    { type: "update_task", data: { title: "Mix the new single", status: "completed" } },
  ],
  ["done: update website bio", { type: "update_task", data: { title: "Update website bio", status: "completed" } }],
  [
    "the press kit to Pitchfork is done",
    { type: "update_task", data: { title: "Send press kit to Pitchfork", status: "completed" } },
  ],
  ["tick off call kexp", { type: "update_task", data: { title: "Call KEXP", status: "completed" } }],
  ["mark task #4 as done", { type: "update_task", data: { id: 4, title: "Update website bio", status: "completed" } }],
  ["mark buy a yacht as done", { none: true, message: /couldn't find an open task matching "buy a yacht"/ }],
  // questions answered from the user's own data
  ["What's overdue?", { none: true, message: '1 task is overdue: "Call KEXP" (high, due Mar 8).' }],
  [
    "what do I have to do today?",
    {
      none: true,
      message: 'Due today: "Send press kit to Pitchfork" (medium, due today). Also 1 task is overdue: "Call KEXP".',
    },
  ],
  [
    "What's due this week?",
    {
      none: true,
      message:
        'Due in the next 7 days: "Send press kit to Pitchfork" (medium, due today) and "Mix the new single" (urgent, due Mar 13). 1 task is already overdue.',
    },
  ],
  [
    "show my open tasks",
    {
      none: true,
      message: /^You have 4 open tasks \(1 overdue\): "Mix the new single" \(urgent, due Mar 13\), "Call KEXP"/,
    },
  ],
  [
    "How much revenue did I make this month?",
    {
      none: true,
      message:
        "Revenue for March 2025 so far: $1,262.50 ($1,250.00 from 1 paid invoice and $12.50 from 1 audiobook sale).",
    },
  ],
  [
    "Which invoices are outstanding?",
    {
      none: true,
      message:
        "You have 2 outstanding invoices totalling $550.50: INV-0002 to Blue Note for $400.00 (due Mar 1) and INV-0003 to Cafe Lux for $150.50 (due Mar 20). 1 is overdue: INV-0002.",
    },
  ],
  ["how much am I owed?", { none: true, message: /^You have 2 outstanding invoices totalling \$550\.50/ }],
  [
    "any grant deadlines soon?",
    {
      none: true,
      message: "1 grant deadline in the next 30 days: Arts Council Project Grant (Arts Council) on Mar 25.",
    },
  ],
  [
    "What's on my calendar?",
    { none: true, message: "1 event in the next 7 days: Gig at The Crocodile Mar 12 at 20:00 (Seattle)." },
  ],
  ["do I have any gigs coming up?", { none: true, message: /^1 event in the next 7 days: Gig at The Crocodile/ }],
  // greetings, help, thanks, and honest "can't do that offline"
  [
    "Hello!",
    {
      none: true,
      message:
        "Good morning! I'm Sunshine, ready to help with your music and books. You have 4 open tasks, 1 due today, 1 overdue. What shall we work on?",
    },
  ],
  ["hey sunshine", { none: true, message: /^Good morning! I'm Sunshine/ }],
  ["help", { none: true, message: /^Here's what I can do:\n• Add tasks/ }],
  ["what can you do?", { none: true, message: /^Here's what I can do:/ }],
  ["thanks!", { none: true, message: "You're welcome! Anything else I can help with?" }],
  [
    "write me a hit song about rain",
    { none: true, message: /^I can't do that offline yet — here is what I can do:/, confidence: [0.2, 0.2] },
  ],
  ["the weather is nice", { none: true, message: /^I can't do that offline yet/ }],
  ["mustard is yellow", { none: true, message: /^I can't do that offline yet/ }],
];

describe("offline rules provider: phrasing table", () => {
  test("the table has at least 40 phrasings", () => expect(TABLE.length).toBeGreaterThanOrEqual(40));
  for (const [phrase, want] of TABLE) {
    test(phrase, () => {
      const r = ask(phrase);
      expect(r.provider).toBe("rules");
      if (want.none) expect(r.actions).toEqual([]);
      if (want.type) {
        expect(r.actions).toHaveLength(1);
        expect(r.actions[0]!.type).toBe(want.type);
        expect(r.actions[0]!.data).toMatchObject(want.data!);
        if (want.type === "create_task" && !("dueDate" in want.data!))
          expect(r.actions[0]!.data.dueDate).toBeUndefined();
        if (want.type === "create_task" && !("priority" in want.data!))
          expect(r.actions[0]!.data.priority).toBe("medium");
      }
      if (typeof want.message === "string") expect(r.message).toBe(want.message);
      else if (want.message) expect(r.message).toMatch(want.message);
      if (want.confidence) {
        expect(r.confidence).toBeGreaterThanOrEqual(want.confidence[0]);
        expect(r.confidence).toBeLessThanOrEqual(want.confidence[1]);
      }
      expect(r.confidence).toBeGreaterThan(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    });
  }
});

describe("spec §9 constants", () => {
  test("intent words", () => {
    for (const w of [
      "remind me",
      "schedule",
      "add task",
      "create task",
      "need to",
      "have to",
      "should",
      "must",
      "todo",
    ]) {
      expect(hasTaskIntent(`I ${w} x`)).toBe(true);
    }
    expect(hasTaskIntent("mustard and scheduled")).toBe(false);
  });
  test("priority and due date", () => {
    expect(taskPriority("do it ASAP")).toBe("high");
    expect(taskPriority("urgent: call")).toBe("high");
    expect(taskPriority("whenever")).toBe("low");
    expect(taskPriority("low priority thing")).toBe("low");
    expect(taskPriority("call bob")).toBe("medium");
    expect(taskDueDate("today", NOW)).toBe(TODAY);
    expect(taskDueDate("by tomorrow", NOW)).toBe(TOMORROW);
    expect(taskDueDate("next week", NOW)).toBeUndefined();
  });
  test("titles", () => {
    expect(extractTaskTitle("remind me to call KEXP tomorrow, urgent")).toBe("Call KEXP");
    expect(extractTaskTitle("Sunshine, I need to email Tom asap!")).toBe("Email Tom");
  });
  test("confidence reflects certainty: explicit command > modal > unknown", () => {
    expect(ask("remind me to call Bob").confidence).toBeGreaterThan(ask("I should call Bob").confidence);
    expect(ask("I should call Bob").confidence).toBeGreaterThan(ask("blah blah").confidence);
  });
  test("the persona name follows configuration", () => {
    const r = rulesReply(s.deps.db, { message: "hello", now: NOW, persona: "Aurora" });
    expect(r.message).toContain("I'm Aurora");
  });
});
