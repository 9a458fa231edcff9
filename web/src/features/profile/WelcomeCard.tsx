import { applyServerErrors, Field, FormError, Input, useKitForm } from "../ui";
import { useProfile, useUpdateProfile } from "./api";

type Values = { displayName: string };

/**
 * First run: asks what to call the owner, on the dashboard only and never in the way (no dialog): "Skip for now"
 * hides it for good; the rest of the profile lives in Settings.
 */
export function WelcomeCard() {
  const { data: p } = useProfile();
  const save = useUpdateProfile();
  const form = useKitForm<Values>({ defaultValues: { displayName: "" } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  if (!p || p.welcomed) return null;
  const submit = form.handleSubmit(async ({ displayName }) => {
    try {
      await save.mutateAsync({ displayName: displayName.trim(), artistNames: [displayName.trim()], welcomed: true });
    } catch (e) {
      applyServerErrors(form, e);
    }
  });
  const busy = isSubmitting || save.isPending;
  return (
    <section className="card mb-6 border border-primary/30 bg-base-100 shadow-sm" aria-labelledby="welcome-title">
      <form className="card-body gap-2" onSubmit={submit} noValidate aria-labelledby="welcome-title">
        <h2 id="welcome-title" className="card-title text-lg">
          Welcome to Sunshine
        </h2>
        <p className="text-sm text-base-content/80">
          What should Sunshine call you? It signs your e-mails, invoices and contracts with it. You can add your
          business details, links and currency later in Settings.
        </p>
        <Field label="Your artist or display name" error={errors.displayName}>
          <Input
            placeholder="Maya Rivers"
            autoComplete="name"
            maxLength={120}
            {...register("displayName", {
              validate: (v) => v.trim() !== "" || "Type the name you'd like to be called, or choose Skip for now",
            })}
          />
        </Field>
        <FormError error={errors.root?.server ?? (save.isError && !isSubmitting ? save.error : undefined)} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
            {busy ? "Saving..." : "Continue"}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => save.mutate({ welcomed: true })}
            disabled={busy}
          >
            Skip for now
          </button>
        </div>
      </form>
    </section>
  );
}
