import { EmptyState, PageHeader } from "../ui/Page";

export function GrantsPage() {
  return (
    <div>
      <PageHeader title="Grants" description="Find and track funding for your projects." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
