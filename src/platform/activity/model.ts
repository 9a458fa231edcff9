import { t } from "elysia";
import { pageQuery } from "../../lib/paging";
import { rowOf } from "../../lib/common-model";
import { activities } from "./schema";

/** The activity log pages like every list (limit 1–200, default 50; offset). */
export const activityQuery = t.Object(pageQuery);

/** One row of the activity log: what happened, newest first. */
export const activityAnswer = rowOf(activities, {}, "Something that happened (an event a domain emitted)");
