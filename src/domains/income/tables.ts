import { papa as Papa } from "./papa";
import { HttpError } from "../../lib/errors";
import { loadExcel } from "../../lib/lazy-libs";
import { decodeText, isZip } from "./decode";

/** One cell as the importers see it: text from a CSV, or a number / date / text from a workbook. */
export type Cell = string | number | Date | boolean | null;

/** A sheet of a workbook, or the one table of a CSV/TSV file. Rows are read once, in order, by `each`. */
export interface Table {
  name: string;
  /** The first rows, for recognising the format and finding the header line under a preamble. */
  head: Cell[][];
  /** Calls `fn` for every row with its 1-based line (CSV) or row (sheet) number. */
  each(fn: (cells: Cell[], line: number) => void): void;
}

export interface ReadFile {
  kind: "text" | "workbook";
  encoding?: string;
  tables: Table[];
}

const HEAD_ROWS = 20;

/** Reads a dropped file into tables: XLSX by its zip signature, anything else as delimited text. */
export async function readTables(bytes: Uint8Array): Promise<ReadFile> {
  if (isZip(bytes)) return { kind: "workbook", tables: await readWorkbook(bytes) };
  const { text, encoding } = decodeText(bytes);
  return { kind: "text", encoding, tables: [textTable(text)] };
}

/** Tab, comma or semicolon: the one that splits the first lines into the most columns (preambles have fewer). */
function sniffDelimiter(sample: string): string {
  let best = ",";
  let most = 0;
  for (const delimiter of ["\t", ",", ";"]) {
    const rows = Papa.parse<string[]>(sample, { delimiter, preview: HEAD_ROWS }).data;
    const widest = Math.max(0, ...rows.map((r) => r.length));
    if (widest > most) [best, most] = [delimiter, widest];
  }
  return best;
}

export function textTable(text: string): Table {
  const delimiter = sniffDelimiter(text.slice(0, 20_000));
  const head = Papa.parse<string[]>(text, { delimiter, preview: HEAD_ROWS }).data;
  return {
    name: "",
    head,
    each(fn) {
      let line = 0;
      // Papa parses a string synchronously; `step` hands over one row at a time so a 100,000-line report is never
      // held as one big array.
      Papa.parse<string[]>(text, {
        delimiter,
        step: (result) => {
          line++;
          const error = result.errors[0];
          if (error)
            throw new HttpError(
              422,
              `Line ${line}: ${error.message.replace(/\.$/, "")}; the file may be cut short or damaged`,
              [{ field: `line ${line}`, message: error.message }],
            );
          fn(result.data, line);
        },
      });
    },
  };
}

async function readWorkbook(bytes: Uint8Array): Promise<Table[]> {
  // Loaded on the first workbook only: the server does not carry the XLSX reader until someone drops one.
  const { default: ExcelJS } = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(422, "The workbook could not be opened: it may be cut short, damaged or not an .xlsx file", [
      { field: "file", message: "not a readable workbook" },
    ]);
  }
  return workbook.worksheets.map((sheet) => {
    const rows: Cell[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, n) => {
      const values = row.values as unknown[];
      rows[n - 1] = values.slice(1).map(cellValue);
    });
    for (let i = 0; i < rows.length; i++) rows[i] ??= [];
    return {
      name: sheet.name,
      head: rows.slice(0, HEAD_ROWS),
      each: (fn) => rows.forEach((cells, i) => fn(cells, i + 1)),
    };
  });
}

/** Formulas give their result, rich text and links their text; errors read as empty. */
function cellValue(value: unknown): Cell {
  if (value === undefined || value === null) return null;
  if (value instanceof Date || typeof value !== "object") return value as Cell;
  const v = value as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
  if ("result" in v) return cellValue(v.result);
  if (v.richText) return v.richText.map((r) => r.text).join("");
  if (typeof v.text === "string") return v.text;
  return null;
}
