import type { ReactNode } from "react";
import { NotificationBell } from "../notifications/NotificationBell";
import { OfflineBanner } from "../pwa/OfflineBanner";
import { ThemeSwitcher } from "../theme/ThemeSwitcher";
import { VoiceControlButton } from "../voice/VoiceControlButton";
import { VoiceLayer } from "../voice/VoiceLayer";
import { BottomBar, MobileMenu, MobileTopBar } from "./MobileChrome";
import { Sidebar } from "./Sidebar";
import { SkipLink } from "./SkipLink";
import { useWideScreen } from "./useWideScreen";

export function AppShell({ children }: { children: ReactNode }) {
  const wide = useWideScreen();
  return (
    <div className="flex min-h-dvh bg-base-200">
      <SkipLink />
      {wide && <Sidebar />}
      <div className="flex min-w-0 flex-1 flex-col">
        {!wide && <MobileTopBar />}
        <OfflineBanner />
        {/* The desktop banner (the phone has MobileTopBar); only one of the two is ever rendered. */}
        {wide && (
          <header className="hidden lg:flex items-center justify-end gap-2 px-6 pt-4">
            <VoiceControlButton />
            <ThemeSwitcher />
            <NotificationBell />
          </header>
        )}
        <main id="main" tabIndex={-1} className="flex-1 px-4 pb-28 pt-4 outline-none lg:px-8 lg:pb-10">
          {children}
        </main>
      </div>
      {!wide && <MobileMenu />}
      {!wide && <BottomBar />}
      <VoiceLayer />
    </div>
  );
}
