import { Check, ExternalLink, Search, Sparkles } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "../toast/toast";
import { errorText, Field, Input, TextArea, useKitForm } from "../ui";
import { useCreateGrant, useSearchGrants, type GrantSuggestion } from "./api";

type SearchValues = { projectName: string; description: string; focus: string };

/** One ranked programme; "Save" stores it as a discovered grant (the catalogue id stops duplicates). */
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
          <div className="text-sm text-base-content/80">
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
        <dt className="text-base-content/80">Amount</dt>
        <dd>{g.amount}</dd>
        <dt className="text-base-content/80">Deadline</dt>
        <dd>{g.deadline}</dd>
      </dl>
      {g.verify && <span className="badge badge-warning badge-sm mt-2">Verify before applying</span>}
      <p className="mt-2 text-xs italic text-base-content/80">{g.reason}</p>
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

/** The "Find Grants with Sunshine" panel: describe the project, get ranked programmes, save the good ones. */
export function FindGrants({ open, onClose, runToken }: { open: boolean; onClose: () => void; runToken: number }) {
  const form = useKitForm<SearchValues>({ defaultValues: { projectName: "", description: "", focus: "" } });
  const search = useSearchGrants();
  const run = () =>
    search.mutate(form.getValues(), {
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
  return (
    <section className="card mb-6 bg-base-100 shadow-sm" aria-label="Find grants with Sunshine">
      <form
        noValidate
        className="card-body gap-3"
        onSubmit={form.handleSubmit(run)}
      >
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title text-lg">
            <Sparkles className="size-5 text-primary" aria-hidden /> Find Grants with Sunshine
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
            Close
          </button>
        </div>
        <p className="text-sm text-base-content/80">
          Describe your project; Sunshine ranks long-running programmes that fund musicians, producers and authors.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Project Name">
            <Input placeholder="Debut album" {...form.register("projectName")} />
          </Field>
          <Field label="Focus">
            <Input placeholder="music, audiobook, touring, UK…" {...form.register("focus")} />
          </Field>
          <Field label="Description" className="sm:col-span-2">
            <TextArea
              rows={2}
              placeholder="Recording and releasing my first album in Toronto"
              {...form.register("description")}
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
