import { useState } from "react";
import { Clapperboard, Plus } from "lucide-react";
import { EmptyState, List } from "../ui";
import { useSyncCampaigns, type SyncCampaign } from "./api";
import { CampaignForm } from "./CampaignForm";
import { SyncCampaignCard } from "./SyncCampaignCard";

/** Sync campaigns (a short list: a song's pitching pushes), with the add / update-figures form above. */
export function CampaignsTab() {
  const list = useSyncCampaigns();
  const [form, setForm] = useState<{ editing?: SyncCampaign; key: number } | null>(null);
  const edit = (c: SyncCampaign) => {
    setForm({ editing: c, key: Date.now() });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">Sync Campaigns</h2>
        {!form && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setForm({ key: Date.now() })}>
            <Plus className="size-4" aria-hidden /> New Campaign
          </button>
        )}
      </div>
      {form && <CampaignForm key={form.key} editing={form.editing} onDone={() => setForm(null)} />}
      <List
        items={list.data}
        error={list.error}
        label="Sync campaigns"
        className="grid gap-3 md:grid-cols-2"
        getKey={(c) => c.id}
        render={(c) => <SyncCampaignCard campaign={c} onEdit={() => edit(c)} />}
        empty={
          <EmptyState title="No sync campaigns yet" icon={<Clapperboard className="size-8" aria-hidden />}>
            Group your pitches for a song and follow targeted, responses, placements and revenue.
          </EmptyState>
        }
      />
    </div>
  );
}
