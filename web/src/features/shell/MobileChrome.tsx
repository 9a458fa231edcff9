import { Link, useRouterState } from "@tanstack/react-router";
import { Menu, Plus, X } from "lucide-react";
import { atom, useAtom } from "jotai";
import { useRef } from "react";
import { useModalDialog } from "../ui/useModalDialog";
import { NotificationBell } from "../notifications/NotificationBell";
import { ThemeSwitcher } from "../theme/ThemeSwitcher";
import { VoiceControlButton } from "../voice/VoiceControlButton";
import { BOTTOM_ITEMS, isActive } from "./nav";
import { NavList } from "./Sidebar";
import { ProfileBadge } from "../profile/ProfileBadge";
import { SunMark } from "./SunMark";

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
        <Menu className="size-5" aria-hidden />
      </button>
      <Link to="/" className="flex items-center gap-2 font-bold">
        <SunMark className="size-6" /> Sunshine
      </Link>
      <div className="ml-auto mr-2 flex items-center gap-1">
        <VoiceControlButton />
        <ThemeSwitcher />
        <NotificationBell />
      </div>
    </header>
  );
}

/**
 * Slide-in menu with the same 12 items; choosing one closes it. A native modal `<dialog>` (the kit's
 * useModalDialog): focus moves in, stays in, Escape closes, focus returns to the button that opened it.
 */
export function MobileMenu() {
  const [open, setOpen] = useAtom(mobileMenuOpenAtom);
  if (!open) return null;
  return <MobileMenuDialog onClose={() => setOpen(false)} />;
}

function MobileMenuDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  // Focus lands on the first link (the scope itself when nothing inside is a form field).
  const handlers = useModalDialog(ref, onClose, "nav a");
  return (
    <dialog
      ref={ref}
      className="lg:hidden m-0 h-dvh max-h-dvh w-80 max-w-[85vw] overflow-y-auto border-0 bg-base-100 p-3 text-base-content shadow-xl backdrop:bg-black/40"
      aria-label="Menu"
      {...handlers}
      onClick={(e) => e.target === ref.current && onClose()}
    >
      <div className="mb-2 flex items-center justify-between px-2">
        <span className="font-bold">Sunshine</span>
        <button type="button" className="btn btn-ghost btn-sm btn-square" aria-label="Close menu" onClick={onClose}>
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <nav aria-label="Main navigation" tabIndex={-1} className="outline-none">
        <NavList onChoose={onClose} />
      </nav>
      <div className="mt-3 border-t border-base-300 pt-3">
        <ProfileBadge onChoose={onClose} />
      </div>
    </dialog>
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
        <Plus className="size-6" aria-hidden />
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
