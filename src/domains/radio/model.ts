import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { answer, numberOrNull, oneOf, rowOf, typed } from "../../lib/common-model";
import { radioStations, STATION_STATUSES } from "./schema";
import type { RadioSummary } from "./service";
import { integer } from "../../lib/validation";

const optionalText = t.Optional(t.Union([t.String({ maxLength: 2000 }), t.Null()]));

export const stationStatus = t.Union(
  [t.Literal("pending"), t.Literal("contacted"), t.Literal("responded"), t.Literal("rejected")],
  { error: `Status must be one of: ${STATION_STATUSES.join(", ")}` },
);

export const stationFields = {
  frequency: optionalText,
  location: optionalText,
  genre: optionalText,
  contactName: optionalText,
  contactEmail: optionalText,
  website: optionalText,
  notes: t.Optional(t.Union([t.String({ maxLength: 10_000 }), t.Null()])),
};

export const createStationBody = t.Object({
  name: t.String({ minLength: 1, pattern: "\\S", error: "Station name is required" }),
  ...stationFields,
  status: t.Optional(stationStatus),
});

export const updateStationBody = t.Object({
  name: t.Optional(t.String({ minLength: 1, pattern: "\\S", error: "Station name cannot be empty" })),
  ...stationFields,
  status: t.Optional(stationStatus),
  lastContacted: t.Optional(
    t.Union([t.String({ format: "date-time" }), t.Null()], {
      error: "lastContacted must be an ISO date and time, like 2026-11-22T10:00:00Z",
    }),
  ),
});

export const listStationsQuery = t.Object({
  status: t.Optional(
    t.Union([t.Literal("pending"), t.Literal("contacted"), t.Literal("responded"), t.Literal("rejected")], {
      error: "status must be pending, contacted, responded or rejected",
    }),
  ),
  q: t.Optional(t.String({ maxLength: 200, error: "Search text is at most 200 characters" })),
  ...pageQuery,
});

export const stationAnswer = rowOf(radioStations, { status: oneOf(STATION_STATUSES) }, "A radio station");
const byStation = answer(Object.fromEntries(STATION_STATUSES.map((s) => [s, integer()])));
export const radioSummaryAnswer = typed<RadioSummary>(
  answer({
    total: integer(),
    byStatus: byStation,
    contactedOrLater: integer({ description: "Stations contacted, responded or rejected" }),
    responseRate: numberOrNull(
      "Responded ÷ contacted-or-later, a percent with one decimal; null when nobody was contacted",
    ),
  }),
);
