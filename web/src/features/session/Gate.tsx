import { useAtomValue } from "jotai";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { authStatusAtom, clearSession, userAtom } from "./state";
import { TOKEN_KEY } from "./storage";

// Needed only without a session (a remote device before its passphrase): not part of every start of the app.
const LoginScreen = lazy(() => import("./LoginScreen").then((m) => ({ default: m.LoginScreen })));
import { SplashScreen } from "./SplashScreen";

/**
 * Splash while checking, the login screen without a session, the app otherwise. The check itself starts in
 * main.tsx before the first render (initSession), so a session index.html already confirmed opens the app at once.
 */
export function Gate({ children }: { children: ReactNode }) {
  const status = useAtomValue(authStatusAtom);
  const user = useAtomValue(userAtom);

  useEffect(() => {
    // Another tab removed the token: drop the user and every cached answer here too.
    const onStorage = (e: StorageEvent) => {
      if ((e.key === TOKEN_KEY || e.key === null) && !e.newValue) clearSession();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  if (status === "loading") return <SplashScreen />;
  if (status !== "authenticated" || !user)
    return (
      <Suspense fallback={<SplashScreen />}>
        <LoginScreen />
      </Suspense>
    );
  return <>{children}</>;
}
