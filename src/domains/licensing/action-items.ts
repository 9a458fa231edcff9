import { emit } from "../../lib/events";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { HttpError, notFound } from "../../lib/errors";
import { cleanText, isoDate, oneOf } from "../../lib/validation";
import { actionItems, type ActionItem } from "./schema";
import { ACTION_STATUSES, PRIORITIES } from "./statuses";
import { has, label, requireText } from "./input-checks";

// The musician's licensing to-do list; a status moves only along the allowed steps so the log tells a true story.
export interface ActionItemInput {
  title?: string;
  description?: string | null;
  priority?: string | null;
  status?: string | null;
  dueDate?: string | null;
  notes?: string | null;
}

/** Start: pending → in_progress; Complete: in_progress → completed. Blocked and reopening (→ pending) are always allowed. */
const TRANSITIONS: Record<string, readonly string[]> = {
  pending: ["in_progress", "blocked"],
  in_progress: ["completed", "blocked", "pending"],
  blocked: ["pending", "in_progress"],
  completed: ["pending"],
};

function cleanActionItem(input: ActionItemInput, creating: boolean) {
  const out: Partial<typeof actionItems.$inferInsert> = {};
  if (creating || has(input, "title")) out.title = requireText(input.title, "Title", "title");
  if (has(input, "description")) out.description = cleanText(input.description);
  if (has(input, "priority")) out.priority = oneOf(input.priority, PRIORITIES, "Priority") ?? "medium";
  if (has(input, "status")) out.status = oneOf(input.status, ACTION_STATUSES, "Status") ?? "pending";
  if (has(input, "dueDate")) out.dueDate = isoDate(input.dueDate, "Due date");
  if (has(input, "notes")) out.notes = cleanText(input.notes);
  return out;
}

export const listActionItems = (db: Db): ActionItem[] =>
  db
    .select()
    .from(actionItems)
    .orderBy(
      sql`CASE ${actionItems.status} WHEN 'completed' THEN 1 ELSE 0 END`,
      sql`${actionItems.dueDate} IS NULL`,
      actionItems.dueDate,
      desc(actionItems.id),
    )
    .all();

export function createActionItem(db: Db, input: ActionItemInput): ActionItem {
  const values = cleanActionItem(input, true) as typeof actionItems.$inferInsert;
  const row = db.insert(actionItems).values(values).returning().get();
  emit(db, {
    type: "action_item_created",
    message: `Action item "${row.title}" added (${row.priority} priority)`,
    entityType: "action_item",
    entityId: row.id,
  });
  return row;
}

export function updateActionItem(db: Db, id: number, input: ActionItemInput): ActionItem {
  const existing = db.select().from(actionItems).where(eq(actionItems.id, id)).get();
  if (!existing) throw notFound("Action item");
  const values = cleanActionItem(input, false);
  if (values.status && values.status !== existing.status && !TRANSITIONS[existing.status]?.includes(values.status)) {
    const hint =
      values.status === "completed"
        ? "start it first"
        : values.status === "in_progress"
          ? "only pending or blocked items can be started"
          : "";
    throw new HttpError(
      409,
      `"${existing.title}" is ${label(existing.status)} and cannot move to ${label(values.status)}${hint ? `: ${hint}` : ""}`,
    );
  }
  const row = Object.keys(values).length
    ? db.update(actionItems).set(values).where(eq(actionItems.id, id)).returning().get()!
    : existing;
  const verb: Record<string, string> = {
    in_progress: "started",
    completed: "completed",
    blocked: "marked blocked",
    pending: "reopened",
  };
  const changed = values.status && values.status !== existing.status;
  emit(db, {
    type: changed ? `action_item_${row.status}` : "action_item_updated",
    message: changed ? `Action item "${row.title}" ${verb[row.status]}` : `Action item "${row.title}" updated`,
    entityType: "action_item",
    entityId: id,
  });
  return row;
}

export function deleteActionItem(db: Db, id: number) {
  const row = db.delete(actionItems).where(eq(actionItems.id, id)).returning().get();
  if (!row) throw notFound("Action item");
  emit(db, {
    type: "action_item_deleted",
    message: `Action item "${row.title}" removed`,
    entityType: "action_item",
    entityId: id,
  });
  return { deleted: true, id };
}
