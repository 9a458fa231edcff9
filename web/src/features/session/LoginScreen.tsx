import { useAtomValue } from "jotai";
import { useEffect, useState, type FormEvent } from "react";
import { api, ApiError } from "../../lib/api";
import { authErrorAtom, login } from "./state";

/** Landing screen: single user, automatic sign-in; a passphrase only when opened from another machine. */
export function LoginScreen() {
  const initError = useAtomValue(authErrorAtom);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsPassphrase, setNeedsPassphrase] = useState(false);
  const [passphrase, setPassphrase] = useState("");

  useEffect(() => {
    api.auth["login-mode"]
      .get()
      .then(({ data }) => setNeedsPassphrase(Boolean(data?.passphraseRequired)))
      .catch(() => {});
  }, []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setError(null);
    try {
      await login(needsPassphrase ? passphrase : undefined);
    } catch (err) {
      setError(err instanceof ApiError && err.userMessage ? err.userMessage : "Login failed");
    } finally {
      setPending(false);
    }
  };

  const shown = error ?? initError;
  return (
    <main className="min-h-dvh grid place-items-center bg-gradient-to-br from-base-200 to-base-300 p-4">
      <form onSubmit={submit} className="card w-full max-w-md bg-base-100 shadow-xl">
        <div className="card-body gap-4">
          <div className="flex items-center gap-3">
            <img src="/favicon.svg" alt="" className="size-12" />
            <div>
              <h1 className="text-2xl font-bold">Sunshine</h1>
              <p className="text-sm text-base-content/70">Your personal AI-powered productivity companion</p>
            </div>
          </div>
          <p>
            Welcome! This is a personal single-user application with automatic authentication: there is no account to
            create and no password to remember.
          </p>
          {needsPassphrase && (
            <label className="form-control w-full">
              <span className="label-text mb-1">Passphrase (you are opening Sunshine from another device)</span>
              <input
                type="password"
                className="input input-bordered w-full"
                value={passphrase}
                onChange={(e) => setPassphrase(e.target.value)}
                autoComplete="current-password"
                required
              />
            </label>
          )}
          {shown && (
            <div role="alert" className="alert alert-error">
              <span>{shown}</span>
            </div>
          )}
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? "Signing in..." : "Access My Assistant"}
          </button>
        </div>
      </form>
    </main>
  );
}
