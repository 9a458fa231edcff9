import { useState, type FormEvent } from "react";
import { Field, FormError, Input } from "../ui";
import { useProfile, useUpdateProfile } from "./api";

/**
 * First run: asks what to call the owner, on the dashboard only and never in the way (no dialog): "Skip for now"
 * hides it for good; the rest of the profile lives in Settings.
 */
export function WelcomeCard() {
  const { data: p } = useProfile();
  const save = useUpdateProfile();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  if (!p || p.welcomed) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError("Type the name you'd like to be called, or choose Skip for now");
    save.mutate({ displayName: name.trim(), artistNames: [name.trim()], welcomed: true });
  };
  return (
    <section className="card mb-6 border border-primary/30 bg-base-100 shadow-sm" aria-labelledby="welcome-title">
      <form className="card-body gap-2" onSubmit={submit} noValidate>
        <h2 id="welcome-title" className="card-title text-lg">
          Welcome to Sunshine
        </h2>
        <p className="text-sm text-base-content/70">
          What should Sunshine call you? It signs your e-mails, invoices and contracts with it. You can add your
          business details, links and currency later in Settings.
        </p>
        <Field label="Your artist or display name" error={error}>
          <Input
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
            placeholder="Maya Rivers"
            autoComplete="name"
            maxLength={120}
          />
        </Field>
        <FormError error={save.error} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
            {save.isPending ? "Saving..." : "Continue"}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => save.mutate({ welcomed: true })}
            disabled={save.isPending}
          >
            Skip for now
          </button>
        </div>
      </form>
    </section>
  );
}
