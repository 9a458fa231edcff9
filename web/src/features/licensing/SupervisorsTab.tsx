import { useState, type FormEvent } from "react";
import { Mail, Pencil, Plus, UserRound } from "lucide-react";
import { Field, FormActions, FormError } from "../ui/FormDialog";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert } from "../ui/Page";
import { saveSupervisor, useSave, useSupervisors, type Supervisor } from "./api";
import { CONTACT_STATUSES, contactLook, human, splitList } from "./labels";

const EMPTY = {
  name: "",
  company: "",
  position: "",
  email: "",
  genres: "",
  contactStatus: "not_contacted",
  responseRate: "",
};

export function SupervisorsTab() {
  const list = useSupervisors();
  const [open, setOpen] = useState(false);
  const [f, setF] = useState(EMPTY);
  const [editId, setEditId] = useState<number | null>(null);
  const edit = (s: Supervisor) => {
    setEditId(s.id);
    setF({
      name: s.name,
      company: s.company ?? "",
      position: s.position ?? "",
      email: s.email ?? "",
      genres: s.genres.join(", "),
      contactStatus: s.contactStatus,
      responseRate: String(s.responseRate),
    });
    save.reset();
    setOpen(true);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  const save = useSave(saveSupervisor, "supervisors");
  const change = useSave(saveSupervisor, "supervisors");
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
        body: { ...f, name: f.name.trim(), genres: splitList(f.genres), responseRate: f.responseRate || null },
      },
      {
        onSuccess: (s) => {
          toast({
            title: editId ? "Supervisor Updated" : "Supervisor Added",
            description: `${s.name}${s.company ? ` (${s.company})` : ""}`,
          });
          close();
        },
      },
    );
  };

  return (
    <div>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="font-semibold">Music Supervisors</h2>
        {!open && (
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setOpen(true)}>
            <Plus className="size-4" aria-hidden /> Add Supervisor
          </button>
        )}
      </div>
      {open && (
        <form
          onSubmit={submit}
          className="card mb-4 bg-base-100 shadow-sm"
          aria-label={editId ? "Edit supervisor" : "Add supervisor"}
          noValidate
        >
          <div className="card-body gap-0 p-4">
            <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
              <Field label="Name *">
                <input className="input w-full" value={f.name} onChange={set("name")} autoFocus />
              </Field>
              <Field label="Company">
                <input className="input w-full" value={f.company} onChange={set("company")} />
              </Field>
              <Field label="Position">
                <input
                  className="input w-full"
                  value={f.position}
                  onChange={set("position")}
                  placeholder="Music Supervisor"
                />
              </Field>
              <Field label="Email">
                <input
                  className="input w-full"
                  type="email"
                  value={f.email}
                  onChange={set("email")}
                  placeholder="name@studio.com"
                />
              </Field>
              <Field label="Genres (comma-separated)">
                <input className="input w-full" value={f.genres} onChange={set("genres")} placeholder="Indie, Folk" />
              </Field>
              <Field label="Contact Status">
                <select className="select w-full" value={f.contactStatus} onChange={set("contactStatus")}>
                  {CONTACT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {human(s)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Response Rate (%)">
                <input
                  className="input w-full"
                  type="number"
                  min="0"
                  max="100"
                  step="1"
                  value={f.responseRate}
                  onChange={set("responseRate")}
                />
              </Field>
            </div>
            <FormError error={save.error} />
            <FormActions
              pending={save.isPending}
              disabled={!f.name.trim()}
              editing={Boolean(editId)}
              createLabel="Save Supervisor"
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
          title="No music supervisors yet"
          icon={<UserRound className="size-8 text-base-content/40" aria-hidden />}
        >
          Keep the people who place music in film, TV and ads, and how they respond.
        </EmptyState>
      ) : (
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {list.data.map((s) => (
            <article
              key={s.id}
              className="card bg-base-100 shadow-sm"
              aria-label={s.name}
              data-testid="supervisor-card"
            >
              <div className="card-body gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold">{s.name}</h3>
                    <p className="text-sm text-base-content/70">
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
                  <div className="flex justify-between text-xs text-base-content/70">
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
                  onClick={() => edit(s)}
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
          ))}
        </div>
      )}
    </div>
  );
}
