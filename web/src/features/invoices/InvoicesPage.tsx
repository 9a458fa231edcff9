import { EmptyState, PageHeader } from "../ui/Page";

export function InvoicesPage() {
  return (
    <div>
      <PageHeader title="Invoices" description="Bill your clients and track payments." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
