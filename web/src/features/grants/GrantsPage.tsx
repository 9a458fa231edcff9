import { CalendarClock, Check, ExternalLink, HandCoins, Plus, Search, Sparkles } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { formatDate, formatMoney } from "../../lib/format";
import { DeleteButton, Field, SkeletonCards, daysFromToday, errorText, useVoiceAction } from "../radio/shared";
import { toast } from "../toast/toast";
import { EmptyState, ErrorAlert, PageHeader } from "../ui/Page";
import {
  GRANT_STATUSES,
  SOON_DAYS,
  URGENT_DAYS,
  useCreateGrant,
  useDeleteGrant,
  useGrants,
  useSearchGrants,
  useUpdateGrant,
  type Grant,
  type GrantStatus,
  type GrantSuggestion,
  type Urgency,
} from "./api";

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const STATUS_BADGE: Record<GrantStatus, string> = {
  discovered: "badge-ghost",
  applied: "badge-info",
  awarded: "badge-success",
  rejected: "badge-error",
};

/** Spec §4: past if passed, urgent within 7 days, soon within 30, otherwise future. */
export function urgencyOf(deadline: string | null): { urgency: Urgency; days: number } | null {
  if (!deadline) return null;
  const days = daysFromToday(deadline);
  if (days === null) return null;
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

const EMPTY = {
  title: "",
  organization: "",
  amount: "",
  deadline: "",
  applicationUrl: "",
  description: "",
  requirements: "",
  notes: "",
};

function GrantForm({ onDone }: { onDone: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const create = useCreateGrant();
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { ...form, deadline: form.deadline || null, amount: form.amount || null },
      {
        onSuccess: (g) => {
          toast({ title: "Grant added", description: `${g.title} is on your list.` });
          setForm(EMPTY);
          onDone();
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="card mb-6 bg-base-100 shadow-sm" aria-label="Add grant">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">Add Grant Manually</h2>
        {create.error && <ErrorAlert error={create.error} />}
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Grant Title *">
            <input
              className="input w-full"
              value={form.title}
              onChange={set("title")}
              placeholder="Open Fund for Music Creators"
              autoFocus
            />
          </Field>
          <Field label="Organization *">
            <input
              className="input w-full"
              value={form.organization}
              onChange={set("organization")}
              placeholder="PRS Foundation"
            />
          </Field>
          <Field label="Amount (USD)">
            <input
              className="input w-full"
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              value={form.amount}
              onChange={set("amount")}
              placeholder="5000"
            />
          </Field>
          <Field label="Deadline">
            <input className="input w-full" type="date" value={form.deadline} onChange={set("deadline")} />
          </Field>
          <Field label="Application URL" className="sm:col-span-2">
            <input
              className="input w-full"
              inputMode="url"
              value={form.applicationUrl}
              onChange={set("applicationUrl")}
              placeholder="https://funder.org/apply"
            />
          </Field>
          <Field label="Description" className="sm:col-span-2">
            <textarea className="textarea w-full" rows={2} value={form.description} onChange={set("description")} />
          </Field>
          <Field label="Requirements">
            <textarea className="textarea w-full" rows={2} value={form.requirements} onChange={set("requirements")} />
          </Field>
          <Field label="Notes">
            <textarea className="textarea w-full" rows={2} value={form.notes} onChange={set("notes")} />
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
            {create.isPending ? "Adding..." : "Add Grant"}
          </button>
        </div>
      </div>
    </form>
  );
}

function SuggestionCard({ g }: { g: GrantSuggestion }) {
  const create = useCreateGrant();
  const [saved, setSaved] = useState(g.saved);
  const save = () =>
    create.mutate(
      {
        title: g.title,
        organization: g.organization,
        description: g.description,
        requirements: g.eligibility || null,
        applicationUrl: g.applicationUrl || null,
        notes: [
          `Typical amount: ${g.amount}`,
          `Deadline: ${g.deadline}`,
          g.country && `Country: ${g.country}`,
          g.verify && "Verify before applying: suggested by the model, not in Sunshine's curated list.",
        ]
          .filter(Boolean)
          .join("\n"),
        status: "discovered",
        catalogueId: g.source === "catalogue" ? g.id : null,
      },
      {
        onSuccess: () => {
          setSaved(true);
          toast({ title: "Grant saved", description: `${g.title} was added to your grants as discovered.` });
        },
        onError: (e) => toast({ title: "Could not save", description: errorText(e), variant: "destructive" }),
      },
    );
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4" data-testid="grant-suggestion">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold">{g.title}</h4>
          <div className="text-sm text-base-content/70">
            {g.organization}
            {g.country && ` · ${g.country}`}
          </div>
        </div>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={saved || create.isPending}
          onClick={save}
          aria-label={saved ? `${g.title} saved` : `Save ${g.title}`}
        >
          {saved ? (
            <>
              <Check className="size-4" aria-hidden /> Saved
            </>
          ) : (
            "Save"
          )}
        </button>
      </div>
      <p className="mt-2 text-sm">{g.description}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
        <dt className="text-base-content/60">Amount</dt>
        <dd>{g.amount}</dd>
        <dt className="text-base-content/60">Deadline</dt>
        <dd>{g.deadline}</dd>
      </dl>
      {g.verify && <span className="badge badge-warning badge-sm mt-2">Verify before applying</span>}
      <p className="mt-2 text-xs italic text-base-content/70">{g.reason}</p>
      {g.applicationUrl && (
        <a
          className="link link-primary mt-1 inline-flex items-center gap-1 text-sm"
          href={g.applicationUrl}
          target="_blank"
          rel="noreferrer"
        >
          Programme page <ExternalLink className="size-3" aria-hidden />
        </a>
      )}
    </li>
  );
}

function FindGrants({ open, onClose, runToken }: { open: boolean; onClose: () => void; runToken: number }) {
  const [form, setForm] = useState({ projectName: "", description: "", focus: "" });
  const search = useSearchGrants();
  const run = () =>
    search.mutate(form, {
      onError: () =>
        toast({
          title: "Search Failed",
          description: "Sunshine encountered an issue while searching for grants. Please try again.",
          variant: "destructive",
        }),
    });
  const runRef = useRef(run);
  runRef.current = run;
  // The voice action 'find-grants' runs the search straight away.
  useEffect(() => {
    if (runToken) runRef.current();
  }, [runToken]);
  if (!open) return null;
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  return (
    <section className="card mb-6 bg-base-100 shadow-sm" aria-label="Find grants with Sunshine">
      <form
        noValidate
        className="card-body gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title text-lg">
            <Sparkles className="size-5 text-primary" aria-hidden /> Find Grants with Sunshine
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            Close
          </button>
        </div>
        <p className="text-sm text-base-content/70">
          Describe your project; Sunshine ranks long-running programmes that fund musicians, producers and authors.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Project Name">
            <input
              className="input w-full"
              value={form.projectName}
              onChange={set("projectName")}
              placeholder="Debut album"
            />
          </Field>
          <Field label="Focus">
            <input
              className="input w-full"
              value={form.focus}
              onChange={set("focus")}
              placeholder="music, audiobook, touring, UK…"
            />
          </Field>
          <Field label="Description" className="sm:col-span-2">
            <textarea
              className="textarea w-full"
              rows={2}
              value={form.description}
              onChange={set("description")}
              placeholder="Recording and releasing my first album in Toronto"
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary" disabled={search.isPending}>
            <Search className="size-4" aria-hidden /> {search.isPending ? "Searching..." : "Search"}
          </button>
        </div>
        {search.data && (
          <div>
            <h3 className="mb-2 font-semibold">{search.data.grants.length} programmes found</h3>
            <ul className="grid gap-3 lg:grid-cols-2" data-testid="grant-suggestions">
              {search.data.grants.map((g) => (
                <SuggestionCard key={g.id} g={g} />
              ))}
            </ul>
          </div>
        )}
      </form>
    </section>
  );
}

function GrantCard({ g }: { g: Grant }) {
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
            <h3 className="text-base font-semibold">{g.title}</h3>
            <div className="text-sm text-base-content/70">{g.organization}</div>
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
        {g.requirements && <p className="line-clamp-2 text-xs text-base-content/70">Requirements: {g.requirements}</p>}
        {g.notes && <p className="whitespace-pre-line text-xs text-base-content/60">{g.notes}</p>}
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

export function GrantsPage() {
  const [adding, setAdding] = useState(false);
  const [finding, setFinding] = useState(false);
  const [runToken, setRunToken] = useState(0);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<"all" | GrantStatus>("all");
  const { data, isLoading, error } = useGrants();
  useVoiceAction("find-grants", () => {
    setFinding(true);
    setRunToken((t) => t + 1);
  });
  const q = query.trim().toLowerCase();
  const shown = (data ?? []).filter(
    (g) =>
      (status === "all" || g.status === status) &&
      (!q || [g.title, g.organization, g.description ?? ""].some((t) => t.toLowerCase().includes(q))),
  );
  return (
    <div>
      <PageHeader
        title="Grants"
        description="Find and track funding for your projects."
        actions={
          <>
            <button type="button" className="btn btn-primary" onClick={() => setFinding(true)}>
              <Sparkles className="size-4" aria-hidden /> Find Grants with Sunshine
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setAdding((a) => !a)}>
              <Plus className="size-4" aria-hidden /> Add Grant Manually
            </button>
          </>
        }
      />
      <FindGrants open={finding} onClose={() => setFinding(false)} runToken={runToken} />
      {adding && <GrantForm onDone={() => setAdding(false)} />}
      <div className="mb-4 flex flex-wrap gap-2">
        <label className="input input-sm flex-1 min-w-48">
          <Search className="size-4 opacity-60" aria-hidden />
          <input
            type="search"
            placeholder="Search grants..."
            aria-label="Search grants"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
        <select
          className="select select-sm w-40"
          aria-label="Filter by status"
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
        >
          <option value="all">All</option>
          {GRANT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <ErrorAlert error={error} />
      ) : isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <SkeletonCards count={3} />
        </div>
      ) : !shown.length ? (
        <EmptyState
          title={data?.length ? "No grants match your search" : "No grants yet"}
          icon={<HandCoins className="size-8 text-base-content/40" aria-hidden />}
        >
          {data?.length
            ? "Try another word or status."
            : "Let Sunshine find programmes for your project, or add one you already know."}
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((g) => (
            <GrantCard key={g.id} g={g} />
          ))}
        </div>
      )}
    </div>
  );
}
