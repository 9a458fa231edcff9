import { describeMoment } from "@shared/dates";
import { useDeleteReminder, useReminders } from "./api";
import { RepeatLabel } from "./TaskBits";

/** Reminders set from chat ("remind me at 5pm to …") that have not rung yet. */
export function UpcomingReminders() {
  const { data } = useReminders();
  const remove = useDeleteReminder();
  const pending = (data ?? []).filter((r) => !r.firedAt);
  if (!pending.length) return null;
  return (
    <section className="mt-4" data-testid="reminders" aria-labelledby="reminders-heading">
      <h3 id="reminders-heading" className="mb-1 text-sm font-semibold">
        Reminders
      </h3>
      <ul className="space-y-1">
        {pending.map((r) => (
          <li key={r.id} className="flex items-center gap-2 rounded-lg bg-base-200/60 p-2 text-sm">
            <span className="flex-1">{r.message}</span>
            <RepeatLabel rule={r.recurrence} />
            <span className="text-xs text-base-content/80">{describeMoment(r.remindAt)}</span>
            <button
              type="button"
              className="btn btn-ghost btn-xs text-error"
              aria-label={`Cancel reminder ${r.message}`}
              onClick={() => remove.mutate(r.id)}
            >
              Cancel
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
