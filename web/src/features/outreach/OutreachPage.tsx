import { EmptyState, PageHeader } from "../ui/Page";

export function OutreachPage() {
  return (
    <div>
      <PageHeader title="Email Outreach" description="Plan and send e-mail campaigns to radio and licensing contacts." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
