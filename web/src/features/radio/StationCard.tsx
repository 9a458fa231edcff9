import { Globe, Mail, MapPin, User } from "lucide-react";
import { formatDate } from "../../lib/format";
import { toast } from "../toast/toast";
import { DeleteButton, errorText } from "../ui";
import { STATION_STATUSES, useDeleteStation, useUpdateStation, type Station, type StationStatus } from "./api";
import { daysFromToday } from "@shared/dates";

const STATUS_BADGE: Record<StationStatus, string> = {
  pending: "badge-ghost",
  contacted: "badge-info",
  responded: "badge-success",
  rejected: "badge-error",
};

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function lastContactText(s: Station): string {
  if (!s.lastContacted) return "Never contacted";
  const days = daysFromToday(s.lastContacted);
  const ago = days === undefined ? "" : -days <= 0 ? " (today)" : -days === 1 ? " (1 day ago)" : ` (${-days} days ago)`;
  return `Last contacted ${formatDate(s.lastContacted)}${ago}`;
}

/** One station: contact details, how long since the last pitch, status picker and delete. */
export function StationCard({ s }: { s: Station }) {
  const update = useUpdateStation();
  const remove = useDeleteStation();
  const change = (status: StationStatus) =>
    update.mutate(
      { id: s.id, status, ...(status === "contacted" ? { lastContacted: new Date().toISOString() } : {}) },
      { onError: (e) => toast({ title: "Update failed", description: errorText(e), variant: "destructive" }) },
    );
  return (
    <article className="card min-w-0 bg-base-100 shadow-sm" data-testid="station-card" data-status={s.status}>
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate text-base font-semibold">{s.name}</h2>
            <div className="flex flex-wrap gap-1 text-sm">
              {s.frequency && <span className="badge badge-outline badge-sm">{s.frequency}</span>}
              {s.genre && <span className="badge badge-ghost badge-sm">{s.genre}</span>}
            </div>
          </div>
          <span className={`badge ${STATUS_BADGE[s.status]}`}>{label(s.status)}</span>
        </div>
        <ul className="space-y-1 text-sm">
          {s.location && (
            <li className="flex items-center gap-2">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {s.location}
            </li>
          )}
          {s.contactName && (
            <li className="flex items-center gap-2">
              <User className="size-4 shrink-0" aria-hidden />
              {s.contactName}
            </li>
          )}
          {s.contactEmail && (
            <li className="flex min-w-0 items-center gap-2">
              <Mail className="size-4 shrink-0" aria-hidden />
              <a className="link truncate" href={`mailto:${s.contactEmail}`}>
                {s.contactEmail}
              </a>
            </li>
          )}
          {s.website && (
            <li className="flex min-w-0 items-center gap-2">
              <Globe className="size-4 shrink-0" aria-hidden />
              <a className="link truncate" href={s.website} target="_blank" rel="noreferrer">
                {s.website.replace(/^https?:\/\//, "")}
              </a>
            </li>
          )}
        </ul>
        {s.notes && <p className="line-clamp-3 text-sm text-base-content/80">{s.notes}</p>}
        <p className="text-xs text-base-content/80" data-testid="last-contacted">
          {lastContactText(s)}
        </p>
        <div className="mt-1 flex items-center gap-2">
          <select
            className="select select-sm flex-1"
            aria-label={`Status for ${s.name}`}
            value={s.status}
            disabled={update.isPending}
            onChange={(e) => change(e.target.value as StationStatus)}
          >
            {STATION_STATUSES.map((st) => (
              <option key={st} value={st}>
                {label(st)}
              </option>
            ))}
          </select>
          <DeleteButton
            name={s.name}
            busy={remove.isPending}
            onDelete={(done, failed) => remove.mutate(s.id, { onSuccess: done, onError: failed })}
          >
            The station and its notes are removed from your list.
          </DeleteButton>
        </div>
      </div>
    </article>
  );
}
