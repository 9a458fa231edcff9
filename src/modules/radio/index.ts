import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createStationBody, updateStationBody } from "./model";
import { createStation, deleteStation, getStation, listStations, radioSummary, updateStation } from "./service";

export const radioModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/radio-stations" })
    .get("/", () => listStations(db))
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
