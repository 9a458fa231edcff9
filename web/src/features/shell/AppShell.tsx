import type { ReactNode } from "react";
import { NotificationBell } from "../notifications/NotificationBell";
import { OfflineBanner } from "../pwa/OfflineBanner";
import { ThemeSwitcher } from "../theme/ThemeSwitcher";
import { VoiceControlButton } from "../voice/VoiceControlButton";
import { VoiceLayer } from "../voice/VoiceLayer";
import { BottomBar, MobileMenu, MobileTopBar } from "./MobileChrome";
import { Sidebar } from "./Sidebar";
import { SkipLink } from "./SkipLink";

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-base-200">
      <SkipLink />
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar />
        <OfflineBanner />
        {/* The desktop banner (the phone has MobileTopBar); only one of the two is ever displayed. */}
        <header className="hidden lg:flex items-center justify-end gap-2 px-6 pt-4">
          <VoiceControlButton />
          <ThemeSwitcher />
          <NotificationBell />
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 pb-28 pt-4 outline-none lg:px-8 lg:pb-10">
          {children}
        </main>
      </div>
      <MobileMenu />
      <BottomBar />
      <VoiceLayer />
    </div>
  );
}
