import type { Db } from "../../../db/client";
import { wireDomains } from "../../../wiring";
import { seedAudiobooks } from "./seed-audiobooks";
import { seedCalendar } from "./seed-calendar";
import { seedGrants } from "./seed-grants";
import { seedInvoices } from "./seed-invoices";
import { seedKnowledge } from "./seed-knowledge";
import { seedLicensing } from "./seed-licensing";
import { seedOutreach } from "./seed-outreach";
import { seedRadio } from "./seed-radio";
import { seedTasks } from "./seed-tasks";

/** The corpus clock: Monday 23 November 2026, 10:00 local time. */
export const CORPUS_NOW = new Date(2026, 10, 23, 10, 0, 0);

/** The records the corpus talks about, created through the domains' services. */
export function seedCorpus(db: Db, now = CORPUS_NOW) {
  wireDomains();
  for (const seed of [seedTasks, seedCalendar, seedInvoices, seedAudiobooks, seedRadio, seedOutreach, seedGrants, seedKnowledge, seedLicensing])
    seed(db, now);
}
