import { HandCoins, Plus, Sparkles } from "lucide-react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { useSearchBox } from "../../lib/url-state";
import { useVoiceAction } from "../voice/useVoiceAction";
import { EmptyState, ErrorAlert, PageHeader } from "../ui";
import { ListFilters } from "../ui/ListFilters";
import { ListSkeleton, VirtualList } from "../ui/VirtualList";
import { GRANT_STATUSES, useGrantList, type GrantStatus } from "./api";
import { FindGrants } from "./FindGrants";
import { GrantCard } from "./GrantCard";
import { GrantForm } from "./GrantForm";
import type { GrantsSearch } from "./search";

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function GrantsPage() {
  // Filters, search and the open form live in the address (search.ts), so the view can be linked and reloaded.
  const search = useSearch({ from: "/grants" });
  const navigate = useNavigate({ from: "/grants" });
  const set = (next: Partial<GrantsSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const status: GrantStatus | "all" = search.status ?? "all";
  const box = useSearchBox(search.q, (text) => set({ q: text }));
  const q = box.settled;
  const adding = search.add === true;
  const setAdding = (open: boolean) => set({ add: open || undefined });
  const [finding, setFinding] = useState(false);
  const [runToken, setRunToken] = useState(0);
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
            <button type="button" className="btn btn-outline" onClick={() => setAdding(!adding)}>
              <Plus className="size-4" aria-hidden /> Add Grant Manually
            </button>
          </>
        }
      />
      <FindGrants open={finding} onClose={() => setFinding(false)} runToken={runToken} />
      {adding && <GrantForm onDone={() => setAdding(false)} />}
      <ListFilters
        noun="grants"
        query={box.text}
        onQuery={box.setText}
        status={status}
        onStatus={(s) => set({ status: s === "all" ? undefined : s })}
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
