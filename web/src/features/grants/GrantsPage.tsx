import { HandCoins, Plus, Search, Sparkles } from "lucide-react";
import { useState } from "react";
import { useDebounced } from "../../lib/paging";
import { useVoiceAction } from "../radio/shared";
import { EmptyState, ErrorAlert, PageHeader } from "../ui";
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
      <div className="mb-4 flex flex-wrap gap-2">
        <label className="input input-sm min-w-48 flex-1">
          <Search className="size-4" aria-hidden />
          <input
            type="search"
            placeholder="Search grants..."
            aria-label="Search grants"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <select
          className="select select-sm w-40"
          aria-label="Filter by status"
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
        >
          <option value="all">All</option>
          {GRANT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      </div>
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
