import { t } from "elysia";
import { rowOf } from "../../lib/common-model";
import { reminders } from "./schema";
import { integer } from "../../lib/validation";

export const createReminderBody = t.Object(
  {
    message: t.String({ minLength: 1, maxLength: 500, error: "A reminder needs a message (up to 500 characters)" }),
    remindAt: t.String({ minLength: 1, error: "remindAt is required: a date and time such as 2025-03-31T17:00:00" }),
    taskId: t.Optional(t.Union([t.Null(), integer({ minimum: 1 })], { error: "taskId must be a task id" })),
    recurrence: t.Optional(
      t.Union([t.Null(), t.String({ maxLength: 300 })], {
        description: 'Repeat as an RFC 5545 RRULE without DTSTART, e.g. "FREQ=WEEKLY;BYDAY=MO" (null = once)',
        error: 'recurrence must be a recurrence rule such as "FREQ=WEEKLY;BYDAY=MO"',
      }),
    ),
  },
  { additionalProperties: true, error: "Send the reminder as JSON with message and remindAt" },
);

export const reminderAnswer = rowOf(reminders, {}, "A reminder");
