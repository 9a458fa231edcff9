import { t } from "elysia";
import { count, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { jsonResponse } from "./json-body";
import { integer } from "./validation";

/**
 * The one paging contract of every list route: `?limit=` (default 50, 1–200) and `?offset=` (≥ 0).
 * The body stays a bare JSON array (older clients keep working); `X-Total-Count` carries how many rows match the
 * filters and `Link: </api/x?…&offset=50>; rel="next"` points at the next page while there is one.
 * Offset rather than a cursor: lists are sorted by several columns (priority, due date…) and ten years of one
 * person's data stays small enough that an indexed OFFSET costs well under a millisecond.
 */
export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 200;

/** Spread into a route's query schema: `t.Object({ status: …, ...pageQuery })`. */
export const pageQuery = {
  limit: t.Optional(
    integer({ minimum: 1, maximum: PAGE_MAX, error: `limit must be a whole number from 1 to ${PAGE_MAX}` }),
  ),
  offset: t.Optional(integer({ minimum: 0, error: "offset must be a whole number, 0 or more" })),
};

/** The same, as a whole query schema for lists without filters. */
export const pageOnlyQuery = t.Object(pageQuery);

export type PageParams = { limit: number; offset: number };
/** What a service's list function returns: one page of rows and how many match in all. */
export type Page<T> = { rows: T[]; total: number };

/** Defaults applied: what a service receives. */
export function pageParams(query: { limit?: number; offset?: number } | undefined): PageParams {
  return { limit: query?.limit ?? PAGE_DEFAULT, offset: query?.offset ?? 0 };
}

/** How many rows of `table` match `where` — the total beside a page. */
export function countRows(db: Db, table: SQLiteTable, where?: SQL): number {
  return db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}

/**
 * One page of `table` in SQL — filters, order, LIMIT/OFFSET — and how many rows match in all: what every list route's
 * service returns. The order should end on the id so rows never swap places between pages.
 */
export function pageOf<T extends SQLiteTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: readonly (SQL | SQLiteColumn)[],
  page: PageParams,
): Page<T["$inferSelect"]> {
  const rows = db
    .select()
    .from(table as SQLiteTable)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .all() as T["$inferSelect"][];
  return { rows, total: countRows(db, table, where) };
}

/** For lists that are computed in JS (small, merged from several sources): slices an array into the contract. */
export function pageOfArray<T>(all: T[], page: PageParams): Page<T> {
  return { rows: all.slice(page.offset, page.offset + page.limit), total: all.length };
}

type HeaderSetter = { headers: Record<string, string | number | undefined> | any };

/**
 * Sets `X-Total-Count` and (when more rows follow) `Link: <path?same filters&limit&offset>; rel="next"`,
 * and returns the bare array as the body. The link is an absolute path so it works behind any host name.
 */
export function sendPage<T>(ctx: { request: Request; set: HeaderSetter }, page: Page<T>, params: PageParams): T[] {
  setPageHeaders(ctx, page, params);
  // A page reused from a read cache is serialised once; typed as the rows so the typed client sees what it holds.
  return jsonResponse(page.rows, 200, ctx.set) as unknown as T[];
}

/** The paging headers alone, for a list answered inside a larger object (the bell's `{ items, unread }`). */
export function setPageHeaders(ctx: { request: Request; set: HeaderSetter }, page: Page<unknown>, params: PageParams) {
  ctx.set.headers["x-total-count"] = String(page.total);
  const nextOffset = params.offset + page.rows.length;
  if (page.rows.length > 0 && nextOffset < page.total) {
    ctx.set.headers["link"] = `<${pageLink(ctx.request.url, params.limit, nextOffset)}>; rel="next"`;
  }
}

/**
 * The request's own path and filters with limit/offset replaced. The other filters are kept as the client encoded
 * them (string work rather than URLSearchParams, which cost a tenth of a list read's time).
 */
export function pageLink(requestUrl: string, limit: number, offset: number): string {
  const key = `${limit} ${offset} ${requestUrl}`;
  let link = links.get(key);
  if (link === undefined) {
    if (links.size >= 256) links.clear();
    links.set(key, (link = buildPageLink(requestUrl, limit, offset)));
  }
  return link;
}

/** The links made lately: a phone polling a list asks for the same page again and again. */
const links = new Map<string, string>();

function buildPageLink(requestUrl: string, limit: number, offset: number): string {
  const start = requestUrl.indexOf("/", requestUrl.indexOf("//") + 2);
  const q = requestUrl.indexOf("?", start);
  const hash = requestUrl.indexOf("#", start);
  const path = requestUrl.slice(start, q === -1 ? (hash === -1 ? undefined : hash) : q);
  const kept =
    q === -1
      ? []
      : requestUrl
          .slice(q + 1, hash > q ? hash : undefined)
          .split("&")
          .filter((part) => part !== "" && !/^(?:limit|offset)(?:=|$)/.test(part));
  return `${path}?${[...kept, `limit=${limit}`, `offset=${offset}`].join("&")}`;
}

/** Escapes LIKE wildcards in what a person typed, for `LIKE ? ESCAPE '\'`. */
export const likePattern = (q: string) =>
  `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `column` contains what a person typed (case-insensitive, wildcards taken literally). */
export const containsText = (column: SQLWrapper, q: string): SQL =>
  sql`lower(${column}) LIKE ${likePattern(q)} ESCAPE '\\'`;

/**
 * For the short lists (a few dozen rows at most: A/B tests, monitoring alerts, automation jobs…): the same contract
 * over a list read whole. Big lists page in SQL instead (a service `…Page` function).
 */
export function sendArrayPage<T>(
  ctx: { request: Request; set: HeaderSetter },
  all: T[],
  query: { limit?: number; offset?: number },
): T[] {
  const params = pageParams(query);
  return sendPage(ctx, pageOfArray(all, params), params);
}
