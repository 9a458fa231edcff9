import { HttpError } from "../../lib/errors";

/**
 * Reports arrive in UTF-8 (with or without a BOM), UTF-16 with a BOM (Bandcamp exports) or Windows-1252 (older
 * DistroKid files, Outlook contacts). A BOM decides; otherwise strict UTF-8 is tried first and Windows-1252 is the
 * fallback, so a U+FFFD never reaches a title.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: decode("utf-16le", bytes.subarray(2)), encoding: "UTF-16LE" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: decode("utf-16be", bytes.subarray(2)), encoding: "UTF-16BE" };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: decode("utf-8", bytes.subarray(3)), encoding: "UTF-8" };
  // UTF-16 without a BOM shows as a zero byte in every other position of plain ASCII text.
  const zeros = countZeros(bytes.subarray(0, 400));
  if (zeros.odd > 20 && zeros.even === 0) return { text: decode("utf-16le", bytes), encoding: "UTF-16LE" };
  if (zeros.even > 20 && zeros.odd === 0) return { text: decode("utf-16be", bytes), encoding: "UTF-16BE" };
  // Text never holds a zero byte: an image or a PDF renamed .csv is told so, rather than offered a column mapping.
  if (zeros.odd + zeros.even > 0 || isPdf(bytes)) throw notText(bytes);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "UTF-8" };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "Windows-1252" };
  }
}

function decode(label: string, bytes: Uint8Array) {
  try {
    return new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(
      422,
      `The file says it is ${label.toUpperCase()} but its bytes are not: it may be cut short or damaged`,
      [{ field: "file", message: "not readable text" }],
    );
  }
}

function countZeros(bytes: Uint8Array) {
  let odd = 0;
  let even = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0) i % 2 ? odd++ : even++;
  return { odd, even };
}

/** An XLSX workbook is a zip archive: it starts with "PK\x03\x04". */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

const isPdf = (bytes: Uint8Array) => new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-";

function notText(bytes: Uint8Array) {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const image = starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff) || starts(0x47, 0x49, 0x46, 0x38);
  const kind = isPdf(bytes) ? "a PDF" : image ? "an image" : undefined;
  return new HttpError(
    422,
    `This file is ${kind ? `${kind}, not a report` : "not a text or spreadsheet report"}: export the statement as CSV, TSV, TXT or XLSX and drop that`,
    [{ field: "file", message: kind ?? "not text" }],
  );
}
