import type { Db } from "../../db/client";

/** What a promotion needs to know of the book it promotes. */
export type PromotedBook = { id: number; title: string };
type BookLookup = (db: Db, id: number) => PromotedBook | undefined;

/**
 * Campaigns promote a book of the audiobooks domain, which this domain does not import: the lookup is registered
 * from above (src/wiring.ts), as outreach's recipient sources are.
 */
let lookup: BookLookup = () => undefined;
export const registerBookLookup = (fn: BookLookup) => void (lookup = fn);
export const findPromotedBook = (db: Db, id: number) => lookup(db, id);
