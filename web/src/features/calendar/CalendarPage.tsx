import { EmptyState, PageHeader } from "../ui/Page";

export function CalendarPage() {
  return (
    <div>
      <PageHeader title="Calendar" description="Meetings, gigs, deadlines and payments." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
