import { Elysia } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { idParams } from "../../lib/common-model";
import { createEventBody, listEventsQuery, updateEventBody } from "./model";
import { createEvent, deleteEvent, exportIcal, getEvent, icalFileName, listEventsPage, updateEvent } from "./service";
import { pageParams, sendPage } from "../../lib/paging";

export const calendarModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/calendar-events" })
    .get(
      "/",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listEventsPage(db, filters, page), page);
      },
      { query: listEventsQuery },
    )
    .get("/export.ics", ({ set }) => {
      set.headers["content-type"] = "text/calendar; charset=utf-8";
      set.headers["content-disposition"] = `attachment; filename="${icalFileName()}"`;
      return exportIcal(db);
    })
    .post(
      "/",
      ({ body, set }) => {
        set.status = 201;
        return createEvent(db, body);
      },
      { body: createEventBody },
    )
    .get("/:id", ({ params }) => getEvent(db, params.id), { params: idParams })
    .put("/:id", ({ params, body }) => updateEvent(db, params.id, body), { params: idParams, body: updateEventBody })
    .delete("/:id", ({ params }) => deleteEvent(db, params.id), { params: idParams });
