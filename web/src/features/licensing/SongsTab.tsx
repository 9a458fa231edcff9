import { useState } from "react";
import { Music, Pencil, Plus, Send, Sparkles } from "lucide-react";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, errorText } from "../ui";
import {
  searchLicensing,
  submitSong,
  useOpenOpportunities,
  useSave,
  useSongs,
  useSongSubmissions,
  type Song,
} from "./api";
import { human, songLook, TYPE_LABEL } from "./labels";
import { SongDialog } from "./SongDialog";

export function SongsTab() {
  const songs = useSongs();
  const [editing, setEditing] = useState<Song | "new" | null>(null);
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">Music Promotion</h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing("new")}>
          <Plus className="size-4" aria-hidden /> Add Song
        </button>
      </div>
      {songs.error ? (
        <ErrorAlert error={songs.error} />
      ) : songs.isLoading ? (
        <div className="grid gap-3 md:grid-cols-2">
          {[0, 1].map((i) => (
            <div key={i} className="skeleton h-44 w-full" />
          ))}
        </div>
      ) : !songs.data?.length ? (
        <EmptyState title="No songs yet" icon={<Music className="size-8 text-base-content/80" aria-hidden />}>
          Add a song to track its promotion and ask Sunshine where it could be licensed.
        </EmptyState>
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {songs.data.map((s) => (
            <SongCard key={s.id} song={s} onEdit={() => setEditing(s)} />
          ))}
        </div>
      )}
      {editing && <SongDialog song={editing === "new" ? undefined : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function SongCard({ song: s, onEdit }: { song: Song; onEdit: () => void }) {
  const [answer, setAnswer] = useState<string | null>(null);
  const ask = useSave(searchLicensing);
  const submissions = useSongSubmissions(s.id);
  const mine = submissions.data ?? [];
  const run = () =>
    ask.mutate(
      { songTitle: s.title, artist: s.artist, genre: s.genre, description: s.description },
      {
        onSuccess: (r) => setAnswer(r.message),
        onError: () =>
          toast({
            title: "Search Failed",
            description: "Unable to search for licensing opportunities. Please try again.",
            variant: "destructive",
          }),
      },
    );
  return (
    <article className="card bg-base-100 shadow-sm" aria-label={s.title} data-testid="song-card">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{s.title}</h3>
            <p className="text-sm text-base-content/80">
              {s.artist}
              {s.album ? ` · ${s.album}` : ""}
              {s.genre ? ` · ${s.genre}` : ""}
            </p>
          </div>
          <span
            className={`badge badge-sm px-2 whitespace-nowrap shrink-0 ${songLook[s.promotionStatus] ?? "badge-ghost"}`}
            data-testid="promotion-status"
          >
            {human(s.promotionStatus)}
          </span>
        </div>
        {s.description && <p className="text-sm text-base-content/80">{s.description}</p>}
        {s.targetLicenseTypes.length > 0 && (
          <div className="flex flex-wrap gap-1">
            {s.targetLicenseTypes.map((t) => (
              <span key={t} className="badge badge-outline badge-sm px-2 whitespace-nowrap">
                {TYPE_LABEL[t] ?? t}
              </span>
            ))}
          </div>
        )}
        {mine.length > 0 && (
          <ul className="text-xs text-base-content/80" aria-label={`Submissions of ${s.title}`}>
            {mine.map((m) => (
              <li key={m.id}>
                <Send className="mr-1 inline size-3" aria-hidden />
                Submitted to {m.opportunityTitle} ({m.opportunityCompany}) · {m.status}
              </li>
            ))}
          </ul>
        )}
        <SubmitToOpportunity song={s} exclude={mine.map((m) => m.opportunityId)} />
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-sm btn-primary" onClick={run} disabled={ask.isPending}>
            <Sparkles className="size-4" aria-hidden /> {ask.isPending ? "Sunshine is searching..." : "Ask Sunshine"}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost btn-square"
            aria-label={`Edit ${s.title}`}
            onClick={onEdit}
          >
            <Pencil className="size-4" aria-hidden />
          </button>
        </div>
        {answer && (
          <div
            className="rounded-box bg-base-200 p-3 text-sm whitespace-pre-line"
            role="status"
            aria-label={`Sunshine's answer for ${s.title}`}
            data-testid="sunshine-answer"
          >
            {answer}
            <div className="mt-2 text-right">
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => setAnswer(null)}>
                Hide
              </button>
            </div>
          </div>
        )}
      </div>
    </article>
  );
}

/** Submit this song to one of the stored open opportunities. */
function SubmitToOpportunity({ song, exclude }: { song: Song; exclude: number[] }) {
  const opps = useOpenOpportunities();
  const [choice, setChoice] = useState("");
  const submit = useSave(submitSong);
  const open = (opps.data ?? []).filter((o) => !exclude.includes(o.id));
  if (!open.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        className="select select-sm min-w-0 flex-1"
        aria-label={`Opportunity for ${song.title}`}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
      >
        <option value="">Submit to an opportunity…</option>
        {open.map((o) => (
          <option key={o.id} value={o.id}>
            {o.title} ({o.company})
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={!choice || submit.isPending}
        onClick={() =>
          submit.mutate(
            { songId: song.id, opportunityId: Number(choice) },
            {
              onSuccess: (r) => {
                toast({ title: "Song Submitted", description: `"${r.songTitle}" → ${r.opportunityTitle}` });
                setChoice("");
              },
              onError: (e) =>
                toast({
                  title: "Submission Failed",
                  description: errorText(e),
                  variant: "destructive",
                }),
            },
          )
        }
      >
        Submit
      </button>
    </div>
  );
}
