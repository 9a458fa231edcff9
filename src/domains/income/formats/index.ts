import { acx, findaway, kdp } from "./books";
import { bandcamp, cdbaby, distrokid, tunecore } from "./music";
import { sunshineCsv } from "./mapped";
import type { ReportFormat } from "./common";

/** Every report Sunshine recognises by its headers and sheets, most specific first. */
export const FORMATS: ReportFormat[] = [distrokid, tunecore, cdbaby, bandcamp, findaway, acx, kdp, sunshineCsv];

export type { ReportFormat, IncomeRow } from "./common";
export { mappedFormat, MAPPING_FIELDS, type ColumnMapping } from "./mapped";
