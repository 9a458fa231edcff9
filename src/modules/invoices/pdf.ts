import type { PDFFont } from "pdf-lib";
import type { Invoice } from "./schema";
import { isOverdue } from "./service";

export interface Sender {
  name: string;
  email: string;
}

/** Standard PDF fonts only know WinAnsi; anything else becomes '?', never a crash. */
function safe(font: PDFFont, text: string): string {
  let out = "";
  for (const ch of text.replace(/\r\n?/g, "\n")) {
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

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
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

const usd = (amount: string) =>
  `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;
const day = (iso: string | null) =>
  iso
    ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso).toLocaleDateString("en-US", {
        month: "long",
        day: "numeric",
        year: "numeric",
        timeZone: "UTC",
      })
    : "";

export function statusLabel(inv: Invoice, now = new Date()): string {
  if (isOverdue(inv, now)) return "OVERDUE";
  return inv.status.toUpperCase();
}

/** A one-page (or more, for long descriptions) A4 invoice. */
export async function invoicePdf(inv: Invoice, sender: Sender, now = new Date()): Promise<Uint8Array> {
  // pdf-lib is loaded on the first PDF, not at start-up (it is the largest library the server uses).
  const { PDFDocument, rgb, StandardFonts } = await import("pdf-lib");
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${inv.number} for ${inv.clientName}`);
  doc.setSubject(inv.description.slice(0, 200));
  doc.setAuthor(sender.name);
  doc.setCreator("Sunshine");
  doc.setProducer("Sunshine (pdf-lib)");
  doc.setCreationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const [W, H] = [595.28, 841.89];
  const M = 56;
  let page = doc.addPage([W, H]);
  let y = H - M;
  const text = (s: string, x: number, size = 11, font = regular, color = rgb(0.1, 0.1, 0.1)) =>
    page.drawText(safe(font, s), { x, y, size, font, color });
  const right = (s: string, size = 11, font = regular) => {
    const str = safe(font, s);
    page.drawText(str, { x: W - M - font.widthOfTextAtSize(str, size), y, size, font });
  };

  text("INVOICE", M, 26, bold, rgb(0.85, 0.55, 0.05));
  right(inv.number, 14, bold);
  y -= 22;
  right(`Status: ${statusLabel(inv, now)}`, 11, bold);
  y -= 36;

  text("From", M, 9, bold, rgb(0.45, 0.45, 0.45));
  page.drawText("Bill to", { x: W / 2, y, size: 9, font: bold, color: rgb(0.45, 0.45, 0.45) });
  y -= 15;
  text(sender.name, M, 12, bold);
  page.drawText(safe(bold, inv.clientName), { x: W / 2, y, size: 12, font: bold });
  y -= 15;
  text(sender.email, M);
  page.drawText(safe(regular, inv.clientEmail), { x: W / 2, y, size: 11, font: regular });
  y -= 36;

  const dates: [string, string][] = [
    ["Invoice date", day(inv.createdAt)],
    ["Due date", inv.dueDate ? day(inv.dueDate) : "On receipt"],
  ];
  if (inv.paidDate) dates.push(["Paid on", day(inv.paidDate)]);
  for (const [label, value] of dates) {
    text(label, M, 10, bold);
    text(value, M + 100, 10);
    y -= 15;
  }
  y -= 20;

  page.drawRectangle({ x: M, y: y - 6, width: W - 2 * M, height: 22, color: rgb(0.95, 0.95, 0.95) });
  text("Description", M + 8, 10, bold);
  right("Amount", 10, bold);
  y -= 26;
  const lines = wrap(regular, 11, safe(regular, inv.description), W - 2 * M - 140);
  right(usd(inv.amount));
  for (const line of lines) {
    if (y < M + 80) {
      page = doc.addPage([W, H]);
      y = H - M;
    }
    text(line, M + 8);
    y -= 15;
  }
  y -= 10;
  page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 1, color: rgb(0.8, 0.8, 0.8) });
  y -= 22;
  text("Total due", W - M - 220, 12, bold);
  right(inv.status === "paid" ? "$0.00 USD (paid)" : usd(inv.amount), 12, bold);
  y -= 40;
  text(`Amounts in US dollars. Please quote ${inv.number} with your payment.`, M, 9, regular, rgb(0.4, 0.4, 0.4));
  return doc.save();
}
