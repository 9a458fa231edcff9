import { Copy, Download, FilePen, FileSignature, FileText, Trash2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { ApiError } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { Modal } from "../ui/Modal";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import {
  downloadText,
  fileName,
  isMultiline,
  useContract,
  useContracts,
  useDeleteDraft,
  useGenerate,
  useSaveDraft,
  variableLabel,
  type Contract,
} from "./api";

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: "Copied to Clipboard", description: "Paste the contract into your editor or e-mail." });
  } catch {
    toast({
      title: "Copy Failed",
      description: "Your browser blocked the clipboard; use Download .txt instead.",
      variant: "destructive",
    });
  }
}

function GenerateDialog({
  template,
  onClose,
  onGenerated,
}: {
  template: Contract;
  onClose: () => void;
  onGenerated: (r: { name: string; text: string }) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...template.variables }));
  const [error, setError] = useState<string | null>(null);
  const generate = useGenerate();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const res = await generate.mutateAsync({ id: template.id, variables: values });
      onGenerated({ name: res.draft.name, text: res.generatedContract ?? res.contract });
    } catch (err) {
      setError(err instanceof ApiError ? err.userMessage : "Could not generate the contract. Please try again.");
    }
  };
  return (
    <Modal title={`Generate ${template.name}`} onClose={onClose} wide>
      <form id="generate-form" onSubmit={submit} className="space-y-3" aria-label="Contract variables">
        <p className="text-sm text-base-content/70">
          Fill in the details; anything left as it is keeps the default shown.
        </p>
        {error && (
          <div role="alert" className="alert alert-error py-2 text-sm">
            {error}
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {Object.entries(template.variables).map(([name, def]) => (
            <label key={name} className={isMultiline(name) ? "sm:col-span-2" : ""}>
              <span className="mb-1 block text-sm font-medium">{variableLabel(name)}</span>
              {isMultiline(name) ? (
                <textarea
                  className="textarea textarea-bordered w-full"
                  rows={3}
                  name={name}
                  placeholder={def}
                  value={values[name] ?? ""}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                />
              ) : (
                <input
                  className="input input-bordered w-full"
                  name={name}
                  placeholder={def}
                  value={values[name] ?? ""}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                />
              )}
            </label>
          ))}
        </div>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={generate.isPending}>
            {generate.isPending ? "Generating..." : "Generate"}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function ResultDialog({ name, text, onClose }: { name: string; text: string; onClose: () => void }) {
  return (
    <Modal
      title="Generated Contract"
      onClose={onClose}
      wide
      actions={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
          <button type="button" className="btn" onClick={() => downloadText(text, fileName(name))}>
            <Download className="size-4" aria-hidden /> Download .txt
          </button>
          <button type="button" className="btn btn-primary" onClick={() => copy(text)}>
            <Copy className="size-4" aria-hidden /> Copy to Clipboard
          </button>
        </>
      }
    >
      <p className="mb-2 text-sm text-base-content/70">Saved as a draft: {name}</p>
      <pre
        className="max-h-[60vh] overflow-auto whitespace-pre-wrap rounded-box bg-base-200 p-4 font-sans text-sm leading-relaxed"
        data-testid="contract-text"
      >
        {text}
      </pre>
    </Modal>
  );
}

function DraftEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const save = useSaveDraft();
  const remove = useDeleteDraft();
  // Stop watching the draft once it is being deleted, so nothing asks the server for it again.
  const contract = useContract(remove.isPending || remove.isSuccess ? null : id);
  const [name, setName] = useState("");
  const [content, setContent] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState(false);
  useEffect(() => {
    if (contract.data) {
      setName(contract.data.name);
      setContent(contract.data.content);
    }
  }, [contract.data]);
  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id, name, content });
      toast({ title: "Draft Saved", description: `${name} was saved.` });
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.userMessage : "Could not save the draft.");
    }
  };
  const doDelete = async () => {
    try {
      await remove.mutateAsync(id);
      toast({ title: "Draft Deleted", description: `${name} was deleted.` });
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.userMessage : "Could not delete the draft.");
    }
  };
  return (
    <Modal
      title="Edit Draft Contract"
      onClose={onClose}
      full
      actions={
        contract.data &&
        (confirm ? (
          <>
            <span className="mr-auto self-center text-sm">Delete this draft for good?</span>
            <button type="button" className="btn" onClick={() => setConfirm(false)}>
              Keep it
            </button>
            <button type="button" className="btn btn-error" onClick={doDelete} disabled={remove.isPending}>
              Yes, delete
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn btn-ghost mr-auto text-error" onClick={() => setConfirm(true)}>
              <Trash2 className="size-4" aria-hidden /> Delete
            </button>
            <button type="button" className="btn" onClick={() => copy(content)}>
              <Copy className="size-4" aria-hidden /> Copy
            </button>
            <button type="button" className="btn" onClick={() => downloadText(content, fileName(name))}>
              <Download className="size-4" aria-hidden /> Download .txt
            </button>
            <button type="button" className="btn btn-primary" onClick={submit} disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save Draft"}
            </button>
          </>
        ))
      }
    >
      {contract.isLoading ? (
        <div className="skeleton h-64 w-full" />
      ) : contract.isError ? (
        <ErrorAlert error={contract.error} />
      ) : (
        <div className="flex h-full flex-col gap-3">
          {error && (
            <div role="alert" className="alert alert-error py-2 text-sm">
              {error}
            </div>
          )}
          <label>
            <span className="mb-1 block text-sm font-medium">Name</span>
            <input className="input input-bordered w-full" value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="flex min-h-0 flex-1 flex-col">
            <span className="mb-1 block text-sm font-medium">Contract text</span>
            <textarea
              className="textarea textarea-bordered min-h-[50vh] w-full flex-1 font-mono text-sm leading-relaxed"
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
          </label>
        </div>
      )}
    </Modal>
  );
}

export function ContractsPage() {
  const contracts = useContracts();
  const [selected, setSelected] = useState<Contract | null>(null);
  const [result, setResult] = useState<{ name: string; text: string } | null>(null);
  const [editId, setEditId] = useState<number | null>(null);
  const templates = contracts.data?.filter((c) => c.status === "template") ?? [];
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
              <li key={d.id} className="card card-border bg-base-100 shadow-sm" data-testid="draft-card">
                <div className="card-body gap-2 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-semibold">{d.name}</h3>
                    <span className="badge badge-warning badge-sm h-auto shrink-0 px-2 py-0.5">Draft</span>
                  </div>
                  <p className="text-xs text-base-content/60">
                    Created {d.createdAt ? formatDate(d.createdAt) : "Unknown"}
                  </p>
                  <div className="card-actions justify-end">
                    <button type="button" className="btn btn-sm" onClick={() => setEditId(d.id)}>
                      <FilePen className="size-4" aria-hidden /> Edit Contract
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="templates-heading" className="space-y-3">
        <h2 id="templates-heading" className="text-xl font-semibold">
          Contract Templates
        </h2>
        {contracts.isLoading ? (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="contracts-loading">
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
              <li key={t.id} className="card card-border bg-base-100 shadow-sm" data-testid="template-card">
                <div className="card-body gap-2 p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-semibold">{t.name}</h3>
                    <span className="badge badge-primary badge-sm h-auto shrink-0 px-2 py-0.5 text-center">
                      {t.displayName}
                    </span>
                  </div>
                  <p className="text-sm text-base-content/80">{t.description}</p>
                  <div className="flex flex-wrap gap-1">
                    {t.tags.map((tag) => (
                      <span key={tag} className="badge badge-ghost badge-sm h-auto px-2 py-0.5">
                        {tag}
                      </span>
                    ))}
                  </div>
                  <div className="card-actions mt-auto justify-end pt-2">
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      onClick={() => setSelected(t)}
                      aria-label={`Generate Contract: ${t.name}`}
                    >
                      <FileSignature className="size-4" aria-hidden /> Generate Contract
                    </button>
                  </div>
                </div>
              </li>
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
