import { useRouterState } from "@tanstack/react-router";
import { Fragment, lazy, Suspense, type ReactNode } from "react";
import { formatLocaleKey, setFormatLocale } from "../../lib/format";
import { useProfile } from "./api";

// Shown once, on the first run: its form code loads only then, not with every start of the app.
const WelcomeCard = lazy(() => import("./WelcomeCard").then((m) => ({ default: m.WelcomeCard })));

/**
 * Applies the owner's locale, currency, time zone and first weekday to every formatter (lib/format.ts) before the
 * screens render, and renders them again when the settings change, so no screen has to pass a locale around.
 * While the profile is loading the screen waits a moment (it is one small local request); on an error the
 * browser's own locale is kept and the screens render anyway. The first-run welcome card sits above the dashboard.
 */
export function OwnerLocale({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Only the first load waits: a refetch after an error (server unreachable) would otherwise unmount the screens,
  // whose remount refetches the profile again, in a loop.
  if (profile.isPending && profile.errorUpdateCount === 0) return null;
  if (profile.data) {
    const { locale, currency, timeZone, weekStart } = profile.data;
    setFormatLocale({ locale, currency, timeZone, weekStart });
  }
  return (
    <Fragment key={formatLocaleKey()}>
      {(pathname === "/" || pathname === "/dashboard") && profile.data && !profile.data.welcomed && (
        <Suspense fallback={null}>
          <WelcomeCard />
        </Suspense>
      )}
      {children}
    </Fragment>
  );
}
