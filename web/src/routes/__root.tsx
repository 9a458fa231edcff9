import { createRootRoute, Outlet } from "@tanstack/react-router";
import { AppShell } from "../features/shell/AppShell";
import { NotFound } from "../features/shell/NotFound";
import { OwnerLocale } from "../features/profile/OwnerLocale";

export const Route = createRootRoute({
  component: () => (
    <AppShell>
      <OwnerLocale>
        <Outlet />
      </OwnerLocale>
    </AppShell>
  ),
  notFoundComponent: NotFound,
});
