import { readFileSync } from "node:fs";
import type { PDFImage } from "pdf-lib";
import { loadPdfLib } from "../../lib/lazy-libs";
import { ownerName, type OwnerProfile } from "../../lib/owner-profile";
import { formatDay } from "../../shared/dates";
import { formatAmount } from "../../shared/money";
import type { InvoiceWithLines } from "./service";
import { isOverdue } from "./service";
import { safe, wrap } from "./pdf-text";
import { computeTotals } from "./totals";

export interface Sender {
  name: string;
  email: string;
  /** The owner's business details and locale (header, payment instructions, formats). */
  profile: OwnerProfile;
}

export function statusLabel(inv: Pick<InvoiceWithLines, "status" | "dueDate">, now = new Date()): string {
  if (isOverdue(inv, now)) return "OVERDUE";
  return inv.status.toUpperCase();
}

const currencyName = (code: string, locale: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: "currency" }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** An A4 invoice: business header with logo, client, line items, totals, payment instructions and terms. */
export async function invoicePdf(inv: InvoiceWithLines, sender: Sender, now = new Date()): Promise<Uint8Array> {
  // pdf-lib is loaded on the first PDF, not at start-up (it is the largest library the server uses).
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const p = sender.profile;
  const money = (v: string | number) => formatAmount(v, inv.currency, p.locale);
  const day = (iso: string) => formatDay(iso, p.locale, p.timeZone);
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${inv.number} for ${inv.clientName}`);
  doc.setSubject(inv.description.slice(0, 200));
  doc.setAuthor(sender.name);
  doc.setCreator("Sunshine");
  doc.setProducer("Sunshine (pdf-lib)");
  doc.setCreationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.42, 0.42, 0.42);
  const ink = rgb(0.1, 0.1, 0.1);
  const [W, H] = [595.28, 841.89];
  const M = 50;
  let page = doc.addPage([W, H]);
  let y = H - M;
  const text = (s: string, x: number, size = 10, font = regular, color = ink) =>
    page.drawText(safe(font, s), { x, y, size, font, color });
  const right = (s: string, xRight: number, size = 10, font = regular, color = ink) => {
    const str = safe(font, s);
    page.drawText(str, { x: xRight - font.widthOfTextAtSize(str, size), y, size, font, color });
  };
  const ensure = (space: number) => {
    if (y - space >= M) return;
    page = doc.addPage([W, H]);
    y = H - M;
  };

  // Header: logo and business on the left, INVOICE with number, status and dates on the right.
  const logo = await embedLogo(doc, p);
  const top = y;
  if (logo) {
    const scale = Math.min(56 / logo.height, 140 / logo.width);
    page.drawImage(logo, {
      x: M,
      y: y - logo.height * scale + 10,
      width: logo.width * scale,
      height: logo.height * scale,
    });
    y -= logo.height * scale + 8;
  }
  const business = p.businessName || sender.name;
  text(business, M, 14, bold);
  y -= 15;
  const fromLines = [
    ...(p.businessName && ownerName(p) && ownerName(p) !== p.businessName ? [ownerName(p)!] : []),
    ...(p.address?.split("\n") ?? []),
    ...(p.taxNumber ? [`VAT / tax no. ${p.taxNumber}`] : []),
    sender.email,
    ...(p.phone ? [p.phone] : []),
    ...(p.website ? [p.website] : []),
  ];
  for (const l of fromLines) {
    text(l, M, 9, regular, grey);
    y -= 12;
  }
  const leftBottom = y;
  y = top;
  right("INVOICE", W - M, 24, bold, rgb(0.85, 0.55, 0.05));
  y -= 22;
  right(inv.number, W - M, 13, bold);
  y -= 15;
  right(`Status: ${statusLabel(inv, now)}`, W - M, 10, bold);
  y -= 18;
  const dates: [string, string][] = [
    ["Invoice date", day(inv.createdAt)],
    ["Due date", inv.dueDate ? day(inv.dueDate) : "On receipt"],
  ];
  if (inv.paidDate) dates.push(["Paid on", day(inv.paidDate)]);
  for (const [label, value] of dates) {
    right(value, W - M, 9);
    right(label, W - M - 120, 9, bold, grey);
    y -= 12;
  }
  y = Math.min(y, leftBottom) - 18;

  text("BILL TO", M, 8, bold, grey);
  y -= 14;
  text(inv.clientName, M, 11, bold);
  y -= 13;
  for (const l of [...(inv.clientAddress?.split("\n") ?? []), inv.clientEmail]) {
    text(l, M, 9, regular, grey);
    y -= 12;
  }
  y -= 14;

  // Line items.
  const cols = { qty: W - M - 230, unit: W - M - 150, tax: W - M - 80, amount: W - M - 8 };
  const totals = computeTotals(inv.lines, inv.taxRate);
  const anyTax = Number(inv.taxTotal) > 0;
  const header = () => {
    page.drawRectangle({ x: M, y: y - 6, width: W - 2 * M, height: 20, color: rgb(0.95, 0.95, 0.95) });
    text("Description", M + 8, 9, bold);
    right("Qty", cols.qty, 9, bold);
    right("Unit price", cols.unit, 9, bold);
    if (anyTax) right("Tax", cols.tax, 9, bold);
    right("Amount", cols.amount, 9, bold);
    y -= 22;
  };
  header();
  inv.lines.forEach((line, i) => {
    const wrapped = wrap(regular, 10, safe(regular, line.description), cols.qty - M - 60);
    ensure(14 * wrapped.length + 6);
    if (y === H - M) header();
    right(new Intl.NumberFormat(p.locale).format(Number(line.quantity)), cols.qty);
    right(money(line.unitPrice), cols.unit);
    if (anyTax) right(`${new Intl.NumberFormat(p.locale).format(Number(totals.lines[i]!.rate))}%`, cols.tax);
    right(money(totals.lines[i]!.net), cols.amount);
    for (const w of wrapped) {
      text(w, M + 8);
      y -= 14;
    }
    y -= 4;
  });
  ensure(110);
  page.drawLine({ start: { x: M, y: y + 6 }, end: { x: W - M, y: y + 6 }, thickness: 0.8, color: rgb(0.8, 0.8, 0.8) });
  y -= 12;
  const totalRow = (label: string, value: string, size = 10, font = regular) => {
    right(label, cols.unit, size, font);
    right(value, cols.amount, size, font);
    y -= size + 6;
  };
  totalRow("Subtotal", money(inv.subtotal));
  totalRow(`Tax`, money(inv.taxTotal));
  totalRow(inv.status === "paid" ? "Total (paid)" : "Total due", money(inv.amount), 13, bold);
  y -= 16;

  // Payment instructions, terms and the note.
  const block = (title: string, body: string) => {
    const lines = wrap(regular, 9, safe(regular, body), W - 2 * M);
    ensure(16 + 12 * lines.length);
    text(title, M, 9, bold);
    y -= 13;
    for (const l of lines) {
      text(l, M, 9, regular, grey);
      y -= 12;
    }
    y -= 10;
  };
  if (p.paymentInstructions) block("Payment instructions", p.paymentInstructions);
  const terms = inv.dueDate
    ? `Please pay by ${day(inv.dueDate)}.`
    : p.paymentTermsDays
      ? `Payment is due within ${p.paymentTermsDays} days of the invoice date.`
      : "Payment is due on receipt.";
  block("Terms", `${terms} Please quote ${inv.number} with your payment.`);
  if (inv.note) block("Note", inv.note);
  ensure(14);
  text(`Amounts in ${currencyName(inv.currency, p.locale)} (${inv.currency}).`, M, 8, regular, grey);
  return doc.save();
}

/** The owner's logo when it is a PNG or JPEG (what PDF embeds natively); other images are left out of the PDF. */
async function embedLogo(doc: import("pdf-lib").PDFDocument, p: OwnerProfile): Promise<PDFImage | undefined> {
  if (!p.logoPath) return undefined;
  try {
    const bytes = readFileSync(p.logoPath);
    if (p.logoType === "image/png") return await doc.embedPng(bytes);
    if (p.logoType === "image/jpeg") return await doc.embedJpg(bytes);
  } catch {
    // A damaged logo must not stop the invoice.
  }
  return undefined;
}
