import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { pageParams, sendPage } from "../../lib/paging";
import { invoiceSummary, listInvoicesPage } from "./list";
import { createInvoiceBody, listInvoicesQuery, updateInvoiceBody } from "./model";
import { invoicePdf } from "./pdf";
import { emailInvoice, invoiceFileName, senderOf } from "./send";
import { createInvoice, deleteInvoice, duplicateInvoice, getInvoice, updateInvoice } from "./service";

export const invoicesModule = ({ db, owner, config }: AppDeps) => {
  const sender = () => senderOf(db, config, owner);
  return new Elysia({ prefix: "/invoices" })
    .get(
      "/",
      ({ query, request, set }) => {
        const page = pageParams(query);
        const { limit: _l, offset: _o, ...filters } = query;
        return sendPage({ request, set }, listInvoicesPage(db, filters, page), page);
      },
      { query: listInvoicesQuery },
    )
    .get("/summary", () => invoiceSummary(db))
    .post(
      "/",
      ({ body, set }) => {
        set.status = 201;
        return createInvoice(db, body);
      },
      { body: createInvoiceBody },
    )
    .get("/:id", ({ params }) => getInvoice(db, params.id), { params: idParams })
    .put("/:id", ({ params, body }) => updateInvoice(db, params.id, body), {
      params: idParams,
      body: updateInvoiceBody,
    })
    .delete("/:id", ({ params }) => deleteInvoice(db, params.id), { params: idParams })
    .post(
      "/:id/duplicate",
      ({ params, set }) => {
        set.status = 201;
        return duplicateInvoice(db, params.id);
      },
      { params: idParams },
    )
    .get(
      "/:id/pdf",
      async ({ params }) => {
        const inv = getInvoice(db, params.id);
        const bytes = await invoicePdf(inv, sender());
        return new Response(bytes as unknown as BodyInit, {
          headers: {
            "content-type": "application/pdf",
            "content-disposition": `attachment; filename="${invoiceFileName(inv)}"`,
            "cache-control": "no-store",
          },
        });
      },
      { params: idParams },
    )
    .post("/:id/send", ({ params }) => emailInvoice(db, config, sender(), params.id), { params: idParams });
};
