import { EmptyState, PageHeader } from "../ui/Page";

export function PromotionPage() {
  return (
    <div>
      <PageHeader title="Audiobook Promotion Hub" description="Plan campaigns across marketing platforms." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
