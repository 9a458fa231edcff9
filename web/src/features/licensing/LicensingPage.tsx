import { PageHeader, Tabs } from "../ui";
import { ActionItemsTab } from "./ActionItemsTab";
import { CampaignsTab } from "./CampaignsTab";
import { OpportunitiesTab } from "./OpportunitiesTab";
import { SongsTab } from "./SongsTab";
import { TABS, useLicensingSearch, type Tab } from "./search";
import { SupervisorsTab } from "./SupervisorsTab";

/** Sync licensing: five sections behind keyboard-navigable tabs; only the open one fetches its list. */
export function LicensingPage() {
  // The open section is in the address (search.ts); another section starts with its own list unfiltered.
  const { search, set } = useLicensingSearch();
  const tab: Tab = search.tab ?? "actions";
  const setTab = (next: Tab) => set({ tab: next === "actions" ? undefined : next, q: undefined, type: undefined });
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
