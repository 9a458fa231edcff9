import { useState } from "react";
import { CalendarDays, Mail, Pencil, Send } from "lucide-react";
import { formatDate } from "../../lib/format";
import { toast } from "../toast/toast";
import { errorText } from "../ui";
import { saveOpportunity, submitSong, useSave, useSongs, useSubmissions, type Opportunity } from "./api";
import { human, OPPORTUNITY_STATUSES, opportunityLook, TYPE_LABEL } from "./labels";

/** One opportunity: details, songs already sent to it, its status, and "Submit a song…". */
export function OpportunityCard({ o, onEdit }: { o: Opportunity; onEdit: () => void }) {
  const change = useSave(saveOpportunity);
  const songs = useSongs();
  const submissions = useSubmissions(o.id);
  const submit = useSave(submitSong);
  const [song, setSong] = useState("");
  const here = submissions.data ?? [];
  const candidates = (songs.data ?? []).filter((s) => !here.some((h) => h.songId === s.id));
  const send = () =>
    submit.mutate(
      { songId: Number(song), opportunityId: o.id },
      {
        onSuccess: (r) => {
          toast({ title: "Song Submitted", description: `"${r.songTitle}" → ${r.opportunityTitle}` });
          setSong("");
        },
        onError: (e) => toast({ title: "Submission Failed", description: errorText(e), variant: "destructive" }),
      },
    );
  return (
    <article className="card bg-base-100 shadow-sm" aria-label={o.title} data-testid="opportunity-card">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{o.title}</h3>
            <p className="text-sm text-base-content/80">{o.company}</p>
          </div>
          <div className="flex shrink-0 gap-1">
            <span className="badge badge-outline badge-sm px-2 whitespace-nowrap">{TYPE_LABEL[o.type] ?? o.type}</span>
            <span className={`badge badge-sm px-2 whitespace-nowrap ${opportunityLook[o.status] ?? "badge-ghost"}`}>
              {human(o.status)}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
          {o.genre && <span>{o.genre}</span>}
          {o.budget && <span>{o.budget}</span>}
          {o.deadline && (
            <span>
              <CalendarDays className="mr-1 inline size-3.5" aria-hidden />
              {formatDate(o.deadline)}
            </span>
          )}
          {o.contactEmail && (
            <a className="link link-hover" href={`mailto:${o.contactEmail}`}>
              <Mail className="mr-1 inline size-3.5" aria-hidden />
              {o.contactEmail}
            </a>
          )}
        </div>
        {o.description && <p className="text-sm">{o.description}</p>}
        {o.notes && <p className="text-xs text-base-content/80">Notes: {o.notes}</p>}
        <button type="button" className="btn btn-ghost btn-xs self-end" onClick={onEdit} aria-label={`Edit ${o.title}`}>
          <Pencil className="size-3.5" aria-hidden /> Edit
        </button>
        {here.length > 0 && (
          <ul className="text-xs text-base-content/80" aria-label={`Songs submitted to ${o.title}`}>
            {here.map((h) => (
              <li key={h.id}>
                <Send className="mr-1 inline size-3" aria-hidden />
                {h.songTitle} by {h.songArtist} · {h.status}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <select
            className="select select-sm w-36"
            aria-label={`Status of ${o.title}`}
            value={o.status}
            disabled={change.isPending}
            onChange={(e) => change.mutate({ id: o.id, body: { status: e.target.value } })}
          >
            {OPPORTUNITY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {human(s)}
              </option>
            ))}
          </select>
          {candidates.length > 0 && (
            <>
              <select
                className="select select-sm min-w-0 flex-1"
                aria-label={`Song for ${o.title}`}
                value={song}
                onChange={(e) => setSong(e.target.value)}
              >
                <option value="">Submit a song…</option>
                {candidates.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
              <button type="button" className="btn btn-sm btn-outline" disabled={!song || submit.isPending} onClick={send}>
                Submit
              </button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
