import { CalendarClock, ExternalLink } from "lucide-react";
import { formatDate, formatMoney } from "../../lib/format";
import { daysFromToday } from "@shared/dates";
import { toast } from "../toast/toast";
import { DeleteButton, errorText } from "../ui";
import {
  GRANT_STATUSES,
  SOON_DAYS,
  URGENT_DAYS,
  useDeleteGrant,
  useUpdateGrant,
  type Grant,
  type GrantStatus,
  type Urgency,
} from "./api";

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const STATUS_BADGE: Record<GrantStatus, string> = {
  discovered: "badge-ghost",
  applied: "badge-info",
  awarded: "badge-success",
  rejected: "badge-error",
};

/** Past if passed, urgent within 7 days, soon within 30, otherwise future. */
export function urgencyOf(deadline: string | null): { urgency: Urgency; days: number } | null {
  if (!deadline) return null;
  const days = daysFromToday(deadline);
  if (days === undefined) return null;
  return { urgency: days < 0 ? "past" : days <= URGENT_DAYS ? "urgent" : days <= SOON_DAYS ? "soon" : "future", days };
}

const URGENCY_STYLE: Record<Urgency, string> = {
  past: "badge-neutral",
  urgent: "badge-error",
  soon: "badge-warning",
  future: "badge-success",
};

function urgencyText({ urgency, days }: { urgency: Urgency; days: number }) {
  if (urgency === "past") return `Past · closed ${-days === 1 ? "yesterday" : `${-days} days ago`}`;
  const left = days === 0 ? "today" : days === 1 ? "1 day left" : `${days} days left`;
  return `${label(urgency)} · ${left}`;
}

/** One saved grant: amount, deadline with its urgency, status picker, apply link, delete. */
export function GrantCard({ g }: { g: Grant }) {
  const update = useUpdateGrant();
  const remove = useDeleteGrant();
  const u = urgencyOf(g.deadline);
  return (
    <article
      className="card min-w-0 bg-base-100 shadow-sm"
      data-testid="grant-card"
      data-status={g.status}
      data-urgency={u?.urgency ?? "none"}
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="text-base font-semibold">{g.title}</h2>
            <div className="text-sm text-base-content/80">{g.organization}</div>
          </div>
          <span className={`badge ${STATUS_BADGE[g.status]}`}>{label(g.status)}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {g.amount && <span className="font-semibold">{formatMoney(g.amount)}</span>}
          {g.deadline && (
            <span className="inline-flex items-center gap-1">
              <CalendarClock className="size-4" aria-hidden /> {formatDate(g.deadline)}
            </span>
          )}
          {u && (
            <span className={`badge badge-sm ${URGENCY_STYLE[u.urgency]}`} data-testid="urgency">
              {urgencyText(u)}
            </span>
          )}
        </div>
        {g.description && <p className="line-clamp-3 text-sm">{g.description}</p>}
        {g.requirements && <p className="line-clamp-2 text-xs text-base-content/80">Requirements: {g.requirements}</p>}
        {g.notes && <p className="whitespace-pre-line text-xs text-base-content/80">{g.notes}</p>}
        <div className="mt-1 flex items-center gap-2">
          <select
            className="select select-sm flex-1"
            aria-label={`Status for ${g.title}`}
            value={g.status}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { id: g.id, status: e.target.value as GrantStatus },
                {
                  onError: (err) =>
                    toast({ title: "Update failed", description: errorText(err), variant: "destructive" }),
                },
              )
            }
          >
            {GRANT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {label(s)}
              </option>
            ))}
          </select>
          {g.applicationUrl && (
            <a
              className="btn btn-ghost btn-sm"
              href={g.applicationUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={`Apply for ${g.title}`}
            >
              Apply <ExternalLink className="size-3" aria-hidden />
            </a>
          )}
          <DeleteButton
            name={g.title}
            busy={remove.isPending}
            onDelete={(done, failed) => remove.mutate(g.id, { onSuccess: done, onError: failed })}
          >
            The grant is removed from your list.
          </DeleteButton>
        </div>
      </div>
    </article>
  );
}
