import { useState, type FormEvent } from "react";
import { Clapperboard, Pencil, Plus } from "lucide-react";
import { Field, FormActions, FormError } from "../ui/FormDialog";
import { money2 } from "../audiobooks/format";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import { saveSyncCampaign, useSave, useSongs, useSyncCampaigns, type SyncCampaign } from "./api";
import { human, LICENSE_TYPES, SYNC_STATUSES, syncLook, TYPE_LABEL } from "./labels";

const EMPTY = {
  name: "",
  songId: "",
  targetType: "film",
  status: "planning",
  supervisorsTargeted: "",
  responsesReceived: "",
  placementsAchieved: "",
  totalRevenue: "",
  description: "",
};

export function CampaignsTab() {
  const list = useSyncCampaigns();
  const songs = useSongs();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState(EMPTY);
  const [editId, setEditId] = useState<number | null>(null);
  const edit = (c: SyncCampaign) => {
    setEditId(c.id);
    setF({
      name: c.name,
      songId: c.songId ? String(c.songId) : "",
      targetType: c.targetType,
      status: c.status,
      supervisorsTargeted: String(c.supervisorsTargeted),
      responsesReceived: String(c.responsesReceived),
      placementsAchieved: String(c.placementsAchieved),
      totalRevenue: c.totalRevenue,
      description: c.description ?? "",
    });
    save.reset();
    setOpen(true);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  const save = useSave(saveSyncCampaign, "syncCampaigns");
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF((s) => ({ ...s, [k]: e.target.value }));
  const close = () => {
    setOpen(false);
    setEditId(null);
    setF(EMPTY);
    save.reset();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!f.name.trim()) return;
    save.mutate(
      {
        id: editId ?? undefined,
        body: {
          ...f,
          name: f.name.trim(),
          songId: f.songId ? Number(f.songId) : null,
          supervisorsTargeted: f.supervisorsTargeted || null,
          responsesReceived: f.responsesReceived || null,
          placementsAchieved: f.placementsAchieved || null,
          totalRevenue: f.totalRevenue || null,
        },
      },
      {
        onSuccess: (c) => {
          toast({ title: editId ? "Sync Campaign Updated" : "Sync Campaign Created", description: c.name });
          close();
        },
      },
    );
  };
  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">Sync Campaigns</h2>
        {!open && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setOpen(true)}>
            <Plus className="size-4" aria-hidden /> New Campaign
          </button>
        )}
      </div>
      {open && (
        <form
          onSubmit={submit}
          className="card mb-4 bg-base-100 shadow-sm"
          aria-label={editId ? "Edit sync campaign" : "New sync campaign"}
          noValidate
        >
          <div className="card-body gap-0 p-4">
            <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-4">
              <Field label="Campaign Name *" className="sm:col-span-2">
                <input className="input w-full" value={f.name} onChange={set("name")} autoFocus />
              </Field>
              <Field label="Song">
                <select className="select w-full" value={f.songId} onChange={set("songId")}>
                  <option value="">No specific song</option>
                  {songs.data?.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.title}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Target Type">
                <select className="select w-full" value={f.targetType} onChange={set("targetType")}>
                  {LICENSE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {TYPE_LABEL[t]}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Status">
                <select className="select w-full" value={f.status} onChange={set("status")}>
                  {SYNC_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {human(s)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Supervisors Targeted">
                <input
                  className="input w-full"
                  type="number"
                  min="0"
                  step="1"
                  value={f.supervisorsTargeted}
                  onChange={set("supervisorsTargeted")}
                />
              </Field>
              <Field label="Responses Received">
                <input
                  className="input w-full"
                  type="number"
                  min="0"
                  step="1"
                  value={f.responsesReceived}
                  onChange={set("responsesReceived")}
                />
              </Field>
              <Field label="Placements Achieved">
                <input
                  className="input w-full"
                  type="number"
                  min="0"
                  step="1"
                  value={f.placementsAchieved}
                  onChange={set("placementsAchieved")}
                />
              </Field>
              <Field label="Total Revenue ($)">
                <input
                  className="input w-full"
                  type="number"
                  min="0"
                  step="0.01"
                  value={f.totalRevenue}
                  onChange={set("totalRevenue")}
                />
              </Field>
              <Field label="Description" className="sm:col-span-2 lg:col-span-3">
                <input className="input w-full" value={f.description} onChange={set("description")} />
              </Field>
            </div>
            <FormError error={save.error} />
            <FormActions
              pending={save.isPending}
              disabled={!f.name.trim()}
              editing={Boolean(editId)}
              createLabel="Create Campaign"
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
            <div key={i} className="skeleton h-36 w-full" />
          ))}
        </div>
      ) : !list.data?.length ? (
        <EmptyState
          title="No sync campaigns yet"
          icon={<Clapperboard className="size-8 text-base-content/40" aria-hidden />}
        >
          Group your pitches for a song and follow targeted, responses, placements and revenue.
        </EmptyState>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {list.data.map((c) => (
            <article
              key={c.id}
              className="card bg-base-100 shadow-sm"
              aria-label={c.name}
              data-testid="sync-campaign-card"
            >
              <div className="card-body gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold">{c.name}</h3>
                    <p className="text-sm text-base-content/70">
                      {TYPE_LABEL[c.targetType] ?? c.targetType}
                      {c.songTitle ? ` · ${c.songTitle}` : ""}
                    </p>
                  </div>
                  <span
                    className={`badge badge-sm px-2 whitespace-nowrap shrink-0 ${syncLook[c.status] ?? "badge-ghost"}`}
                  >
                    {human(c.status)}
                  </span>
                </div>
                {c.description && <p className="text-sm text-base-content/80">{c.description}</p>}
                <dl className="grid grid-cols-4 gap-2 text-center">
                  {[
                    ["Targeted", String(c.supervisorsTargeted)],
                    ["Responses", String(c.responsesReceived)],
                    ["Placements", String(c.placementsAchieved)],
                    ["Revenue", money2(c.totalRevenue)],
                  ].map(([label, value]) => (
                    <div key={label} className="rounded-box bg-base-200 p-2">
                      <dt className="text-[11px] text-base-content/60">{label}</dt>
                      <dd className="text-sm font-bold" data-figure={label}>
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
                <div className="card-actions justify-end">
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    onClick={() => edit(c)}
                    aria-label={`Edit ${c.name}`}
                  >
                    <Pencil className="size-3.5" aria-hidden /> Update figures
                  </button>
                </div>
              </div>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
