import { Elysia, t } from "elysia";
import type { AppDeps } from "../../lib/deps";
import { created, deletedAnswer, idParams, ok } from "../../lib/common-model";
import { createEventBody, eventAnswer, listEventsQuery, updateEventBody } from "./model";
import { createEvent, deleteEvent, exportIcal, getEvent, icalFileName, listEventsPage, updateEvent } from "./service";
import { pageParams, sendPage } from "../../lib/paging";

export const calendarModule = ({ db }: AppDeps) =>
  new Elysia({ prefix: "/api/calendar-events" })
    .get(
      "/",
      ({ query, request, set }) => {
        const { limit, offset, ...filters } = query;
        const page = pageParams({ limit, offset });
        return sendPage({ request, set }, listEventsPage(db, filters, page), page);
      },
      { query: listEventsQuery, response: ok(t.Array(eventAnswer), 422) },
    )
    .get(
      "/export.ics",
      ({ set }) => {
        set.headers["content-type"] = "text/calendar; charset=utf-8";
        set.headers["content-disposition"] = `attachment; filename="${icalFileName()}"`;
        return exportIcal(db);
      },
      { response: ok(t.String({ description: "The whole calendar as iCalendar (text/calendar)" })) },
    )
    .post("/", ({ body, status }) => status(201, createEvent(db, body)), {
      body: createEventBody,
      response: created(eventAnswer, 422),
    })
    .get("/:id", ({ params }) => getEvent(db, params.id), { params: idParams, response: ok(eventAnswer, 404, 422) })
    .put("/:id", ({ params, body }) => updateEvent(db, params.id, body), {
      params: idParams,
      body: updateEventBody,
      response: ok(eventAnswer, 404, 422),
    })
    .delete("/:id", ({ params }) => deleteEvent(db, params.id), {
      params: idParams,
      response: ok(deletedAnswer, 404, 422),
    });
