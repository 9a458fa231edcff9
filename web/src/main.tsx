import "./app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRouter, RouterProvider } from "@tanstack/react-router";
import { Provider as JotaiProvider } from "jotai";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { stylesReady } from "./lib/boot";
import { queryClient } from "./lib/query";
import { routeTree } from "./routeTree.gen";
import { Gate } from "./features/session/Gate";
import { initSession, store } from "./features/session/state";
import { useThemeEffect } from "./features/theme/useTheme";
import { Toaster } from "./features/toast/Toaster";
import { LiveNotifications } from "./features/notifications/LiveNotifications";
import { setUpPwa } from "./features/pwa/setup";

const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

setUpPwa((link) => void router.navigate({ href: link }));

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}

function Root() {
  useThemeEffect();
  return (
    <>
      <Gate>
        <RouterProvider router={router} />
        <LiveNotifications />
      </Gate>
      <Toaster />
    </>
  );
}

void initSession();

const root = createRoot(document.getElementById("root")!);
const render = () =>
  root.render(
    <StrictMode>
      <JotaiProvider store={store}>
        <QueryClientProvider client={queryClient}>
          <Root />
        </QueryClientProvider>
      </JotaiProvider>
    </StrictMode>,
  );
// The shell index.html painted stays up until the current route's code is loaded (on the dashboard index.html
// preloaded it) and the whole stylesheet applies, so React's first screen is the page itself, styled, not an empty
// outlet that fills a moment later.
Promise.all([router.load().catch(() => undefined), stylesReady()]).then(render, render);
