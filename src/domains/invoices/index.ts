import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, deletedFlagAnswer, fileAnswer, idParams, ok } from "../../lib/common-model";
import { pageParams, sendPage } from "../../lib/paging";
import { invoiceSummary, listInvoicesPage } from "./list";
import {
  createInvoiceBody,
  invoiceAnswer,
  invoiceRowAnswer,
  invoiceSummaryAnswer,
  listInvoicesQuery,
  updateInvoiceBody,
} from "./model";
import { invoicePdf } from "./pdf";
import { emailInvoice, invoiceFileName, senderOf } from "./send";
import { createInvoice, deleteInvoice, duplicateInvoice, getInvoice, updateInvoice } from "./service";

export const invoicesModule = ({ db, owner, config }: AppDeps) => {
  const sender = () => senderOf(db, config, owner);
  return new Elysia({ prefix: "/api/invoices" })
    .get(
      "/",
      ({ query, request, set }) => {
        const page = pageParams(query);
        const { limit: _l, offset: _o, ...filters } = query;
        return sendPage({ request, set }, listInvoicesPage(db, filters, page), page);
      },
      { query: listInvoicesQuery, response: ok(t.Array(invoiceAnswer), 422) },
    )
    .get("/summary", () => invoiceSummary(db), { response: ok(invoiceSummaryAnswer) })
    .post("/", ({ body, status }) => status(201, createInvoice(db, body)), {
      body: createInvoiceBody,
      response: created(invoiceAnswer, 409, 422),
    })
    .get("/:id", ({ params }) => getInvoice(db, params.id), { params: idParams, response: ok(invoiceAnswer, 404, 422) })
    .put("/:id", ({ params, body }) => updateInvoice(db, params.id, body), {
      params: idParams,
      body: updateInvoiceBody,
      response: ok(invoiceAnswer, 404, 409, 422),
    })
    .delete("/:id", ({ params }) => deleteInvoice(db, params.id), {
      params: idParams,
      response: ok(deletedFlagAnswer, 404, 409, 422),
    })
    .post("/:id/duplicate", ({ params, status }) => status(201, duplicateInvoice(db, params.id)), {
      params: idParams,
      response: created(invoiceAnswer, 404, 422),
    })
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
      { params: idParams, response: ok(fileAnswer("The invoice as a PDF (application/pdf)"), 404, 422) },
    )
    .post("/:id/send", ({ params }) => emailInvoice(db, config, sender(), params.id), {
      params: idParams,
      response: ok(invoiceRowAnswer, 404, 409, 422, 502),
    });
};
