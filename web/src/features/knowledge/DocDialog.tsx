import { useState } from "react";
import { formatDate } from "../../lib/format";
import { toast } from "../toast/toast";
import { Dialog, errorText } from "../ui";
import { useDeleteDoc, useDoc, type KnowledgeDoc } from "./api";
import { BADGE } from "./DocCard";
import { DocForm } from "./DocForm";

/**
 * The full-screen reading view of one document: its whole text (from the document's own route, since list items
 * carry an excerpt), tags, source and citation; Edit turns it into the form, Delete asks first.
 */
export function DocDialog({ doc, onClose }: { doc: KnowledgeDoc; onClose: () => void }) {
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const full = useDoc(doc.id);
  const remove = useDeleteDoc();

  const doDelete = async () => {
    try {
      await remove.mutateAsync(doc.id);
      toast({ title: "Document Deleted", description: `${doc.title} was removed from your knowledge base.` });
      onClose();
    } catch (e) {
      toast({ title: "Delete Failed", description: errorText(e, "Please try again."), variant: "destructive" });
    }
  };

  const actions = editing ? undefined : confirmDelete ? (
    <>
      <span className="mr-auto self-center text-sm">Delete “{doc.title}” for good?</span>
      <button type="button" className="btn" onClick={() => setConfirmDelete(false)}>
        Keep it
      </button>
      <button type="button" className="btn btn-error" onClick={doDelete} disabled={remove.isPending}>
        {remove.isPending ? "Deleting..." : "Yes, delete"}
      </button>
    </>
  ) : (
    <>
      <button type="button" className="btn btn-ghost text-error mr-auto" onClick={() => setConfirmDelete(true)}>
        Delete
      </button>
      <button type="button" className="btn" onClick={() => setEditing(true)}>
        Edit
      </button>
      <button type="button" className="btn btn-primary" onClick={onClose}>
        Close
      </button>
    </>
  );

  return (
    <Dialog full closeLabel="Dismiss" title={editing ? `Edit: ${doc.title}` : doc.title} onClose={onClose} actions={actions}>
      {editing ? (
        full.data ? (
          <DocForm editing={full.data} onDone={() => setEditing(false)} />
        ) : (
          <span className="loading loading-spinner" aria-label="Loading document" />
        )
      ) : (
        <article className="mx-auto max-w-3xl space-y-4" data-testid="doc-full">
          <div className="flex flex-wrap items-center gap-2">
            <span className={`badge h-auto px-2 py-0.5 ${BADGE[doc.category] ?? ""}`}>{doc.category}</span>
            {doc.tags.map((t) => (
              <span key={t} className="badge badge-ghost h-auto px-2 py-0.5">
                {t}
              </span>
            ))}
          </div>
          <div className="whitespace-pre-wrap leading-relaxed">
            {full.data ? full.data.content : <span className="loading loading-dots" aria-label="Loading text" />}
          </div>
          <dl className="space-y-2 border-t border-base-300 pt-3 text-sm">
            {doc.source && (
              <div>
                <dt className="font-semibold">Source</dt>
                <dd className="text-base-content/80">{doc.source}</dd>
              </div>
            )}
            {doc.citation && (
              <div>
                <dt className="font-semibold">Citation</dt>
                <dd className="text-base-content/80">{doc.citation}</dd>
              </div>
            )}
            <div>
              <dt className="font-semibold">Added</dt>
              <dd className="text-base-content/80">{formatDate(doc.createdAt)}</dd>
            </div>
          </dl>
        </article>
      )}
    </Dialog>
  );
}
