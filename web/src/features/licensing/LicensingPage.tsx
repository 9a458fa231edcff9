import { useState } from "react";
import { PageHeader, Tabs } from "../ui";
import { ActionItemsTab } from "./ActionItemsTab";
import { CampaignsTab } from "./CampaignsTab";
import { OpportunitiesTab } from "./OpportunitiesTab";
import { SongsTab } from "./SongsTab";
import { SupervisorsTab } from "./SupervisorsTab";

// Ids without spaces: the tab panel names itself with aria-labelledby, a space-separated id list.
const TABS = [
  { id: "actions", label: "Action Items" },
  { id: "songs", label: "Music Promotion" },
  { id: "supervisors", label: "Supervisors" },
  { id: "campaigns", label: "Campaigns" },
  { id: "opportunities", label: "Opportunities" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/** Sync licensing: five sections behind keyboard-navigable tabs; only the open one fetches its list. */
export function LicensingPage() {
  const [tab, setTab] = useState<Tab>("actions");
  return (
    <div>
      <PageHeader
        title="Sync Licensing and Music Promotion"
        description="Songs, supervisors, campaigns and opportunities for placing your music in film, TV, ads and games."
      />
      <Tabs label="Licensing sections" tabs={[...TABS]} value={tab} onChange={setTab}>
        {tab === "actions" && <ActionItemsTab />}
        {tab === "songs" && <SongsTab />}
        {tab === "supervisors" && <SupervisorsTab />}
        {tab === "campaigns" && <CampaignsTab />}
        {tab === "opportunities" && <OpportunitiesTab />}
      </Tabs>
    </div>
  );
}
