import { HandCoins, Plus, Sparkles } from "lucide-react";
import { useState } from "react";
import { useDebounced } from "../../lib/paging";
import { useVoiceAction } from "../voice/useVoiceAction";
import { EmptyState, ErrorAlert, PageHeader } from "../ui";
import { ListFilters } from "../ui/ListFilters";
import { ListSkeleton, VirtualList } from "../ui/VirtualList";
import { GRANT_STATUSES, useGrantList, type GrantStatus } from "./api";
import { FindGrants } from "./FindGrants";
import { GrantCard } from "./GrantCard";
import { GrantForm } from "./GrantForm";

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function GrantsPage() {
  const [adding, setAdding] = useState(false);
  const [finding, setFinding] = useState(false);
  const [runToken, setRunToken] = useState(0);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<"all" | GrantStatus>("all");
  const q = useDebounced(query.trim());
  const list = useGrantList(status, q);
  useVoiceAction("find-grants", () => {
    setFinding(true);
    setRunToken((t) => t + 1);
  });
  const filtered = q !== "" || status !== "all";
  return (
    <div>
      <PageHeader
        title="Grants"
        description="Find and track funding for your projects."
        actions={
          <>
            <button type="button" className="btn btn-primary" onClick={() => setFinding(true)}>
              <Sparkles className="size-4" aria-hidden /> Find Grants with Sunshine
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setAdding((a) => !a)}>
              <Plus className="size-4" aria-hidden /> Add Grant Manually
            </button>
          </>
        }
      />
      <FindGrants open={finding} onClose={() => setFinding(false)} runToken={runToken} />
      {adding && <GrantForm onDone={() => setAdding(false)} />}
      <ListFilters
        noun="grants"
        query={query}
        onQuery={setQuery}
        status={status}
        onStatus={setStatus}
        statuses={GRANT_STATUSES}
        statusLabel={label}
      />
      {list.error ? (
        <ErrorAlert error={list.error} />
      ) : (
        <VirtualList
          list={list}
          label="Grants"
          testId="grant-list"
          getKey={(g) => g.id}
          estimateSize={240}
          renderRow={(g) => (
            <div className="pb-4">
              <GrantCard g={g} />
            </div>
          )}
          skeleton={<ListSkeleton rows={3} />}
          empty={
            <EmptyState
              title={filtered ? "No grants match your search" : "No grants yet"}
              icon={<HandCoins className="size-8" aria-hidden />}
            >
              {filtered
                ? "Try another word or status."
                : "Let Sunshine find programmes for your project, or add one you already know."}
            </EmptyState>
          }
        />
      )}
    </div>
  );
}
