import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { corpusSentences } from "./sample-sentences" with { type: "macro" };
import { TOOLS, VOCABULARY } from "./registry";

/**
 * What a speech recogniser should expect people to say to the assistant: its corpus sentences and each tool's
 * examples, plus the words of the templates, and the owner's own record names.
 * The offline recogniser compiles these into its language model.
 */
const CORPUS = corpusSentences([
  "audiobooks", "calendar", "conversation", "grants", "invoices", "knowledge", "licensing", "outreach", "profile", "radio",
  "reminders", "safety", "summaries", "tasks",
]);

/**
 * Sentences for the recogniser's language model: the corpus (sentences as people say them) and the tools' examples.
 * Sentences sampled from the templates were tried as well and made it hear worse (word error rate 18 → 22 % on the
 * spoken test commands, 40 → 41.5 % on sentences written apart from the templates): a template's optional words
 * make word orders nobody says, and those take probability from the orders people do use.
 */
export function assistantPhrases(): string[] {
  const phrases = new Set<string>();
  for (const say of CORPUS) phrases.add(say);
  for (const tool of TOOLS) for (const example of tool.examples ?? []) phrases.add(example);
  for (const answer of ["yes", "no", "undo", "cancel"]) phrases.add(answer);
  return [...phrases];
}

/** Single words the templates know, usable anywhere in a command. */
export const assistantWords = (): string[] => [...VOCABULARY];

/** The names of the owner's records people say: clients, stations, books, songs, supervisors, venues, contacts. */
export function ownerRecordNames(db: Db, limit = 2000): string[] {
  const queries = [
    sql`SELECT DISTINCT client_name AS n FROM invoices`,
    sql`SELECT name AS n FROM radio_stations`,
    sql`SELECT contact_name AS n FROM radio_stations`,
    sql`SELECT title AS n FROM audiobooks`,
    sql`SELECT title AS n FROM songs`,
    sql`SELECT artist AS n FROM songs`,
    sql`SELECT name AS n FROM music_supervisors`,
    sql`SELECT company AS n FROM music_supervisors`,
    sql`SELECT DISTINCT location AS n FROM calendar_events`,
    sql`SELECT title AS n FROM calendar_events ORDER BY id DESC LIMIT 300`,
    sql`SELECT title AS n FROM grants`,
  ];
  const names = new Set<string>();
  for (const q of queries) {
    try {
      for (const row of db.all<{ n: string | null }>(q)) if (row.n?.trim()) names.add(row.n.trim());
    } catch {
      // A table another version lacks must not stop the rest.
    }
    if (names.size >= limit) break;
  }
  return [...names].slice(0, limit);
}
