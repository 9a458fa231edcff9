import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, deletedAnswer, idParams, ok } from "../../lib/common-model";
import {
  audiobookAnswer,
  audiobooksSummaryAnswer,
  monthlyAnswer,
  saleAnswer,
  salesImportAnswer,
  salesSummaryAnswer,
  createAudiobookBody,
  createSaleBody,
  importSalesBody,
  listAudiobooksQuery,
  listSalesQuery,
  salesQuery,
  updateAudiobookBody,
} from "./model";
import { pageParams, sendPage } from "../../lib/paging";
import { readCache } from "../../lib/read-cache";
import {
  createAudiobook,
  deleteAudiobook,
  deleteSale,
  getAudiobook,
  importSales,
  listAudiobooksPage,
  listSalesPage,
  monthlyRevenue,
  salesSummary,
  recordSale,
  updateAudiobook,
  audiobooksSummary,
} from "./service";

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** /audiobooks, /audiobook-sales (list, record, CSV import) and the monthly revenue series. */
export const audiobooksModule = ({ db }: AppDeps) => {
  // Sales figures sum ten years of rows: reuse them until something is written (the key holds the month they count).
  const cachedSummary = readCache(db, (key: string) => salesSummary(db, Number(key.split("|")[0]) || undefined));
  return new Elysia({ prefix: "/api" })
    .get(
      "/audiobooks",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listAudiobooksPage(db, filters, page), page);
      },
      { query: listAudiobooksQuery, response: ok(t.Array(audiobookAnswer), 422) },
    )
    .post("/audiobooks", ({ body, status }) => status(201, createAudiobook(db, body)), {
      body: createAudiobookBody,
      response: created(audiobookAnswer, 409, 422),
    })
    .get("/audiobooks/summary", () => audiobooksSummary(db), { response: ok(audiobooksSummaryAnswer) })
    .get("/audiobooks/:id", ({ params }) => getAudiobook(db, params.id), {
      params: idParams,
      response: ok(audiobookAnswer, 404, 422),
    })
    .put("/audiobooks/:id", ({ params, body }) => updateAudiobook(db, params.id, body), {
      params: idParams,
      body: updateAudiobookBody,
      response: ok(audiobookAnswer, 404, 409, 422),
    })
    .delete("/audiobooks/:id", ({ params }) => deleteAudiobook(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    })
    .get(
      "/audiobook-sales",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listSalesPage(db, filters, page), page);
      },
      { query: listSalesQuery, response: ok(t.Array(saleAnswer), 422) },
    )
    .get("/audiobook-sales/summary", ({ query }) => cachedSummary(`${query.audiobookId ?? ""}|${thisMonth()}`), {
      query: salesQuery,
      response: ok(salesSummaryAnswer, 422),
    })
    .get("/audiobook-sales/monthly", ({ query }) => monthlyRevenue(db, query.audiobookId), {
      query: salesQuery,
      response: ok(monthlyAnswer, 422),
    })
    .post("/audiobook-sales", ({ body, status }) => status(201, recordSale(db, body)), {
      body: createSaleBody,
      response: created(saleAnswer, 404, 422),
    })
    .post(
      "/audiobook-sales/import",
      ({ body }) => importSales(db, body.csv, { audiobookId: body.audiobookId, dryRun: body.dryRun }),
      { body: importSalesBody, response: ok(salesImportAnswer, 404, 422) },
    )
    .delete("/audiobook-sales/:id", ({ params }) => deleteSale(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    });
};
