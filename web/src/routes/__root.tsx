import { createRootRoute, Outlet } from "@tanstack/react-router";
import { AppShell } from "../features/shell/AppShell";
import { NotFound } from "../features/shell/NotFound";

export const Route = createRootRoute({
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
  notFoundComponent: NotFound,
});
