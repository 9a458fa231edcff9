/** Browser storage keys: prefixed with the product's name. */
export const TOKEN_KEY = "sunshine-token";
export const USER_KEY = "sunshine-user";

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  createdAt?: string;
}

export function readSession(): { token: string; user: SessionUser } | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    return user && typeof user === "object" ? { token, user } : null;
  } catch (e) {
    console.error("Could not restore the session from storage", e);
    clearStoredSession();
    return null;
  }
}

export function saveSession(token: string, user: SessionUser) {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch (e) {
    console.error("Could not save the session", e);
  }
}

export function clearStoredSession() {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch (e) {
    console.error("Could not clear the session", e);
  }
}
