import { useNavigate, useSearch } from "@tanstack/react-router";
import { FileText } from "lucide-react";
import { useState } from "react";
import { EmptyState, ErrorAlert, PageHeader } from "../ui";
import { useContracts } from "./api";
import { DraftCard, TemplateCard } from "./ContractCards";
import { DraftEditor } from "./DraftEditor";
import { GenerateDialog, ResultDialog } from "./GenerateDialog";
import type { ContractsSearch } from "./search";

/** Music contracts: the drafts made so far, then the templates; generating one saves a draft. */
export function ContractsPage() {
  const contracts = useContracts();
  // The template being filled in and the draft being edited are in the address (search.ts): linkable, reloadable.
  const address = useSearch({ from: "/contracts" });
  const navigate = useNavigate({ from: "/contracts" });
  const set = (next: ContractsSearch) => void navigate({ search: next, replace: true });
  const [result, setResult] = useState<{ name: string; text: string } | null>(null);
  const editId = address.draft ?? null;
  const setEditId = (id: number | null) => set({ draft: id ?? undefined });
  const templates = contracts.data?.filter((c) => c.status === "template") ?? [];
  const selected = templates.find((t) => t.id === address.template) ?? null;
  const setSelected = (t: { id: number } | null) => set({ template: t?.id });
  const drafts = contracts.data?.filter((c) => c.status === "draft") ?? [];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Music Contracts"
        description="Plain-language templates for the deals musicians sign most. Not legal advice: have a lawyer review before signing."
      />

      {drafts.length > 0 && (
        <section aria-labelledby="drafts-heading" className="space-y-3">
          <h2 id="drafts-heading" className="text-xl font-semibold">
            Draft Contracts
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3" data-testid="drafts">
            {drafts.map((d) => (
              <DraftCard key={d.id} draft={d} onEdit={() => setEditId(d.id)} />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="templates-heading" className="space-y-3">
        <h2 id="templates-heading" className="text-xl font-semibold">
          Contract Templates
        </h2>
        {contracts.isLoading ? (
          <div
            role="status"
            aria-label="Loading contracts"
            className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
            data-testid="contracts-loading"
          >
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <div key={i} className="skeleton h-48 w-full" />
            ))}
          </div>
        ) : contracts.isError ? (
          <ErrorAlert error={contracts.error} />
        ) : templates.length === 0 ? (
          <EmptyState title="No contract templates" icon={<FileText className="size-8 opacity-50" aria-hidden />} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="templates">
            {templates.map((t) => (
              <TemplateCard key={t.id} template={t} onGenerate={() => setSelected(t)} />
            ))}
          </ul>
        )}
      </section>

      {selected && (
        <GenerateDialog
          template={selected}
          onClose={() => setSelected(null)}
          onGenerated={(r) => {
            setSelected(null);
            setResult(r);
          }}
        />
      )}
      {result && <ResultDialog name={result.name} text={result.text} onClose={() => setResult(null)} />}
      {editId != null && <DraftEditor id={editId} onClose={() => setEditId(null)} />}
    </div>
  );
}
