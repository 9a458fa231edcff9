/**
 * vCard 2.1 (Nokia, older Outlook and Android exports) rewritten as vCard 3.0, so ical.js (which reads 3.0 and 4.0
 * only) can parse it. 2.1 differs in three ways that matter here, and only these are rewritten:
 * - parameters may be bare type names (`EMAIL;INTERNET;PREF:`, `TEL;CELL:`); 3.0 wants `TYPE=INTERNET`;
 * - values may be quoted-printable (`ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Franti=C5=A1ek`), and a
 *   quoted-printable line ending in `=` continues on the next line (a "soft" break, not 3.0's leading-space fold);
 * - base64 is spelt `ENCODING=BASE64` (3.0: `ENCODING=b`).
 * Cards that are not 2.1 pass through untouched.
 */
export function vcard21To30(text: string): string {
  if (!/^VERSION:\s*2\.1\s*$/im.test(text)) return text;
  return text
    .split(/(?=^BEGIN:VCARD)/im)
    .map((card) => (/^VERSION:\s*2\.1\s*$/im.test(card) ? rewriteCard(card) : card))
    .join("");
}

const isQuotedPrintable = (params: string[]) =>
  params.some((p) => /^(ENCODING=)?QUOTED-PRINTABLE$/i.test(p.trim()));

function rewriteCard(card: string): string {
  const lines = card.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i];
    if (!line.trim()) continue; // 2.1 ends a base64 value with an empty line; 3.0 readers reject empty lines
    if (/^[ \t]/.test(line)) {
      out.push(line); // a folded continuation: the same in both versions
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 0) {
      out.push(line);
      continue;
    }
    const [name, ...params] = line.slice(0, colon).split(";");
    if (isQuotedPrintable(params))
      // Soft line breaks: the value goes on after a trailing "=", on the next physical line.
      while (line.endsWith("=") && i + 1 < lines.length) line = line.slice(0, -1) + lines[++i];
    let value = line.slice(colon + 1);
    const charset = params.find((p) => /^CHARSET=/i.test(p))?.split("=")[1];
    if (isQuotedPrintable(params)) value = decodeQuotedPrintable(value, charset);
    if (!params.some((p) => /BASE64/i.test(p))) value = escapeText(value);
    const kept = params
      .filter((p) => !/^(ENCODING=)?QUOTED-PRINTABLE$|^CHARSET=/i.test(p.trim()))
      .map((p) => {
        if (/^(ENCODING=)?BASE64$/i.test(p)) return "ENCODING=b";
        return p.includes("=") ? p : `TYPE=${p}`;
      });
    const version = /^VERSION$/i.test(name) ? "3.0" : null;
    out.push(`${[name, ...kept].join(";")}:${version ?? value}`);
  }
  return `${out.join("\r\n")}\r\n`;
}

/**
 * `=XX` bytes back to text in the card's charset; without one, UTF-8 if the bytes are UTF-8, else Windows-1252
 * (older Outlook writes `Jos=E9` and names no charset).
 */
function decodeQuotedPrintable(value: string, charset: string | undefined): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === "=" ? value.slice(i + 1, i + 3) : "";
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...new TextEncoder().encode(value[i]));
  }
  const raw = new Uint8Array(bytes);
  try {
    return new TextDecoder(charset ?? "utf-8", { fatal: !charset }).decode(raw);
  } catch {
    // An unknown charset name, or bytes that are not UTF-8.
    return new TextDecoder(charset && !/utf-?8/i.test(charset) ? "utf-8" : "windows-1252").decode(raw);
  }
}

/**
 * In 2.1 a comma is plain text, in 3.0 it separates values ("Indie, folk" would lose its second half), so commas are
 * escaped; a decoded value's line breaks become `\n`. Semicolons stay: they separate the parts of N, ADR and ORG.
 */
const escapeText = (value: string) => value.replace(/(^|[^\\]),/g, "$1\\,").replace(/\r?\n/g, "\\n");
