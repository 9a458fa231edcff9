import { useState } from "react";
import { PageHeader } from "../ui/Page";
import { ActionItemsTab } from "./ActionItemsTab";
import { CampaignsTab } from "./CampaignsTab";
import { OpportunitiesTab } from "./OpportunitiesTab";
import { SongsTab } from "./SongsTab";
import { SupervisorsTab } from "./SupervisorsTab";

const TABS = ["Action Items", "Music Promotion", "Supervisors", "Campaigns", "Opportunities"] as const;
type Tab = (typeof TABS)[number];

export function LicensingPage() {
  const [tab, setTab] = useState<Tab>("Action Items");
  return (
    <div>
      <PageHeader
        title="Sync Licensing and Music Promotion"
        description="Songs, supervisors, campaigns and opportunities for placing your music in film, TV, ads and games."
      />
      <div role="tablist" className="tabs tabs-box mb-4 w-full flex-nowrap overflow-x-auto">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={`tab whitespace-nowrap ${tab === t ? "tab-active" : ""}`}
            onClick={() => setTab(t)}
          >
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab}>
        {tab === "Action Items" && <ActionItemsTab />}
        {tab === "Music Promotion" && <SongsTab />}
        {tab === "Supervisors" && <SupervisorsTab />}
        {tab === "Campaigns" && <CampaignsTab />}
        {tab === "Opportunities" && <OpportunitiesTab />}
      </div>
    </div>
  );
}
