import { HttpError } from "../../../lib/errors";
import { isCurrency, parseAmount, parseQuantity } from "../amounts";
import { parseDay, parseMonth, type Period } from "../dates";
import type { Cell, ReadFile, Table } from "../tables";

/** One earning as every format hands it to the ledger. */
export interface IncomeRow {
  store: string | null;
  country: string | null;
  title: string;
  artist?: string | null;
  isrc?: string | null;
  upc?: string | null;
  isbn?: string | null;
  asin?: string | null;
  quantity: number;
  amount: string;
  currency: string;
  period: Period;
  reportedOn?: string | null;
  /** Cells that tell two otherwise equal rows apart (a transaction id, a channel sheet). */
  extra?: string;
}

/** A table chosen for reading, with the row its header sits on (0-based, below any preamble). */
export interface PickedTable {
  table: Table;
  headerRow: number;
}

/** What a format knows beyond the rows (a Summary sheet's period and net amount). */
export type Context = Record<string, Cell>;

export interface ReportFormat {
  id: string;
  /** The name a user knows the money by. */
  source: string;
  /** The tables to read when this file is in this format, or null when it is not. */
  pick(file: ReadFile): PickedTable[] | null;
  context?(file: ReadFile): Context;
  /** One row, or null when it is not an earning (payout, blank, total line). May return several (ACX's AL/ALOP/ALC). */
  row(r: RowReader, ctx: Context): IncomeRow | IncomeRow[] | null;
  /** Checks of the whole against the report's own totals, as problems to show. */
  check?(totals: Map<string, bigint>, ctx: Context): string[];
  /** Said in the preview, e.g. which sheets were left out and why. */
  notes?(file: ReadFile): string[];
}

export const norm = (v: Cell) =>
  v === null || v === undefined
    ? ""
    : String(v)
        .replace(/^\uFEFF/, "")
        .trim()
        .toLowerCase();

/** The first of the head rows that holds every `required` header (case-insensitive), or -1. */
export function findHeader(table: Table, required: string[]): number {
  return table.head.findIndex((row) => {
    const names = new Set(row.map(norm));
    return required.every((name) => names.has(name));
  });
}

/** Every table (or, with `sheet`, every sheet whose name matches) that has the headers. */
export function pickTables(file: ReadFile, required: string[], sheet?: RegExp): PickedTable[] | null {
  const picked = file.tables
    .filter((table) => !sheet || sheet.test(table.name))
    .map((table) => ({ table, headerRow: findHeader(table, required) }))
    .filter((p) => p.headerRow >= 0);
  return picked.length ? picked : null;
}

/** The value beside a label such as "Period:" anywhere in the first rows of a sheet. */
export function labelled(table: Table | undefined, label: RegExp): Cell {
  for (const row of table?.head ?? []) {
    const at = row.findIndex((c) => typeof c === "string" && label.test(c.trim()));
    if (at >= 0) return row.slice(at + 1).find((c) => c !== null && c !== "") ?? null;
  }
  return null;
}

export const badFile = (message: string, field = "file") => new HttpError(422, message, [{ field, message }]);

/** Reads one data row by header name; a cell that cannot be read stops the import, naming its line and column. */
export class RowReader {
  constructor(
    private readonly columns: Map<string, number>,
    private readonly headers: string[],
    public readonly cells: Cell[],
    public readonly line: number,
    public readonly sheet: string,
  ) {}

  has(name: string) {
    return this.columns.has(name);
  }
  cell(name: string): Cell {
    const at = this.columns.get(name);
    return at === undefined ? null : (this.cells[at] ?? null);
  }
  text(name: string): string {
    const v = this.cell(name);
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    return v === null ? "" : String(v).trim();
  }
  /** The first of several header names the file has (columns were renamed over the years). */
  pickText(...names: string[]) {
    for (const name of names) if (this.text(name)) return this.text(name);
    return "";
  }
  fail(name: string, problem: string): never {
    const column = this.headers[this.columns.get(name) ?? -1] ?? name;
    const where = `${this.sheet ? `Sheet "${this.sheet}", row` : "Line"} ${this.line}, column "${column}"`;
    throw new HttpError(422, `${where}: ${problem}`, [
      { field: `line ${this.line}`, message: `${column}: ${problem}` },
    ]);
  }
  amount(name: string): string {
    const v = parseAmount(this.cell(name));
    return v ?? this.fail(name, `"${this.text(name)}" is not an amount`);
  }
  quantity(name: string): number {
    if (!this.has(name)) return 0;
    const v = parseQuantity(this.cell(name));
    return v ?? this.fail(name, `"${this.text(name)}" is not a number`);
  }
  day(name: string): string {
    return parseDay(this.cell(name)) ?? this.fail(name, `"${this.text(name)}" is not a date`);
  }
  month(name: string): Period {
    return parseMonth(this.cell(name)) ?? this.fail(name, `"${this.text(name)}" is not a month`);
  }
  currency(name: string, fallback?: string): string {
    const v = this.text(name).toUpperCase() || fallback || "";
    return isCurrency(v) ? v : this.fail(name, `"${this.text(name)}" is not a currency code`);
  }
  isBlank() {
    return this.cells.every((c) => c === null || c === "" || (typeof c === "string" && !c.trim()));
  }
}

export function headerColumns(headerCells: Cell[]) {
  const columns = new Map<string, number>();
  headerCells.forEach((c, i) => {
    const name = norm(c);
    if (name && !columns.has(name)) columns.set(name, i);
  });
  return {
    columns,
    headers: headerCells.map((c) =>
      c === null
        ? ""
        : String(c)
            .replace(/^\uFEFF/, "")
            .trim(),
    ),
  };
}

/** ISRC: upper case, no dashes. UPC/EAN/ISBN: digits only (X kept for ISBN-10), leading zeros kept. */
export const isrc = (v: string) => v.replace(/[-\s]/g, "").toUpperCase() || null;
export const digits = (v: string) => v.replace(/[^0-9Xx]/g, "").toUpperCase() || null;
/** A row whose first cell says Total (a user-edited file) is a sum, never an earning. */
export const isTotalLine = (r: RowReader) =>
  /^(grand )?totals?\b/i.test(String(r.cells.find((c) => c !== null && c !== "") ?? ""));

const COUNTRY_FIXES: Record<string, string> = { UK: "GB" };
export const country = (v: string) => {
  const upper = v.trim().toUpperCase();
  if (/^[A-Z]{2}$/.test(upper)) return COUNTRY_FIXES[upper] ?? upper;
  return v.trim() || null;
};
