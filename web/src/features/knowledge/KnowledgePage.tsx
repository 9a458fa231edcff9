import { EmptyState, PageHeader } from "../ui/Page";

export function KnowledgePage() {
  return (
    <div>
      <PageHeader title="Knowledge Base" description="Your notes on the business of music." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
