import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { Plus } from "lucide-react";
import { useAudiobooks } from "../audiobooks/api";
import { useVoiceAction } from "../voice/useVoiceAction";
import { toast } from "../toast/toast";
import { Field, PageHeader, Select, Tabs } from "../ui";
import { ActivityDialog } from "./ActivityDialog";
import { ActivityList } from "./ActivityList";
import { useCampaign, type Campaign } from "./api";
import { CampaignDialog } from "./CampaignDialog";
import { CampaignList } from "./CampaignList";
import { Platforms } from "./Platforms";
import { PromotionAnalytics } from "./PromotionAnalytics";
import { TABS, type PromotionSearch, type Tab } from "./search";
type DialogState = { kind: "campaign"; channels: string[] } | { kind: "activity" } | null;

/** Audiobook Promotion Hub: pick a book, start campaigns from platforms, plan activities, read the analytics. */
export function PromotionPage() {
  const books = useAudiobooks();
  // The tab and the book being promoted are in the address (search.ts), so the view can be linked and reloaded.
  const address = useSearch({ from: "/audiobook-promotion" });
  const navigate = useNavigate({ from: "/audiobook-promotion" });
  const set = (next: Partial<PromotionSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const tab: Tab = address.tab ?? "platforms";
  const setTab = (t: Tab) => set({ tab: t === "platforms" ? undefined : t });
  const bookId = address.book ?? null;
  const setBookId = (id: number | null) => set({ book: id ?? undefined });
  // The selected campaign is read by its id: the campaign list is paged, so it may not be among the loaded rows.
  const selected = useCampaign(address.campaign ?? null);
  const campaign = address.campaign ? (selected.data ?? null) : null;
  const setCampaign = (c: Campaign | null) => set({ campaign: c?.id });
  const [dialog, setDialog] = useState<DialogState>(null);
  const book = books.data?.find((b) => b.id === bookId);
  const bookTitles = new Map((books.data ?? []).map((b) => [b.id, b.title]));

  const openCampaign = (channels: string[] = []) => {
    if (!book) {
      toast({ title: "Select an Audiobook", description: "Choose the audiobook to promote first.", variant: "destructive" });
      return;
    }
    setDialog({ kind: "campaign", channels });
  };
  useVoiceAction("new-campaign", () => openCampaign());

  const select = (c: Campaign) => {
    setCampaign(c);
    toast({ title: "Campaign Selected", description: `"${c.name}" is now the current campaign.` });
  };

  return (
    <div>
      <PageHeader
        title="Audiobook Promotion Hub"
        description="Pick a book, choose platforms, and plan campaigns and activities."
        actions={
          <>
            <button type="button" className="btn btn-primary" disabled={!book} onClick={() => openCampaign()}>
              <Plus className="size-4" aria-hidden /> New Campaign
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={!campaign}
              onClick={() => setDialog({ kind: "activity" })}
            >
              <Plus className="size-4" aria-hidden /> Add Activity
            </button>
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <Field label="Audiobook to promote" className="w-72 max-w-full">
          <Select
            value={bookId ?? ""}
            onChange={(e) => setBookId(e.target.value ? Number(e.target.value) : null)}
            disabled={books.isLoading}
          >
            <option value="">{books.data?.length === 0 ? "Add an audiobook first" : "Select an audiobook"}</option>
            {books.data?.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </Select>
        </Field>
        {campaign && (
          <span className="badge badge-lg badge-soft badge-primary mb-3" data-testid="current-campaign">
            Current campaign: {campaign.name}
          </span>
        )}
      </div>

      <Tabs label="Promotion" tabs={[...TABS]} value={tab} onChange={setTab} className="mb-4">
        {tab === "platforms" && <Platforms onUse={(p) => openCampaign([p])} />}
        {tab === "campaigns" && <CampaignList bookTitles={bookTitles} current={campaign?.id ?? null} onSelect={select} />}
        {tab === "activities" && <ActivityList campaign={campaign} onAdd={() => setDialog({ kind: "activity" })} />}
        {tab === "analytics" && <PromotionAnalytics book={book} />}
      </Tabs>

      {dialog?.kind === "campaign" && book && (
        <CampaignDialog
          audiobook={book}
          initialChannels={dialog.channels}
          onClose={() => setDialog(null)}
          onCreated={(created) => {
            setDialog(null);
            // One change of address for both (two in a row would each start from the old one).
            set({ campaign: created.id, tab: "campaigns" });
          }}
        />
      )}
      {dialog?.kind === "activity" && campaign && <ActivityDialog campaign={campaign} onClose={() => setDialog(null)} />}
    </div>
  );
}
