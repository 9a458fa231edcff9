import { EmptyState, PageHeader } from "../ui/Page";

export function RadioPage() {
  return (
    <div>
      <PageHeader title="Radio Stations" description="Keep track of the stations you pitch to." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
