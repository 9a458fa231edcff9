import { emit } from "../../lib/events";
import { smtpTransport } from "../../lib/mailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AppDeps } from "../../lib/deps";
import { HttpError } from "../../lib/errors";
import { fromWithOwnerName, ownerName, ownerProfile, ownerSignature } from "../../lib/owner-profile";
import { formatDay } from "../../shared/dates";
import { formatAmount } from "../../shared/money";
import { invoicePdf, type Sender } from "./pdf";
import { getInvoice, updateInvoice, type InvoiceWithLines } from "./service";
import type { Invoice } from "./schema";

export const invoiceFileName = (inv: Pick<Invoice, "number" | "clientName">) =>
  `${inv.number}-${
    inv.clientName
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "client"
  }.pdf`;

/** Who invoices come from: the business or display name from the profile, else the configured owner. */
export function senderOf(db: Db, config: Pick<Config, "name" | "email">, owner: AppDeps["owner"]): Sender {
  const profile = ownerProfile(db);
  return {
    name: profile.businessName || ownerName(profile) || config.name || owner.name || owner.email,
    email: profile.email || owner.email || config.email,
    profile,
  };
}

export function invoiceEmailText(inv: InvoiceWithLines, sender: Sender): string {
  const p = sender.profile;
  const total = formatAmount(inv.amount, inv.currency, p.locale);
  return (
    `Hello ${inv.clientName},\n\nPlease find attached invoice ${inv.number} for ${total} (${inv.description}).` +
    (inv.dueDate ? `\nPayment is due by ${formatDay(inv.dueDate, p.locale, p.timeZone)}.` : "") +
    (p.paymentInstructions ? `\n\nHow to pay:\n${p.paymentInstructions}` : "") +
    `\n\nThank you,\n${ownerSignature(p) || sender.name}`
  );
}

/** E-mails the invoice PDF to the client over SMTP; a draft becomes sent. */
export async function emailInvoice(db: Db, config: Pick<Config, "smtp">, sender: Sender, id: number): Promise<Invoice> {
  const inv = getInvoice(db, id);
  if (!config.smtp)
    throw new HttpError(
      409,
      "E-mail sending is not set up yet. Start Sunshine with SMTP_URL (for example smtp://user:password@smtp.example.com:587) and SMTP_FROM, or download the PDF and attach it yourself.",
    );
  const pdf = await invoicePdf(inv, sender);
  const transport = await smtpTransport(config.smtp.url);
  try {
    await transport.sendMail({
      from: fromWithOwnerName(config.smtp.from, sender.profile),
      to: { name: inv.clientName, address: inv.clientEmail },
      replyTo: sender.email,
      subject: `Invoice ${inv.number} from ${sender.name}`,
      text: invoiceEmailText(inv, sender),
      attachments: [{ filename: invoiceFileName(inv), content: Buffer.from(pdf), contentType: "application/pdf" }],
    });
  } catch (e) {
    throw new HttpError(502, `The mail server did not accept the invoice: ${(e as Error).message.split("\n")[0]}`);
  } finally {
    transport.close();
  }
  emit(db, {
    type: "invoice_emailed",
    message: `Invoice ${inv.number} e-mailed to ${inv.clientEmail}`,
    entityType: "invoice",
    entityId: inv.id,
  });
  return inv.status === "draft" ? updateInvoice(db, inv.id, { status: "sent" }) : inv;
}
