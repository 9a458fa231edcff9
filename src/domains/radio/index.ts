import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, deletedFlagAnswer, idParams, ok } from "../../lib/common-model";
import { createStationBody, listStationsQuery, radioSummaryAnswer, stationAnswer, updateStationBody } from "./model";
import { pageParams, sendPage } from "../../lib/paging";
import { createStation, deleteStation, getStation, listStationsPage, radioSummary, updateStation } from "./service";

export const radioModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/api/radio-stations" })
    .get(
      "/",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listStationsPage(db, filters, page), page);
      },
      { query: listStationsQuery, response: ok(t.Array(stationAnswer), 422) },
    )
    .get("/summary", () => radioSummary(db), { response: ok(radioSummaryAnswer) })
    .post("/", ({ body, status }) => status(201, createStation(db, body)), {
      body: createStationBody,
      response: created(stationAnswer, 409, 422),
    })
    .get("/:id", ({ params }) => getStation(db, params.id), { params: idParams, response: ok(stationAnswer, 404, 422) })
    .put("/:id", ({ params, body }) => updateStation(db, params.id, body), {
      params: idParams,
      body: updateStationBody,
      response: ok(stationAnswer, 404, 409, 422),
    })
    .delete("/:id", ({ params }) => deleteStation(db, params.id), {
      params: idParams,
      response: ok(deletedFlagAnswer, 404, 422),
    });
