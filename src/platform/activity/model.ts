import { t } from "elysia";
import { pageQuery } from "../../lib/paging";

/** The activity log pages like every list (limit 1–200, default 50; offset). */
export const activityQuery = t.Object(pageQuery);
