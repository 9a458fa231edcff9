import { Plus, Radio } from "lucide-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { useSearchBox } from "../../lib/url-state";
import { EmptyState, ErrorAlert, PageHeader, StatCard } from "../ui";
import { ListFilters } from "../ui/ListFilters";
import { ListSkeleton, VirtualList } from "../ui/VirtualList";
import { STATION_STATUSES, useRadioSummary, useStationList, type StationStatus } from "./api";
import { useVoiceAction } from "../voice/useVoiceAction";
import { StationCard } from "./StationCard";
import { StationForm } from "./StationForm";
import { ContactsImport, ContactsImportButtons } from "../income/ContactsImport";
import type { RadioSearch } from "./search";

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The four figures, counted by the server over every station (not just the loaded page). */
function Summary() {
  const { data } = useRadioSummary();
  const dash = "–";
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="radio-summary">
      <StatCard testId="stat-stations" title="Stations" value={data ? data.total : dash} caption="on your list" />
      <StatCard
        testId="stat-contacted"
        title="Contacted"
        value={data ? data.contactedOrLater : dash}
        caption="contacted, responded or rejected"
      />
      <StatCard
        testId="stat-responded"
        title="Responded"
        value={data ? data.byStatus.responded : dash}
        caption="replied to a pitch"
      />
      <StatCard
        testId="stat-response-rate"
        title="Response Rate"
        value={data ? (data.responseRate === null ? "—" : `${data.responseRate}%`) : dash}
        caption="responded ÷ contacted"
      />
    </div>
  );
}

export function RadioPage() {
  // Filters, search and the open form live in the address (search.ts), so the view can be linked and reloaded.
  const search = useSearch({ from: "/radio" });
  const navigate = useNavigate({ from: "/radio" });
  const set = (next: Partial<RadioSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const status: StationStatus | "all" = search.status ?? "all";
  const box = useSearchBox(search.q, (text) => set({ q: text }));
  const q = box.settled;
  const adding = search.add === true;
  const setAdding = (open: boolean) => set({ add: open || undefined });
  const [importing, setImporting] = useState(false);
  const list = useStationList(status === "all" ? undefined : status, q);
  useVoiceAction("add-contact", () => setAdding(true));
  const filtered = q !== "" || status !== "all";
  return (
    <div>
      <PageHeader
        title="Radio Stations"
        description="Track the stations you pitch and how they respond."
        actions={
          <>
            <ContactsImportButtons target="radio" open={importing} onToggle={() => setImporting((i) => !i)} />
            <button type="button" className="btn btn-primary" onClick={() => setAdding(!adding)}>
              <Plus className="size-4" aria-hidden /> Add Station
            </button>
          </>
        }
      />
      {importing && <ContactsImport target="radio" />}
      <Summary />
      {adding && <StationForm onDone={() => setAdding(false)} />}
      <ListFilters
        noun="stations"
        query={box.text}
        onQuery={box.setText}
        status={status}
        onStatus={(s) => set({ status: s === "all" ? undefined : s })}
        statuses={STATION_STATUSES}
        statusLabel={label}
      />
      {list.error ? (
        <ErrorAlert error={list.error} />
      ) : (
        <VirtualList
          list={list}
          label="Radio stations"
          testId="station-list"
          getKey={(s) => s.id}
          estimateSize={260}
          renderRow={(s) => (
            <div className="pb-4">
              <StationCard s={s} />
            </div>
          )}
          skeleton={<ListSkeleton rows={3} />}
          empty={
            filtered ? (
              <EmptyState title="No stations match your search">Try another word or status.</EmptyState>
            ) : (
              <EmptyState title="No radio stations yet" icon={<Radio className="size-8" aria-hidden />}>
                Add the stations you want to pitch; their contact e-mails become recipients for your outreach campaigns.
              </EmptyState>
            )
          }
        />
      )}
    </div>
  );
}
