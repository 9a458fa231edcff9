/** Ten busy years of one creator's records, inserted in bulk (benchmarks only; the app's own services are not used). */
import type { Db } from "../src/db/client";
import { audiobookSales, audiobooks } from "../src/domains/audiobooks/schema";
import { calendarEvents } from "../src/domains/calendar/schema";
import { grants } from "../src/domains/grants/schema";
import { invoices } from "../src/domains/invoices/schema";
import { knowledgeDocs } from "../src/domains/knowledge/schema";
import { licensingOpportunities, musicSupervisors } from "../src/domains/licensing/schema";
import { radioStations } from "../src/domains/radio/schema";
import { tasks } from "../src/domains/tasks/schema";

const WORDS = "call mix master send pitch book record rehearse email invoice review plan update fix upload print".split(" ");
const NOUNS = "radio station label venue festival blog podcast producer studio artwork stems playlist press kit tour".split(" ");
const pick = <T>(a: readonly T[], i: number) => a[i % a.length]!;
const day = (i: number) => new Date(Date.UTC(2016, 11, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10);

function bulk<T>(db: Db, table: any, n: number, row: (i: number) => T) {
  for (let start = 0; start < n; start += 500) {
    const rows = Array.from({ length: Math.min(500, n - start) }, (_, k) => row(start + k));
    db.insert(table).values(rows as any).run();
  }
}

export function tenYears(db: Db) {
  db.$client.exec("BEGIN");
  bulk(db, tasks, 20_000, (i) => ({
    title: `${pick(WORDS, i)} the ${pick(NOUNS, i * 7)} ${i}`,
    priority: pick(["low", "medium", "high", "urgent"] as const, i),
    status: i % 20 ? "completed" : "pending", // one in twenty still open after ten years
    dueDate: i % 3 ? day(i) : null,
  }));
  bulk(db, calendarEvents, 3_000, (i) => ({ title: `Gig ${i} at ${pick(NOUNS, i)} hall`, date: day(i), time: i % 2 ? "20:00" : null }));
  bulk(db, invoices, 3_000, (i) => ({
    number: `OLD-${String(i).padStart(5, "0")}`,
    clientName: `Client ${i % 400} ${pick(NOUNS, i)}`,
    clientEmail: `client${i}@example.com`,
    amount: String(100 + (i % 900)),
    description: "Session work",
    status: pick(["paid", "paid", "sent", "draft"], i),
    dueDate: day(i),
  }));
  bulk(db, radioStations, 1_500, (i) => ({ name: `Station ${i} FM ${pick(NOUNS, i)}`, status: pick(["pending", "contacted", "responded"], i) }));
  bulk(db, knowledgeDocs, 3_000, (i) => ({
    title: `Note ${i} about the ${pick(NOUNS, i)}`,
    content: `Everything about ${pick(WORDS, i)} and the ${pick(NOUNS, i * 3)}. `.repeat(20),
  }));
  bulk(db, audiobooks, 300, (i) => ({ title: `Old book ${i}`, author: "Me", genre: "fiction" }));
  const firstBook = (db.$client.query("SELECT min(id) AS id FROM audiobooks WHERE title LIKE 'Old book %'").get() as { id: number }).id;
  bulk(db, audiobookSales, 30_000, (i) => ({ audiobookId: firstBook + (i % 300), platform: pick(["Audible", "Spotify", "Apple Books"], i), saleDate: day(i), amount: 9.99 }));
  bulk(db, grants, 1_000, (i) => ({ title: `Old grant ${i}`, organization: `Fund ${i % 50}`, deadline: day(i), status: "discovered" }));
  bulk(db, musicSupervisors, 500, (i) => ({ name: `Supervisor ${i}` }));
  bulk(db, licensingOpportunities, 1_000, (i) => ({ title: `Brief ${i}`, company: `Agency ${i % 80}`, type: "tv" }));
  db.$client.exec("COMMIT");
}

