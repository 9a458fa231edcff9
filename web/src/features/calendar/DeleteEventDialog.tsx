import { toast } from "../toast/toast";
import { Dialog, errorText } from "../ui";
import { useDeleteEvent, type CalendarEvent } from "./api";
import { longDate } from "./dates";

/** "Delete event?" — confirms, deletes, and says so (its reminder goes with it on the server). */
export function DeleteEventDialog({
  event,
  onClose,
  onDeleted,
}: {
  event: CalendarEvent;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteEvent();
  const doDelete = () =>
    remove.mutate(event.id, {
      onSuccess: () => {
        toast({ title: "Event Deleted", description: `${event.title} was removed from your calendar.` });
        onDeleted();
        onClose();
      },
      onError: (e) => {
        toast({ title: "Delete Failed", description: errorText(e, "Please try again."), variant: "destructive" });
        onClose();
      },
    });
  return (
    <Dialog
      title="Delete event?"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-error" onClick={doDelete} disabled={remove.isPending}>
            {remove.isPending ? "Deleting..." : "Delete"}
          </button>
        </>
      }
    >
      <p>
        “{event.title}” on {longDate(event.date)} will be removed from your calendar and its reminder cancelled.
      </p>
    </Dialog>
  );
}
