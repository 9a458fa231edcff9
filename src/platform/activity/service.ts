import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type Page, type PageParams, pageOf } from "../../lib/paging";
import { activities, type Activity } from "./schema";

export interface ActivityInput {
  /** e.g. task_created, invoice_paid, station_contacted */
  type: string;
  message: string;
  entityType?: string;
  entityId?: number;
}

/** Every create/update in any domain calls this so the dashboard shows real history. */
export function logActivity(db: Db, input: ActivityInput): Activity {
  return db.insert(activities).values(input).returning().get();
}

export function listActivity(db: Db, limit = 50): Activity[] {
  return db.select().from(activities).orderBy(desc(activities.createdAt), desc(activities.id)).limit(limit).all();
}

/** One page of the activity log, newest first, and how many entries there are. */
export function listActivityPage(db: Db, page: PageParams): Page<Activity> {
  return pageOf(db, activities, undefined, [desc(activities.createdAt), desc(activities.id)], page);
}
