import { EmptyState, PageHeader } from "../ui/Page";

export function LicensingPage() {
  return (
    <div>
      <PageHeader title="Sync Licensing & Music Promotion" description="Songs, supervisors, campaigns and opportunities." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
