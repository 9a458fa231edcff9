import { Link, useRouterState } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { ProfileBadge } from "../profile/ProfileBadge";
import { logout } from "../session/state";
import { Tooltip } from "../ui/Tooltip";
import { isActive, NAV_ITEMS } from "./nav";
import { SunMark } from "./SunMark";

export function NavList({ onChoose }: { onChoose?: () => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <ul className="menu w-full gap-1 p-0">
      {NAV_ITEMS.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            onClick={onChoose}
            className={isActive(to, pathname) ? "menu-active" : ""}
            data-nav-item={label}
          >
            <Icon className="size-4" aria-hidden />
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Footer: the owner from their profile (features/profile), linking to Settings. */
function UserFooter() {
  return (
    <div className="flex items-center gap-2 border-t border-base-300 p-3">
      <ProfileBadge />
      <Tooltip label="Sign out" side="top">
        <button type="button" className="btn btn-ghost btn-xs" onClick={logout} aria-label="Sign out">
          <LogOut className="size-4" />
        </button>
      </Tooltip>
    </div>
  );
}

export function Sidebar() {
  return (
    <aside
      className="hidden lg:flex lg:w-64 lg:shrink-0 flex-col border-r border-base-300 bg-base-100 h-dvh sticky top-0"
      aria-label="Main navigation"
    >
      <div className="flex items-center gap-2 px-5 py-5">
        <SunMark className="size-8" />
        <span className="text-lg font-bold">Sunshine</span>
      </div>
      <nav className="flex-1 overflow-y-auto px-3">
        <NavList />
      </nav>
      <UserFooter />
    </aside>
  );
}
