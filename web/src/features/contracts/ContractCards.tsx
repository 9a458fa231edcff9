import { FilePen, FileSignature } from "lucide-react";
import { formatDate } from "../../lib/format";
import type { Contract } from "./api";

/** A saved draft: its name, when it was made, and Edit Contract. */
export function DraftCard({ draft, onEdit }: { draft: Contract; onEdit: () => void }) {
  return (
    <li className="card card-border bg-base-100 shadow-sm" data-testid="draft-card">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{draft.name}</h3>
          <span className="badge badge-warning badge-sm h-auto shrink-0 px-2 py-0.5">Draft</span>
        </div>
        <p className="text-xs text-base-content/80">
          Created {draft.createdAt ? formatDate(draft.createdAt) : "Unknown"}
        </p>
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-sm" onClick={onEdit}>
            <FilePen className="size-4" aria-hidden /> Edit Contract
          </button>
        </div>
      </div>
    </li>
  );
}

/** A template: what it is for, its tags, and Generate Contract. */
export function TemplateCard({ template: t, onGenerate }: { template: Contract; onGenerate: () => void }) {
  return (
    <li className="card card-border bg-base-100 shadow-sm" data-testid="template-card">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{t.name}</h3>
          <span className="badge badge-primary badge-sm h-auto shrink-0 px-2 py-0.5 text-center">{t.displayName}</span>
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
            onClick={onGenerate}
            aria-label={`Generate Contract: ${t.name}`}
          >
            <FileSignature className="size-4" aria-hidden /> Generate Contract
          </button>
        </div>
      </div>
    </li>
  );
}
