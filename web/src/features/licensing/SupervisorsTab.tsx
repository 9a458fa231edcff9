import { useState } from "react";
import { Plus, Search, UserRound } from "lucide-react";
import { useSearchBox } from "../../lib/url-state";
import { EmptyState, ErrorAlert, Skeleton } from "../ui";
import { VirtualList } from "../ui/VirtualList";
import { useSupervisorList, type Supervisor } from "./api";
import { SupervisorCard } from "./SupervisorCard";
import { useLicensingSearch } from "./search";
import { SupervisorForm } from "./SupervisorForm";
import { ContactsImport, ContactsImportButtons } from "../income/ContactsImport";

/** Music supervisors: searched on the server, a page at a time. */
export function SupervisorsTab() {
  // The search lives in the address (search.ts), so a filtered list can be linked and reloaded.
  const { search, set } = useLicensingSearch();
  const { text, setText, settled: q } = useSearchBox(search.q, (q) => set({ q }));
  const list = useSupervisorList(q);
  const [form, setForm] = useState<{ editing?: Supervisor; key: number } | null>(null);
  const [importing, setImporting] = useState(false);
  const edit = (s: Supervisor) => {
    setForm({ editing: s, key: Date.now() });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">Music Supervisors</h2>
        <div className="flex flex-wrap items-center gap-2">
          <label className="input input-sm w-full sm:w-64">
            <Search className="size-4 opacity-80" aria-hidden />
            <input
              type="search"
              placeholder="Search name, company, position"
              aria-label="Search supervisors"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </label>
          <ContactsImportButtons small target="licensing" open={importing} onToggle={() => setImporting((i) => !i)} />
          {!form && (
            <button type="button" className="btn btn-sm btn-primary" onClick={() => setForm({ key: Date.now() })}>
              <Plus className="size-4" aria-hidden /> Add Supervisor
            </button>
          )}
        </div>
      </div>
      {importing && <ContactsImport target="licensing" headingLevel={3} />}
      {form && <SupervisorForm key={form.key} editing={form.editing} onDone={() => setForm(null)} />}
      {list.error ? (
        <ErrorAlert error={list.error} />
      ) : (
        <VirtualList
          list={list}
          label="Music supervisors"
          testId="supervisor-list"
          estimateSize={230}
          getKey={(s) => s.id}
          renderRow={(s) => (
            <div className="pb-3">
              <SupervisorCard supervisor={s} onEdit={() => edit(s)} />
            </div>
          )}
          skeleton={<Skeleton rows={2} label="Loading supervisors" className="h-36" />}
          empty={
            q ? (
              <EmptyState title="No supervisors match your search" />
            ) : (
              <EmptyState title="No music supervisors yet" icon={<UserRound className="size-8" aria-hidden />}>
                Keep the people who place music in film, TV and ads, and how they respond.
              </EmptyState>
            )
          }
        />
      )}
    </div>
  );
}
