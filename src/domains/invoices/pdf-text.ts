import type { PDFFont } from "pdf-lib";

/**
 * Standard PDF fonts only know WinAnsi (which has £ and €); locale spaces become plain spaces and anything else
 * becomes '?', never a crash.
 */
export function safe(font: PDFFont, text: string): string {
  let out = "";
  for (const ch of text.replace(/\r\n?/g, "\n").replace(/[\u00a0\u202f\u2009]/g, " ")) {
    if (ch === "\n") {
      out += ch;
      continue;
    }
    try {
      font.encodeText(ch);
      out += ch;
    } catch {
      out += "?";
    }
  }
  return out;
}

/** Splits text into lines no wider than `width` (words longer than a line stay whole). */
export function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.split("\n")) {
    let line = "";
    for (const word of para.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}
