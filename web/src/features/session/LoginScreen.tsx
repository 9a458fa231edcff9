import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { api } from "../../lib/api";
import { Field, FormError, Input, applyServerErrors, useKitForm } from "../ui";
import { authErrorAtom, login } from "./state";
import { SunMark } from "../shell/SunMark";

/** Landing screen: single user, automatic sign-in; a passphrase only when opened from another machine. */
export function LoginScreen() {
  const initError = useAtomValue(authErrorAtom);
  const [needsPassphrase, setNeedsPassphrase] = useState(false);
  const form = useKitForm<{ passphrase: string }>({ defaultValues: { passphrase: "" } });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    api.auth["login-mode"]
      .get()
      .then(({ data }) => setNeedsPassphrase(Boolean(data?.passphraseRequired)))
      .catch(() => {});
  }, []);

  const submit = async ({ passphrase }: { passphrase: string }) => {
    try {
      await login(needsPassphrase ? passphrase : undefined);
    } catch (err) {
      applyServerErrors(form, err);
    }
  };

  const shown = errors.root?.server ?? initError;
  return (
    <main className="min-h-dvh grid place-items-center bg-gradient-to-br from-base-200 to-base-300 p-4">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body gap-4">
          <div className="flex items-center gap-3">
            <SunMark className="size-12" />
            <div>
              <h1 className="text-2xl font-bold">Sunshine</h1>
              <p className="text-sm text-base-content/80">Your personal AI-powered productivity companion</p>
            </div>
          </div>
          <p>
            Welcome! This is a personal single-user application with automatic authentication: there is no account to
            create and no password to remember.
          </p>
          {needsPassphrase && (
            <Field
              label="Passphrase"
              hint="You are opening Sunshine from another device"
              required
              error={errors.passphrase}
            >
              <Input
                type="password"
                autoComplete="current-password"
                {...form.register("passphrase", { required: "Enter the passphrase set on the computer running Sunshine" })}
              />
            </Field>
          )}
          <FormError error={shown} />
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? "Signing in..." : "Access My Assistant"}
          </button>
        </div>
      </form>
    </main>
  );
}
