import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createStationBody, listStationsQuery, updateStationBody } from "./model";
import { pageParams, sendPage } from "../../lib/paging";
import { createStation, deleteStation, getStation, listStationsPage, radioSummary, updateStation } from "./service";

export const radioModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/radio-stations" })
    .get(
      "/",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listStationsPage(db, filters, page), page);
      },
      { query: listStationsQuery },
    )
    .get("/summary", () => radioSummary(db))
    .post(
      "/",
      ({ body, set }) => {
        set.status = 201;
        return createStation(db, body);
      },
      { body: createStationBody },
    )
    .get("/:id", ({ params }) => getStation(db, params.id), { params: idParams })
    .put("/:id", ({ params, body }) => updateStation(db, params.id, body), {
      params: idParams,
      body: updateStationBody,
    })
    .delete("/:id", ({ params }) => deleteStation(db, params.id), { params: idParams });
