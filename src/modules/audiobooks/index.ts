import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createAudiobookBody, createSaleBody, importSalesBody, salesQuery, updateAudiobookBody } from "./model";
import {
  createAudiobook,
  deleteAudiobook,
  deleteSale,
  getAudiobook,
  importSales,
  listAudiobooks,
  listSales,
  monthlyRevenue,
  recordSale,
  updateAudiobook,
} from "./service";

/** /audiobooks, /audiobook-sales (list, record, CSV import) and the monthly revenue series. */
export const audiobooksModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "" })
    .get("/audiobooks", () => listAudiobooks(db))
    .post("/audiobooks", ({ body }) => createAudiobook(db, body), { body: createAudiobookBody })
    .get("/audiobooks/:id", ({ params }) => getAudiobook(db, params.id), { params: idParams })
    .put("/audiobooks/:id", ({ params, body }) => updateAudiobook(db, params.id, body), {
      params: idParams,
      body: updateAudiobookBody,
    })
    .delete("/audiobooks/:id", ({ params }) => deleteAudiobook(db, params.id), { params: idParams })
    .get("/audiobook-sales", ({ query }) => listSales(db, query.audiobookId), { query: salesQuery })
    .get("/audiobook-sales/monthly", ({ query }) => monthlyRevenue(db, query.audiobookId), { query: salesQuery })
    .post("/audiobook-sales", ({ body }) => recordSale(db, body), { body: createSaleBody })
    .post(
      "/audiobook-sales/import",
      ({ body }) => importSales(db, body.csv, { audiobookId: body.audiobookId, dryRun: body.dryRun }),
      {
        body: importSalesBody,
      },
    )
    .delete("/audiobook-sales/:id", ({ params }) => deleteSale(db, params.id), { params: idParams });
