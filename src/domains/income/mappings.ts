import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { importMappings } from "./schema";

/**
 * Column mappings a person gave for a file Sunshine does not know, remembered by the file's header line: the same
 * export from the same place next month is read the same way without asking again. Reports and address books share
 * the table; an address book's key starts with "contacts:" so a report with the same header line is not read as one.
 */
export function rememberedMapping<M>(db: Db, headerKey: string): M | undefined {
  return db.select().from(importMappings).where(eq(importMappings.headerKey, headerKey)).get()?.mapping as
    M | undefined;
}

export function rememberMapping(db: Db, headerKey: string, source: string, mapping: Record<string, string>) {
  db.insert(importMappings)
    .values({ headerKey, source, mapping })
    .onConflictDoUpdate({ target: importMappings.headerKey, set: { source, mapping } })
    .run();
}
