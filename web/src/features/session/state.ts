import { atom, createStore } from "jotai";
import { api, ApiError, call } from "../../lib/api";
import { earlyAnswer, fromBoot } from "../../lib/boot";
import { queryClient } from "../../lib/query";
import { setUnauthorizedHandler } from "../../lib/unauthorized";
import { clearStoredSession, readSession, saveSession, type SessionUser } from "./storage";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated" | "error";

export const store = createStore();
export const userAtom = atom<SessionUser | null>(null);
export const tokenAtom = atom<string | null>(null);
export const authStatusAtom = atom<AuthStatus>("loading");
export const authErrorAtom = atom<string | null>(null);

function signedIn(token: string, user: SessionUser) {
  saveSession(token, user);
  store.set(tokenAtom, token);
  store.set(userAtom, user);
  store.set(authErrorAtom, null);
  store.set(authStatusAtom, "authenticated");
}

/** Clears the session and every cached query (logout, any 401, token removed in another tab). */
export function clearSession(status: AuthStatus = "unauthenticated") {
  clearStoredSession();
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(authStatusAtom, status);
  queryClient.clear();
}

setUnauthorizedHandler(() => clearSession());

export async function login(passphrase?: string): Promise<SessionUser> {
  const { token, user } = await call(api.auth.login.post(passphrase ? { passphrase } : undefined));
  signedIn(token, user);
  return user;
}

/** Restore, verify and replace the user; on failure clear and log in automatically. */
export async function initSession() {
  const saved = readSession();
  if (saved) {
    store.set(tokenAtom, saved.token);
    store.set(userAtom, saved.user);
    // index.html asked already; when the answer is here the app opens signed in at its very first render.
    const known = earlyAnswer<SessionUser>("/api/auth/user");
    if (known) return signedIn(saved.token, known);
    try {
      const user = await fromBoot("/api/auth/user", () => call(api.auth.user.get()));
      signedIn(saved.token, user);
      return;
    } catch (e) {
      // No answer at all (server stopped, offline): keep the session so the cached app shell opens with its banner.
      if (!(e instanceof ApiError)) return signedIn(saved.token, saved.user);
      console.warn("Saved session is no longer valid", e);
      clearStoredSession();
    }
  }
  try {
    await login();
  } catch (e) {
    console.error("Automatic sign-in failed", e);
    clearStoredSession();
    store.set(userAtom, null);
    store.set(tokenAtom, null);
    store.set(authErrorAtom, e instanceof ApiError && e.status === 401 ? null : "Authentication failed");
    store.set(authStatusAtom, "error");
  }
}

export function logout() {
  clearSession();
}
