import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createInvoiceBody, updateInvoiceBody } from "./model";
import { invoicePdf } from "./pdf";
import { createInvoice, deleteInvoice, duplicateInvoice, getInvoice, listInvoices, updateInvoice } from "./service";

const fileSafe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "client";

export const invoicesModule = ({ db, owner, config }: AppDeps) =>
  new Elysia({ prefix: "/invoices" })
    .get("/", () => listInvoices(db))
    .post("/", ({ body, set }) => {
      set.status = 201;
      return createInvoice(db, body);
    }, { body: createInvoiceBody })
    .get("/:id", ({ params }) => getInvoice(db, params.id), { params: idParams })
    .put("/:id", ({ params, body }) => updateInvoice(db, params.id, body), { params: idParams, body: updateInvoiceBody })
    .delete("/:id", ({ params }) => deleteInvoice(db, params.id), { params: idParams })
    .post("/:id/duplicate", ({ params, set }) => {
      set.status = 201;
      return duplicateInvoice(db, params.id);
    }, { params: idParams })
    .get("/:id/pdf", async ({ params }) => {
      const inv = getInvoice(db, params.id);
      const sender = { name: config.name || owner.name || owner.email, email: owner.email || config.email };
      const bytes = await invoicePdf(inv, sender);
      return new Response(bytes as unknown as BodyInit, {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="${inv.number}-${fileSafe(inv.clientName)}.pdf"`,
          "cache-control": "no-store",
        },
      });
    }, { params: idParams });
