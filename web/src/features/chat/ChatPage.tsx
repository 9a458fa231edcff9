import { EmptyState, PageHeader } from "../ui/Page";

export function ChatPage() {
  return (
    <div>
      <PageHeader title="AI Assistant" description="Chat with Sunshine by text or voice." />
      <EmptyState title="Nothing here yet" />
    </div>
  );
}
