import { Megaphone } from "lucide-react";
import { EmptyState, ErrorAlert, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import { useCampaignList, type Campaign } from "./api";
import { CampaignCard } from "./CampaignCard";

/** Every campaign, newest first, loaded a page at a time as the list scrolls. */
export function CampaignList({
  bookTitles,
  current,
  onSelect,
}: {
  bookTitles: Map<number, string>;
  current: number | null;
  onSelect: (c: Campaign) => void;
}) {
  const list = useCampaignList();
  if (list.error) return <ErrorAlert error={list.error} />;
  return (
    <VirtualList
      list={list}
      label="Campaigns"
      testId="campaign-list"
      getKey={(c) => c.id}
      estimateSize={200}
      skeleton={<Skeleton rows={2} label="Loading campaigns" className="h-40" />}
      empty={
        <EmptyState title="No campaigns yet" icon={<Megaphone className="size-8" aria-hidden />}>
          Select an audiobook and press New Campaign, or Use a platform card.
        </EmptyState>
      }
      renderRow={(c) => (
        <CampaignCard
          campaign={c}
          bookTitle={bookTitles.get(c.audiobookId)}
          selected={c.id === current}
          onSelect={() => onSelect(c)}
        />
      )}
    />
  );
}
