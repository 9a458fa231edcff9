import { useState } from "react";
import { PageHeader, Tabs } from "../ui";
import { ActionItemsTab } from "./ActionItemsTab";
import { CampaignsTab } from "./CampaignsTab";
import { OpportunitiesTab } from "./OpportunitiesTab";
import { SongsTab } from "./SongsTab";
import { SupervisorsTab } from "./SupervisorsTab";

const TABS = ["Action Items", "Music Promotion", "Supervisors", "Campaigns", "Opportunities"] as const;
type Tab = (typeof TABS)[number];

/** Sync licensing: five sections behind keyboard-navigable tabs; only the open one fetches its list. */
export function LicensingPage() {
  const [tab, setTab] = useState<Tab>("Action Items");
  return (
    <div>
      <PageHeader
        title="Sync Licensing and Music Promotion"
        description="Songs, supervisors, campaigns and opportunities for placing your music in film, TV, ads and games."
      />
      <Tabs label="Licensing sections" tabs={TABS.map((t) => ({ id: t, label: t }))} value={tab} onChange={setTab}>
        {tab === "Action Items" && <ActionItemsTab />}
        {tab === "Music Promotion" && <SongsTab />}
        {tab === "Supervisors" && <SupervisorsTab />}
        {tab === "Campaigns" && <CampaignsTab />}
        {tab === "Opportunities" && <OpportunitiesTab />}
      </Tabs>
    </div>
  );
}
