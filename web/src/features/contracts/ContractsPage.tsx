import { EmptyState, PageHeader } from "../ui/Page";

export function ContractsPage() {
  return (
    <div>
      <PageHeader title="Music Contracts" description="Generate contracts from templates." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
