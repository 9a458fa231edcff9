import { EmptyState, PageHeader } from "../ui/Page";

export function AudiobooksPage() {
  return (
    <div>
      <PageHeader title="My Audiobooks" description="Your catalogue and its sales." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
