import { smtpTransport } from "../../lib/mailer";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/errors";
import { logActivity } from "../activity/service";
import { invoicePdf, type Sender } from "./pdf";
import { getInvoice, updateInvoice } from "./service";
import type { Invoice } from "./schema";

export const invoiceFileName = (inv: Invoice) =>
  `${inv.number}-${
    inv.clientName
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "client"
  }.pdf`;

const usd = (amount: string) =>
  `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

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
      from: config.smtp.from,
      to: { name: inv.clientName, address: inv.clientEmail },
      replyTo: sender.email,
      subject: `Invoice ${inv.number} from ${sender.name}`,
      text:
        `Hello ${inv.clientName},\n\nPlease find attached invoice ${inv.number} for ${usd(inv.amount)} (${inv.description}).` +
        (inv.dueDate ? `\nPayment is due by ${inv.dueDate}.` : "") +
        `\n\nThank you,\n${sender.name}`,
      attachments: [{ filename: invoiceFileName(inv), content: Buffer.from(pdf), contentType: "application/pdf" }],
    });
  } catch (e) {
    throw new HttpError(502, `The mail server did not accept the invoice: ${(e as Error).message.split("\n")[0]}`);
  } finally {
    transport.close();
  }
  logActivity(db, {
    type: "invoice_emailed",
    message: `Invoice ${inv.number} e-mailed to ${inv.clientEmail}`,
    entityType: "invoice",
    entityId: inv.id,
  });
  return inv.status === "draft" ? updateInvoice(db, inv.id, { status: "sent" }) : inv;
}
