import { Link, useRouterState } from "@tanstack/react-router";
import { Menu, Plus, X } from "lucide-react";
import { atom, useAtom } from "jotai";
import { NotificationBell } from "../notifications/NotificationBell";
import { ThemeSwitcher } from "../theme/ThemeSwitcher";
import { VoiceControlButton } from "../voice/VoiceControlButton";
import { BOTTOM_ITEMS, isActive } from "./nav";
import { NavList } from "./Sidebar";

export const mobileMenuOpenAtom = atom(false);

export function MobileTopBar() {
  const [, setOpen] = useAtom(mobileMenuOpenAtom);
  return (
    <header className="lg:hidden sticky top-0 z-30 flex items-center gap-1 border-b border-base-300 bg-base-100/95 px-2 py-2 backdrop-blur">
      <button
        type="button"
        className="btn btn-ghost btn-square btn-sm"
        aria-label="Open menu"
        onClick={() => setOpen(true)}
      >
        <Menu className="size-5" />
      </button>
      <Link to="/" className="flex items-center gap-2 font-bold">
        <img src="/favicon.svg" alt="" className="size-6" /> Sunshine
      </Link>
      <div className="ml-auto mr-2 flex items-center gap-1">
        <VoiceControlButton />
        <ThemeSwitcher />
        <NotificationBell />
      </div>
    </header>
  );
}

/** Slide-in menu with the same 12 items; choosing one closes it. */
export function MobileMenu() {
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  if (!open) return null;
  return (
    <div className="lg:hidden fixed inset-0 z-50" role="dialog" aria-modal="true" aria-label="Menu">
      <button
        type="button"
        className="absolute inset-0 bg-black/40"
        aria-label="Close menu"
        onClick={() => setOpen(false)}
      />
      <nav className="absolute inset-y-0 left-0 w-80 max-w-sm bg-base-100 p-3 shadow-xl overflow-y-auto">
        <div className="mb-2 flex items-center justify-between px-2">
          <span className="font-bold">Sunshine</span>
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label="Close menu"
            onClick={() => setOpen(false)}
          >
            <X className="size-5" />
          </button>
        </div>
        <NavList onChoose={() => setOpen(false)} />
      </nav>
    </div>
  );
}

export function BottomBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [, setOpen] = useAtom(mobileMenuOpenAtom);
  return (
    <>
      <button
        type="button"
        className="lg:hidden btn btn-primary btn-circle fixed bottom-20 right-4 z-30 shadow-lg"
        aria-label="Open menu (quick add)"
        onClick={() => setOpen(true)}
      >
        <Plus className="size-6" />
      </button>
      <nav className="lg:hidden dock dock-sm z-30 border-t border-base-300 bg-base-100" aria-label="Bottom navigation">
        {BOTTOM_ITEMS.map(({ to, label, icon: Icon }) => (
          <Link key={to} to={to} className={isActive(to, pathname) ? "dock-active" : ""}>
            <Icon className="size-5" aria-hidden />
            <span className="dock-label">{label}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}
