import { Globe, Mail, MapPin, Plus, Radio, User } from "lucide-react";
import { useState, type FormEvent } from "react";
import { formatDate } from "../../lib/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import {
  STATION_STATUSES,
  useCreateStation,
  useDeleteStation,
  useRadioSummary,
  useStations,
  useUpdateStation,
  type Station,
  type StationStatus,
} from "./api";
import { DeleteButton, Field, SkeletonCards, daysFromToday, errorText, useVoiceAction } from "./shared";

const EMPTY = {
  name: "",
  frequency: "",
  location: "",
  genre: "",
  contactName: "",
  contactEmail: "",
  website: "",
  notes: "",
};

const STATUS_BADGE: Record<StationStatus, string> = {
  pending: "badge-ghost",
  contacted: "badge-info",
  responded: "badge-success",
  rejected: "badge-error",
};

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function StationForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const create = useCreateStation();
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(form, {
      onSuccess: (s) => {
        toast({ title: "Station added", description: `${s.name} is on your list.` });
        setForm(EMPTY);
        onDone();
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} className="card mb-6 bg-base-100 shadow-sm" aria-label="Add radio station">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">Add Radio Station</h2>
        {create.error && <ErrorAlert error={create.error} />}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Station Name *">
            <input className="input w-full" value={form.name} onChange={set("name")} placeholder="KEXP" autoFocus />
          </Field>
          <Field label="Frequency">
            <input className="input w-full" value={form.frequency} onChange={set("frequency")} placeholder="90.3 FM" />
          </Field>
          <Field label="Location">
            <input
              className="input w-full"
              value={form.location}
              onChange={set("location")}
              placeholder="Seattle, WA"
            />
          </Field>
          <Field label="Genre">
            <input
              className="input w-full"
              value={form.genre}
              onChange={set("genre")}
              placeholder="Indie, Alternative"
            />
          </Field>
          <Field label="Contact Name">
            <input
              className="input w-full"
              value={form.contactName}
              onChange={set("contactName")}
              placeholder="Music director"
            />
          </Field>
          <Field label="Contact Email">
            <input
              className="input w-full"
              type="email"
              value={form.contactEmail}
              onChange={set("contactEmail")}
              placeholder="music@station.org"
            />
          </Field>
          <Field label="Website" className="sm:col-span-2">
            <input
              className="input w-full"
              inputMode="url"
              value={form.website}
              onChange={set("website")}
              placeholder="https://station.org"
            />
          </Field>
          <Field label="Notes" className="sm:col-span-2">
            <textarea
              className="textarea w-full"
              rows={2}
              value={form.notes}
              onChange={set("notes")}
              placeholder="Submission guidelines, shows to target…"
            />
          </Field>
        </div>
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => {
              setForm(EMPTY);
              create.reset();
              onDone();
            }}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? "Adding..." : "Add Station"}
          </button>
        </div>
      </div>
    </form>
  );
}

function lastContactText(s: Station): string {
  if (!s.lastContacted) return "Never contacted";
  const days = daysFromToday(s.lastContacted);
  const ago = days === null ? "" : -days <= 0 ? " (today)" : -days === 1 ? " (1 day ago)" : ` (${-days} days ago)`;
  return `Last contacted ${formatDate(s.lastContacted)}${ago}`;
}

function StationCard({ s }: { s: Station }) {
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
            <h3 className="truncate text-base font-semibold">{s.name}</h3>
            <div className="flex flex-wrap gap-1 text-sm text-base-content/70">
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
        {s.notes && <p className="line-clamp-3 text-sm text-base-content/70">{s.notes}</p>}
        <p className="text-xs text-base-content/60" data-testid="last-contacted">
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

function Summary() {
  const { data } = useRadioSummary();
  const items = [
    { label: "Stations", value: data ? String(data.total) : "–" },
    { label: "Contacted", value: data ? String(data.contactedOrLater) : "–", hint: "contacted, responded or rejected" },
    { label: "Responded", value: data ? String(data.byStatus.responded) : "–" },
    {
      label: "Response Rate",
      value: data ? (data.responseRate === null ? "—" : `${data.responseRate}%`) : "–",
      hint: "responded ÷ contacted",
    },
  ];
  return (
    <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="radio-summary">
      {items.map((i) => (
        <div key={i.label} className="card bg-base-100 shadow-sm" data-stat={i.label}>
          <div className="card-body p-4">
            <div className="text-sm text-base-content/70">{i.label}</div>
            <div className="text-2xl font-bold">{i.value}</div>
            {i.hint && <div className="text-xs text-base-content/50">{i.hint}</div>}
          </div>
        </div>
      ))}
    </div>
  );
}

export function RadioPage() {
  const [adding, setAdding] = useState(false);
  const { data, isLoading, error } = useStations();
  useVoiceAction("add-contact", () => setAdding(true));
  return (
    <div>
      <PageHeader
        title="Radio Stations"
        description="Track the stations you pitch and how they respond."
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setAdding((a) => !a)}>
            <Plus className="size-4" aria-hidden /> Add Station
          </button>
        }
      />
      <Summary />
      {adding && <StationForm onDone={() => setAdding(false)} />}
      {error ? (
        <ErrorAlert error={error} />
      ) : isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={3} />
        </div>
      ) : !data?.length ? (
        <EmptyState title="No radio stations yet" icon={<Radio className="size-8 text-base-content/40" aria-hidden />}>
          Add the stations you want to pitch; their contact e-mails become recipients for your outreach campaigns.
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.map((s) => (
            <StationCard key={s.id} s={s} />
          ))}
        </div>
      )}
    </div>
  );
}
