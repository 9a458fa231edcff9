import { useEffect, useState, type FormEvent } from "react";
import { CalendarDays, Mail, Pencil, Plus, Search, Send, Target } from "lucide-react";
import { formatDate } from "../../lib/format";
import { Field, FormActions, FormError } from "../ui/FormDialog";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import {
  saveOpportunity,
  submitSong,
  useOpportunities,
  useSave,
  useSongs,
  useSubmissions,
  type Opportunity,
} from "./api";
import { human, LICENSE_TYPES, OPPORTUNITY_STATUSES, opportunityLook, TYPE_LABEL } from "./labels";

const EMPTY = {
  title: "",
  company: "",
  type: "",
  genre: "",
  budget: "",
  deadline: "",
  description: "",
  contactEmail: "",
  notes: "",
};

export function OpportunitiesTab() {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  const [type, setType] = useState("all");
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const list = useOpportunities(q, type);
  const [open, setOpen] = useState(false);
  const [f, setF] = useState(EMPTY);
  const [editId, setEditId] = useState<number | null>(null);
  const edit = (o: Opportunity) => {
    setEditId(o.id);
    setF({
      title: o.title,
      company: o.company,
      type: o.type,
      genre: o.genre ?? "",
      budget: o.budget ?? "",
      deadline: o.deadline?.slice(0, 10) ?? "",
      description: o.description ?? "",
      contactEmail: o.contactEmail ?? "",
      notes: o.notes ?? "",
    });
    save.reset();
    setOpen(true);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  const save = useSave(saveOpportunity, "opportunities");
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  const ready = !!(f.title.trim() && f.company.trim() && f.type);
  const close = () => {
    setOpen(false);
    setEditId(null);
    setF(EMPTY);
    save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    save.mutate(
      {
        id: editId ?? undefined,
        body: { ...f, title: f.title.trim(), company: f.company.trim(), deadline: f.deadline || null },
      },
      {
        onSuccess: (o) => {
          toast({
            title: editId ? "Opportunity Updated" : "Opportunity Added",
            description: `${o.title} (${o.company})`,
          });
          close();
        },
      },
    );
  };

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <label className="input min-w-0 flex-1">
          <Search className="size-4 opacity-60" aria-hidden />
          <input
            type="search"
            placeholder="Search opportunities"
            aria-label="Search opportunities"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <select
          className="select w-40"
          aria-label="Filter by type"
          value={type}
          onChange={(e) => setType(e.target.value)}
        >
          <option value="all">All types</option>
          {LICENSE_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABEL[t]}
            </option>
          ))}
        </select>
        {!open && (
          <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
            <Plus className="size-4" aria-hidden /> Add Opportunity
          </button>
        )}
      </div>
      {open && (
        <form
          onSubmit={submit}
          className="card mb-4 bg-base-100 shadow-sm"
          aria-label={editId ? "Edit opportunity" : "Add opportunity"}
          noValidate
        >
          <div className="card-body gap-0 p-4">
            <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field label="Title *">
                <input
                  className="input w-full"
                  value={f.title}
                  onChange={set("title")}
                  placeholder="Season 2 finale montage"
                  autoFocus
                />
              </Field>
              <Field label="Company *">
                <input className="input w-full" value={f.company} onChange={set("company")} />
              </Field>
              <Field label="Type *">
                <select className="select w-full" value={f.type} onChange={set("type")}>
                  <option value="">Choose a type</option>
                  {LICENSE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {TYPE_LABEL[t]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Genre">
                <input className="input w-full" value={f.genre} onChange={set("genre")} />
              </Field>
              <Field label="Budget">
                <input
                  className="input w-full"
                  value={f.budget}
                  onChange={set("budget")}
                  placeholder="$2,000 - $5,000"
                />
              </Field>
              <Field label="Deadline">
                <input className="input w-full" type="date" value={f.deadline} onChange={set("deadline")} />
              </Field>
              <Field label="Contact Email">
                <input className="input w-full" type="email" value={f.contactEmail} onChange={set("contactEmail")} />
              </Field>
              <Field label="Description" className="sm:col-span-2">
                <input className="input w-full" value={f.description} onChange={set("description")} />
              </Field>
              <Field label="Notes" className="sm:col-span-2 lg:col-span-3">
                <input className="input w-full" value={f.notes} onChange={set("notes")} />
              </Field>
            </div>
            <FormError error={save.error} />
            <FormActions
              pending={save.isPending}
              disabled={!ready}
              editing={Boolean(editId)}
              createLabel="Save Opportunity"
              onCancel={close}
            />
          </div>
        </form>
      )}
      {list.error ? (
        <ErrorAlert error={list.error} />
      ) : list.isLoading ? (
        <div className="grid gap-3 md:grid-cols-2">
          {[0, 1].map((i) => (
            <div key={i} className="skeleton h-40 w-full" />
          ))}
        </div>
      ) : !list.data?.length ? (
        <EmptyState
          title={q || type !== "all" ? "No opportunities match" : "No opportunities yet"}
          icon={<Target className="size-8 text-base-content/40" aria-hidden />}
        >
          {q || type !== "all"
            ? "Try another search or type."
            : "Add the briefs you hear about to track and pitch them."}
        </EmptyState>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {list.data.map((o) => (
            <OpportunityCard key={o.id} o={o} onEdit={() => edit(o)} />
          ))}
        </div>
      )}
    </div>
  );
}

function OpportunityCard({ o, onEdit }: { o: Opportunity; onEdit: () => void }) {
  const change = useSave(saveOpportunity, "opportunities");
  const songs = useSongs();
  const submissions = useSubmissions();
  const submit = useSave(submitSong, "submissions", "opportunities", "songs");
  const [song, setSong] = useState("");
  const here = submissions.data?.filter((s) => s.opportunityId === o.id) ?? [];
  const candidates = (songs.data ?? []).filter((s) => !here.some((h) => h.songId === s.id));
  return (
    <article className="card bg-base-100 shadow-sm" aria-label={o.title} data-testid="opportunity-card">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold">{o.title}</h3>
            <p className="text-sm text-base-content/70">{o.company}</p>
          </div>
          <div className="flex shrink-0 gap-1">
            <span className="badge badge-outline badge-sm px-2 whitespace-nowrap">{TYPE_LABEL[o.type] ?? o.type}</span>
            <span className={`badge badge-sm px-2 whitespace-nowrap ${opportunityLook[o.status] ?? "badge-ghost"}`}>
              {human(o.status)}
            </span>
          </div>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/70">
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
        {o.notes && <p className="text-xs text-base-content/60">Notes: {o.notes}</p>}
        <button type="button" className="btn btn-ghost btn-xs self-end" onClick={onEdit} aria-label={`Edit ${o.title}`}>
          <Pencil className="size-3.5" aria-hidden /> Edit
        </button>
        {here.length > 0 && (
          <ul className="text-xs text-base-content/70">
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
              <button
                type="button"
                className="btn btn-sm btn-outline"
                disabled={!song || submit.isPending}
                onClick={() =>
                  submit.mutate(
                    { songId: Number(song), opportunityId: o.id },
                    {
                      onSuccess: (r) => {
                        toast({ title: "Song Submitted", description: `"${r.songTitle}" → ${r.opportunityTitle}` });
                        setSong("");
                      },
                      onError: (e) =>
                        toast({
                          title: "Submission Failed",
                          description: (e as { userMessage?: string }).userMessage,
                          variant: "destructive",
                        }),
                    },
                  )
                }
              >
                Submit
              </button>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
