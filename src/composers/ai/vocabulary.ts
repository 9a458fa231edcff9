import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { desc, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { RULES } from "../../lib/understand/rules";
import { COMMON_RULES } from "../../lib/understand/templates";
import { PLATFORMS } from "../../lib/understand/sentence";
import { audiobooks } from "../../domains/audiobooks/schema";
import { calendarEvents } from "../../domains/calendar/schema";
import { grants } from "../../domains/grants/schema";
import { invoices } from "../../domains/invoices/schema";
import { knowledgeDocs } from "../../domains/knowledge/schema";
import { musicSupervisors, songs } from "../../domains/licensing/schema";
import { emailCampaigns } from "../../domains/outreach/schema";
import { radioStations } from "../../domains/radio/schema";
import { tasks } from "../../domains/tasks/schema";
import { TOOLS } from "./registry";

/**
 * Every phrase the assistant can recognise, as plain data: each tool's sentence templates, the shared expansion
 * rules they use, and the slot lists filled from the owner's own records (clients, stations, books, songs…). Offline
 * speech recognition builds its grammar from this, so what can be heard and what can be understood stay the same.
 *
 * Template syntax (see src/lib/understand/patterns.ts): `(a|b)` one of, `[a|b]` optional, `*` any words, `#` a
 * number, `<rule>` one of `rules`, `^` the start of the sentence. Lists are names exactly as the records spell them.
 */
export interface Vocabulary {
  rules: Record<string, string>;
  intents: { tool: string; kind: string; templates: string[]; examples: string[] }[];
  lists: Record<ListName, string[]>;
  /** Sentences known to be understood (the corpus), e.g. to adapt a speech model or test a grammar. */
  samples: string[];
  /** Every word the templates, rules, lists and samples use, lower case, sorted: a speech recogniser's word list. */
  words: string[];
}

export type ListName =
  | "clients"
  | "stations"
  | "books"
  | "songs"
  | "supervisors"
  | "documents"
  | "events"
  | "tasks"
  | "campaigns"
  | "grants"
  | "platforms";

const LIST_LIMIT = 500;
const distinct = (xs: (string | null | undefined)[]) => [...new Set(xs.map((x) => x?.trim()).filter((x): x is string => !!x))];

/** The owner's own names, newest first, each list capped so a ten-year dataset stays a usable grammar. */
export function slotLists(db: Db, today = new Date().toISOString().slice(0, 10)): Vocabulary["lists"] {
  const names = <T extends { name: string | null }>(rows: T[]) => distinct(rows.map((r) => r.name));
  return {
    clients: names(
      db.select({ name: invoices.clientName }).from(invoices).groupBy(invoices.clientName).orderBy(desc(sql`max(${invoices.id})`)).limit(LIST_LIMIT).all(),
    ),
    stations: names(db.select({ name: radioStations.name }).from(radioStations).limit(LIST_LIMIT).all()),
    books: names(db.select({ name: audiobooks.title }).from(audiobooks).limit(LIST_LIMIT).all()),
    songs: names(db.select({ name: songs.title }).from(songs).limit(LIST_LIMIT).all()),
    supervisors: names(db.select({ name: musicSupervisors.name }).from(musicSupervisors).limit(LIST_LIMIT).all()),
    documents: names(db.select({ name: knowledgeDocs.title }).from(knowledgeDocs).orderBy(desc(knowledgeDocs.id)).limit(LIST_LIMIT).all()),
    events: names(
      db.select({ name: calendarEvents.title }).from(calendarEvents).where(sql`${calendarEvents.date} >= ${today}`).limit(LIST_LIMIT).all(),
    ),
    tasks: names(db.select({ name: tasks.title }).from(tasks).where(ne(tasks.status, "completed")).limit(LIST_LIMIT).all()),
    campaigns: names(db.select({ name: emailCampaigns.name }).from(emailCampaigns).limit(LIST_LIMIT).all()),
    grants: names(db.select({ name: grants.title }).from(grants).limit(LIST_LIMIT).all()),
    platforms: [...PLATFORMS],
  };
}

const CORPUS = join(import.meta.dir, "corpus");
let samples: string[] | undefined;
/** The corpus's sentences (read once; the held-out set is never exposed). */
function corpusSamples(): string[] {
  if (samples) return samples;
  try {
    samples = readdirSync(CORPUS)
      .filter((f) => f.endsWith(".json") && f !== "floor.json")
      .flatMap((f) => (JSON.parse(readFileSync(join(CORPUS, f), "utf8")) as { say: string | string[] }[]).flatMap((c) => [c.say].flat()));
  } catch {
    // The compiled binary has no corpus files beside it: the templates and lists are the vocabulary then.
    samples = [];
  }
  return samples;
}

const wordsIn = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];

/** Every phrase the assistant can currently recognise: templates, rules, the owner's slot lists and the words. */
export function recognisedPhrases(db: Db, today?: string): Vocabulary {
  const intents = TOOLS.map((t) => ({
    tool: t.name,
    kind: t.kind,
    templates: [
      ...(t.sentences?.groups.flatMap((g) => g.templates) ?? []),
      ...(t.patterns ?? []).map((p) => (typeof p === "string" ? p : p.template)),
    ],
    examples: t.examples,
  }));
  const lists = slotLists(db, today);
  const said = corpusSamples();
  const words = new Set<string>();
  for (const text of [
    ...Object.values(RULES),
    ...Object.values(COMMON_RULES),
    ...intents.flatMap((i) => [...i.templates, ...i.examples]),
    ...Object.values(lists).flat(),
    ...said,
  ])
    for (const w of wordsIn(text)) words.add(w);
  return { rules: { ...RULES, ...COMMON_RULES }, intents, lists, samples: said, words: [...words].sort() };
}
