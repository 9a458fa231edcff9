import { Mail, Pencil } from "lucide-react";
import { toast } from "../toast/toast";
import { saveSupervisor, useSave, type Supervisor } from "./api";
import { CONTACT_STATUSES, contactLook, human } from "./labels";

/** One supervisor: who, where, genres, response rate, and a quick contact-status change. */
export function SupervisorCard({ supervisor: s, onEdit }: { supervisor: Supervisor; onEdit: () => void }) {
  const change = useSave(saveSupervisor);
  return (
    <article
      className="card bg-base-100 shadow-sm"
      aria-label={s.name}
      data-testid="supervisor-card"
    >
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{s.name}</h3>
            <p className="text-sm text-base-content/80">
              {[s.position, s.company].filter(Boolean).join(" · ")}
            </p>
          </div>
          <span
            className={`badge badge-sm px-2 whitespace-nowrap shrink-0 ${contactLook[s.contactStatus] ?? "badge-ghost"}`}
          >
            {human(s.contactStatus)}
          </span>
        </div>
        {s.email && (
          <a className="link link-hover text-sm" href={`mailto:${s.email}`}>
            <Mail className="mr-1 inline size-3.5" aria-hidden />
            {s.email}
          </a>
        )}
        {s.genres.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {s.genres.map((g) => (
              <span key={g} className="badge badge-outline badge-sm px-2 whitespace-nowrap">
                {g}
              </span>
            ))}
          </div>
        )}
        <div>
          <div className="flex justify-between text-xs text-base-content/80">
            <span>Response rate</span>
            <span data-testid="response-rate">{s.responseRate}%</span>
          </div>
          <progress
            className="progress progress-primary w-full"
            value={s.responseRate}
            max={100}
            aria-label={`Response rate ${s.responseRate}%`}
          />
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-xs self-end"
          onClick={onEdit}
          aria-label={`Edit ${s.name}`}
        >
          <Pencil className="size-3.5" aria-hidden /> Edit
        </button>
        <select
          className="select select-sm w-full"
          aria-label={`Contact status of ${s.name}`}
          value={s.contactStatus}
          disabled={change.isPending}
          onChange={(e) =>
            change.mutate(
              { id: s.id, body: { contactStatus: e.target.value } },
              {
                onSuccess: (r) =>
                  toast({ title: "Supervisor Updated", description: `${r.name}: ${human(r.contactStatus)}` }),
              },
            )
          }
        >
          {CONTACT_STATUSES.map((c) => (
            <option key={c} value={c}>
              {human(c)}
            </option>
          ))}
        </select>
      </div>
    </article>
  );
}
