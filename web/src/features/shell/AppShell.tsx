import type { ReactNode } from "react";
import { NotificationBell } from "../notifications/NotificationBell";
import { ThemeSwitcher } from "../theme/ThemeSwitcher";
import { VoiceControlButton } from "../voice/VoiceControlButton";
import { VoiceLayer } from "../voice/VoiceLayer";
import { BottomBar, MobileMenu, MobileTopBar } from "./MobileChrome";
import { Sidebar } from "./Sidebar";

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh bg-base-200">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <MobileTopBar />
        <div className="hidden lg:flex items-center justify-end gap-2 px-6 pt-4">
          <VoiceControlButton />
          <ThemeSwitcher />
          <NotificationBell />
        </div>
        <main className="flex-1 px-4 pb-28 pt-4 lg:px-8 lg:pb-10">{children}</main>
      </div>
      <MobileMenu />
      <BottomBar />
      <VoiceLayer />
    </div>
  );
}
