import { Check, X } from "lucide-react";
import { humanize } from "@shared/text";
import { formatDate } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, errorText } from "../ui";
import { confidenceClass, useDecide, type Suggestion } from "./api";

const STATUS_BADGE: Record<string, string> = {
  pending: "badge-ghost",
  applied: "badge-success",
  rejected: "badge-error",
};

/** One suggestion: why, the original beside the suggested text, and Apply / Reject while it is pending. */
function SuggestionCard({ s }: { s: Suggestion }) {
  const decide = useDecide();
  // mutateAsync: the card leaves the pending list when the list refreshes, and the toast must still show.
  const act = (action: "apply" | "reject") =>
    decide
      .mutateAsync({ id: s.id, action })
      .then(() =>
        toast({
          title: action === "apply" ? "Suggestion Applied" : "Suggestion Rejected",
          description: action === "apply" ? "Copy the improved text into your content." : "Moved to History.",
        }),
      )
      .catch((e) => toast({ title: "Update Failed", description: errorText(e), variant: "destructive" }));
  return (
    <li className="rounded-box border border-base-300 p-3" data-testid="suggestion" data-source={s.source}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <span className="badge badge-sm badge-outline">{humanize(s.contentType)}</span>
          <span className="badge badge-sm badge-primary badge-outline">{humanize(s.suggestionType)}</span>
          {s.status !== "pending" && <span className={`badge badge-sm ${STATUS_BADGE[s.status]}`}>{s.status}</span>}
          <span className="text-xs text-base-content/80">{formatDate(s.createdAt)}</span>
        </div>
        <span
          className={`font-semibold ${confidenceClass(s.confidence)}`}
          data-testid="confidence"
          data-confidence={s.confidence}
        >
          {s.confidence}% confidence
        </span>
      </div>
      <p className="mt-2 text-sm" data-testid="reasoning">
        {s.reasoning}
      </p>
      <div className="mt-2 grid gap-2 md:grid-cols-2">
        <TextPane id={`original-${s.id}`} label="Original" className="bg-base-200">
          {s.originalContent}
        </TextPane>
        <TextPane id={`suggested-${s.id}`} label="Suggested" className="bg-success/10" testId="suggested">
          {s.suggestedContent}
        </TextPane>
      </div>
      {s.status === "pending" && (
        <div className="mt-2 flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => act("reject")}
            disabled={decide.isPending}
          >
            <X className="size-4" aria-hidden /> Reject
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => act("apply")}
            disabled={decide.isPending}
          >
            <Check className="size-4" aria-hidden /> Apply
          </button>
        </div>
      )}
    </li>
  );
}

/** A labelled text box that scrolls past 10rem; focusable and named, so a keyboard can scroll it. */
function TextPane(props: { id: string; label: string; className: string; testId?: string; children: string }) {
  return (
    <div>
      <div className="text-xs font-medium text-base-content/80" id={props.id}>
        {props.label}
      </div>
      <p
        className={`max-h-40 overflow-auto whitespace-pre-wrap rounded p-2 text-sm ${props.className}`}
        tabIndex={0}
        role="region"
        aria-labelledby={props.id}
        data-testid={props.testId}
      >
        {props.children}
      </p>
    </div>
  );
}

/** Suggestions as a list, or a one-line empty state. */
export function SuggestionList({ items, empty }: { items: Suggestion[]; empty: string }) {
  if (!items.length) return <EmptyState title={empty} />;
  return (
    <ul className="space-y-3">
      {items.map((s) => (
        <SuggestionCard key={s.id} s={s} />
      ))}
    </ul>
  );
}
